import { UNOPENED_EXCHANGES, US_AREA_CODES } from './us-area-codes';

/**
 * Phone numbers as the spec handles them (section 5): inputs keep digits only, capped at 10, shown
 * as (###) ###-####; E.164 is +1 and the digits for 10 digits, otherwise + and the digits.
 */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 10);
}

/** Progressive display while typing: "(555", "(555) 555", "(555) 555-5555". */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function toE164(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** A complete US number as the registration form requires it: "(555) 555-5555". */
export const US_PHONE_DISPLAY = /^\(\d{3}\) \d{3}-\d{4}$/;

/** E.164: "+" then 8 to 15 digits, no leading zero. */
export const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * The one rule for every number LienMinder texts or lets be given for texts (the opt-in, registration,
 * project alert phones, the test SMS, and the texter before each send): a US number, E.164 "+1"
 * and ten digits, in a US geographic area code (us-area-codes.ts: no Canada or Caribbean, no
 * toll-free, premium 900 or personal 5XX code), whose exchange is a real one: not 0XX or 1XX, not
 * an N11 service code, and not 976, the exchange once kept for premium-rate numbers. A short code
 * or any other country fails. This is what keeps a public form from buying premium-rate or
 * international texts on the program's account (SMS pumping).
 */
export function isTextableUsNumber(e164: string): boolean {
  const match = /^\+1([2-9]\d{2})([2-9]\d{2})\d{4}$/.exec(e164);
  if (!match) return false;
  const [, areaCode = '', exchange = ''] = match;
  if (!US_AREA_CODES.has(areaCode) || UNOPENED_EXCHANGES[areaCode]?.test(exchange)) return false;
  return !/^[2-9]11$/.test(exchange) && exchange !== '976';
}
