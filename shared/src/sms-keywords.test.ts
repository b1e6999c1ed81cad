import { describe, expect, it } from 'vitest';
import { keywordKind, OPT_OUT_KEYWORDS, OPT_OUT_PHRASES } from './sms-keywords';

describe('keywordKind', () => {
  it.each([
    'STOP',
    'stop',
    'Stop.',
    'STOP!!!',
    'STOP please',
    'OPT OUT',
    'opt-out',
    'Opt out.',
    'optout',
    'quit it',
    'END',
    'Revoke my consent',
    'cancel 🙏',
    'UNSUBSCRIBE me now',
    'please stop texting me',
  ])('"%s" opts out', (text) => {
    expect(keywordKind(text)).toBe('opt_out');
  });

  // 47 CFR 64.1200(a)(10): an opt-out word is an opt-out at any length, not a question to confirm.
  it.each([
    'please stop texting me, I never signed up',
    'When is the end date for the Coastal job now?',
    'I did not ask for these and I want them to STOP right now, thank you very much',
    'Hi, this is Frank from the office: cancel these messages for this phone, it belongs to the company',
    'yes stop',
  ])('"%s" opts out: an opt-out word anywhere in a message of any length', (text) => {
    expect(keywordKind(text)).toBe('opt_out');
  });

  it.each([
    "don't text",
    'Dont text me anymore',
    'Do not text me',
    'DO NOT TEXT THIS NUMBER',
    'don’t message me again',
    'Please do not contact me',
    'no more texts please',
    'Remove me',
    'remove me from your list!',
    'Please remove my number',
    'take me off',
    'Take me off this list.',
    'wrong number',
    'Wrong number, I am not Maria',
    'unsubscribe me',
    'no más',
    'No mas por favor',
    'NO MÁS',
    'basta',
    'Por favor no me escribas',
    'quiero darme de baja',
    'leave me alone',
    'Not interested',
    'opt me out',
  ])('"%s" is a plain request to stop: it opts out', (text) => {
    expect(keywordKind(text)).toBe('opt_out');
  });

  it('lists every phrase in the words it is matched as (upper case, no accents or apostrophes)', () => {
    for (const phrase of [...OPT_OUT_KEYWORDS, ...OPT_OUT_PHRASES]) {
      expect(phrase).toMatch(/^[A-Z0-9]+( [A-Z0-9]+)*$/);
    }
  });

  it.each([
    ['START', 'opt_in'],
    ['yes!', 'opt_in'],
    ['Unstop.', 'opt_in'],
    ['help?', 'help'],
    ['INFO', 'help'],
    ['Start date moved', 'other'],
    ['yes please call me', 'other'],
    ['outstop', 'other'],
    ['stopped by the site today', 'other'],
    ['Texting you from the office', 'other'],
    ['thanks', 'other'],
    ['', 'other'],
  ])('"%s" is %s', (text, kind) => {
    expect(keywordKind(text)).toBe(kind);
  });
});
