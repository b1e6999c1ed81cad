/**
 * The admin's consent export (spec section 3: the columns in this order, the file named
 * sms-consents-YYYY-MM-DD.csv). Papa Parse writes RFC 4180 CSV (fields with commas, quotes or line
 * breaks quoted, quotes doubled, CRLF rows), and its `escapeFormulae` puts a ' before any cell that
 * starts with =, +, -, @, tab or carriage return, so a spreadsheet shows a hostile name instead of
 * running it (DESIGN.md section 5; OWASP "CSV injection"). Its default pattern ends in `.*$`, which
 * misses a formula followed by a line break; this one tests the first character alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

import type { SmsConsentRecord } from '@lienminder/shared';
import Papa from 'papaparse';

export const CONSENT_CSV_COLUMNS = [
  'ID',
  'Name',
  'Phone',
  'IP',
  'User Agent',
  'Timestamp',
  'Program Type',
  'Frequency',
  'Terms URL',
  'Privacy URL',
  'Consent Text',
] as const;

export function consentsCsv(consents: readonly SmsConsentRecord[]): string {
  return Papa.unparse(
    {
      fields: [...CONSENT_CSV_COLUMNS],
      data: consents.map((consent) => [
        consent.id,
        consent.name ?? '',
        consent.phone,
        consent.ip,
        consent.userAgent,
        consent.timestamp,
        consent.programType,
        consent.frequency,
        consent.termsUrl,
        consent.privacyUrl,
        consent.consentText,
      ]),
    },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

/** `sms-consents-YYYY-MM-DD.csv` with the admin's own calendar date. */
export function consentsCsvFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `sms-consents-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
