import parsePhoneNumberFromString from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { E164, formatPhone, isTextableUsNumber, phoneDigits, toE164, US_PHONE_DISPLAY } from './phone';

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

describe('isTextableUsNumber (the one rule for every number LienMinder texts)', () => {
  it.each(['+13055550142', '+17865550101', '+12125550199', '+19075550123'])(
    '%s is a US number that may be texted',
    (e164) => {
      expect(isTextableUsNumber(e164)).toBe(true);
    },
  );

  it.each([
    ['+447700900123', 'the United Kingdom'],
    ['+4915123456789', 'Germany'],
    ['+14165550123', 'Canada (NANP, billed as international)'],
    ['+18765550123', 'Jamaica (NANP, billed as international)'],
    ['+12845550123', 'the British Virgin Islands'],
    ['+17875550123', 'Puerto Rico, a country of its own to libphonenumber'],
    ['+19005550123', 'a premium-rate 900 number'],
    ['+18005550123', 'toll-free'],
    ['+18885550123', 'toll-free'],
    ['+15005550123', 'a personal 5XX number'],
    ['+15555550123', 'the fictional 555 area code'],
    ['+13059765555', 'the 976 premium exchange'],
    ['+13054115555', 'an N11 service code as exchange'],
    ['+13051555555', 'an exchange starting with 1'],
    ['+11055550123', 'an area code starting with 1'],
    ['+19836555012', 'an exchange 983 does not open yet'],
    ['+1305555014', 'nine digits'],
    ['+130555501420', 'eleven digits'],
    ['+1555', 'a short code'],
    ['+88888', 'a short code'],
    ['3055550142', 'not E.164'],
    ['', 'nothing'],
  ])('%s (%s) is not', (e164) => {
    expect(isTextableUsNumber(e164)).toBe(false);
  });

  it('agrees with libphonenumber-js on every area code and exchange class (what it calls US fixed line or mobile)', () => {
    // The rule's own refusals beyond libphonenumber's: N11 and 976 exchanges.
    const alsoRefused = (exchange: string) => /^[2-9]11$/.test(exchange) || exchange === '976';
    const disagreements: string[] = [];
    for (let area = 200; area <= 999; area++) {
      for (const exchange of ['234', '555', '611', '699', '976', '023', '123']) {
        const e164 = `+1${area}${exchange}0123`;
        const parsed = parsePhoneNumberFromString(e164);
        const theirs =
          parsed?.country === 'US' &&
          parsed.isValid() &&
          parsed.getType() === 'FIXED_LINE_OR_MOBILE' &&
          !alsoRefused(exchange);
        if (theirs !== isTextableUsNumber(e164)) disagreements.push(e164);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
