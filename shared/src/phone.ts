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
