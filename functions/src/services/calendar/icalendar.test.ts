import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type AllDayEvent, escapeText, foldLine, icalendar } from './icalendar';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const unfold = (text: string) => text.replaceAll('\r\n ', '');

const event = (overrides: Partial<AllDayEvent> = {}): AllDayEvent => ({
  uid: 'p1-nto@lienminder.example',
  date: '2026-02-23',
  summary: 'Notice to Owner: Brickell Tower',
  description: 'Serve your Notice to Owner.',
  url: 'https://lienminder.example/projects/p1/edit',
  ...overrides,
});

const document = (events: AllDayEvent[]) =>
  icalendar({
    productId: '-//LienMinder//Deadlines//EN',
    name: 'LienMinder deadlines',
    refreshSeconds: 3600,
    stamp: new Date('2026-01-20T15:00:00.000Z'),
    events,
  });

/** What ical.js, a real parser, reads back from the text. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const read = new ICAL.Event(vevent);
    return {
      uid: read.uid,
      summary: read.summary,
      description: read.description,
      start: read.startDate.toString(),
      end: read.endDate.toString(),
      allDay: read.startDate.isDate && read.endDate.isDate,
      stamp: String(vevent.getFirstPropertyValue('dtstamp')),
      url: String(vevent.getFirstPropertyValue('url')),
    };
  });
}

describe('escapeText', () => {
  it('puts a backslash before backslash, semicolon and comma, and writes every line break as \\n', () => {
    expect(escapeText('Lopez, Sons; A\\B')).toBe('Lopez\\, Sons\\; A\\\\B');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('leaves out the control characters TEXT may not hold, and keeps tabs', () => {
    expect(escapeText('a\u0000b\u001bc\u007fd\te')).toBe('abcd\te');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds a longer one at 75, continuations starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldLine('x'.repeat(200)).split('\r\n');
    expect(folded.map(octets)).toEqual([75, 75, 52]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const line = `SUMMARY:${'é€😀'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(4);
    for (const piece of folded) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      // A lone surrogate would be half an emoji: the cut went through it.
      expect(piece).not.toMatch(/\p{Cs}/u);
    }
    expect(unfold(folded.join('\r\n'))).toBe(line);
  });
});

describe('icalendar', () => {
  it('writes a calendar of all-day events that ical.js reads back', () => {
    const text = document([event(), event({ uid: 'p1-lien@lienminder.example', date: '2028-02-28' })]);
    expect(parsed(text)).toEqual([
      {
        uid: 'p1-nto@lienminder.example',
        summary: 'Notice to Owner: Brickell Tower',
        description: 'Serve your Notice to Owner.',
        start: '2026-02-23',
        end: '2026-02-24',
        allDay: true,
        stamp: '2026-01-20T15:00:00Z',
        url: 'https://lienminder.example/projects/p1/edit',
      },
      expect.objectContaining({ start: '2028-02-28', end: '2028-02-29', allDay: true }),
    ]);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//LienMinder//Deadlines//EN',
    ]);
    expect(lines).toContain('X-WR-CALNAME:LienMinder deadlines');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT3600S');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes an empty calendar when nothing is open', () => {
    const calendar = new ICAL.Component(ICAL.parse(document([])));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });

  it('reads back any text exactly, line breaks as \\n and without control characters, in CRLF lines of at most 75 octets', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.string({ maxLength: 120 }),
        (text, name) => {
          const written = document([event({ summary: name, description: text })]);
          const expected = (value: string) =>
            value.replace(/\r\n|\r/g, '\n').replace(/(?![\t\n])\p{Cc}/gu, '');
          const [read] = parsed(written);
          expect(read?.summary).toBe(expected(name));
          expect(read?.description).toBe(expected(text));
          expect(written.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
          expect(Math.max(...written.split('\r\n').map(octets))).toBeLessThanOrEqual(75);
        },
      ),
      { numRuns: 300 },
    );
  });
});
