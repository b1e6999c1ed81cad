import { describe, expect, it } from 'vitest';
import { E164, formatPhone, phoneDigits, toE164, US_PHONE_DISPLAY } from './phone';

describe('phoneDigits', () => {
  it('keeps digits only, at most 10', () => {
    expect(phoneDigits('(305) 555-0142')).toBe('3055550142');
    expect(phoneDigits('305.555.0142 ext 9')).toBe('3055550142');
    expect(phoneDigits('30555501429999')).toBe('3055550142');
    expect(phoneDigits('call me')).toBe('');
  });
});

describe('formatPhone (as the user types)', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['305', '(305'],
    ['3055', '(305) 5'],
    ['305555', '(305) 555'],
    ['3055550', '(305) 555-0'],
    ['3055550142', '(305) 555-0142'],
    ['30555501429', '(305) 555-0142'],
    ['(305) 555-01', '(305) 555-01'],
  ])('%s shows as "%s"', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it('produces exactly the registration format once complete', () => {
    expect(formatPhone('3055550142')).toMatch(US_PHONE_DISPLAY);
    expect(formatPhone('305555014')).not.toMatch(US_PHONE_DISPLAY);
  });
});

describe('toE164', () => {
  it('adds +1 to a 10-digit US number', () => {
    expect(toE164('(305) 555-0142')).toBe('+13055550142');
    expect(toE164('3055550142')).toBe('+13055550142');
  });

  it('keeps a number that already has its country code', () => {
    expect(toE164('+1 305 555 0142')).toBe('+13055550142');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('gives valid E.164 for real numbers and not for fragments', () => {
    expect(toE164('3055550142')).toMatch(E164);
    expect(toE164('555')).not.toMatch(E164);
    expect(toE164('')).not.toMatch(E164);
  });
});
