/**
 * The little of iCalendar (RFC 5545) a feed of all-day events needs, written here rather than with
 * ical-generator: that library is 36 KB minified and put the feed's function at 277 KB, over the
 * 250 KB budget (docs/decisions/006). What it would have got right for us is what this file does
 * and icalendar.test.ts checks against ical.js, a real parser: TEXT escaping (section 3.3.11),
 * folding at 75 octets without splitting a character (3.1), CRLF after every line.
 */
import { addDays, type LocalDate } from '@lienminder/shared';

export interface AllDayEvent {
  /** Stable across fetches: an app updates the event with this UID instead of adding another. */
  uid: string;
  date: LocalDate;
  summary: string;
  description: string;
  url: string;
}

export interface CalendarDocument {
  /** PRODID, e.g. `-//LienMinder//Deadlines//EN`. */
  productId: string;
  /** Shown as the subscribed calendar's name. */
  name: string;
  /** How often a subscribed app should fetch again. */
  refreshSeconds: number;
  /** DTSTAMP of every event: when this copy was written. */
  stamp: Date;
  events: readonly AllDayEvent[];
}

const MAX_LINE_OCTETS = 75;

/** A lone surrogate counts 3, as the U+FFFD that UTF-8 encoding writes for it. */
const utf8Octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * TEXT value escaping: backslash, semicolon and comma get a backslash, a line break of any kind
 * becomes `\n`. Control characters other than tab are not allowed in TEXT at all (section 3.3.11),
 * and user input can hold them: they are left out.
 */
export function escapeText(text: string): string {
  return text
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, '');
}

/**
 * A content line folded into lines of at most 75 octets of UTF-8, each continuation starting with
 * one space (which counts). A character is never split: a reader unfolds by removing CRLF and the
 * space, and a cut inside a UTF-8 sequence would leave invalid bytes on both sides.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  // for...of walks code points: a surrogate pair (an emoji, 4 octets) stays whole.
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      pieces.push(piece);
      piece = ' ';
      octets = 1;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n');
}

const basicDate = (date: LocalDate) => date.replaceAll('-', '');

/** UTC date-time in basic format, `20260120T150000Z`. */
const utcDateTime = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function eventLines(event: AllDayEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
    // The end is exclusive (section 3.6.1): one whole day.
    `DTEND;VALUE=DATE:${basicDate(addDays(event.date, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // A URI value is not TEXT: no backslash escaping (section 3.3.13).
    `URL;VALUE=URI:${event.url}`,
    // A reminder of a day, not a meeting: it does not make the user look busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The calendar as RFC 5545 text: folded lines, each ended by CRLF. */
export function icalendar(document: CalendarDocument): string {
  const stamp = utcDateTime(document.stamp);
  const refresh = `PT${document.refreshSeconds}S`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(document.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // NAME and REFRESH-INTERVAL are RFC 7986; Apple, Google and Outlook read the X- forms.
    `NAME:${escapeText(document.name)}`,
    `X-WR-CALNAME:${escapeText(document.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...document.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
