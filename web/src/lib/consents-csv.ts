/**
 * The admin's consent export (docs/product.md section 3: the columns in this order, the file named
 * sms-consents-YYYY-MM-DD.csv), then what the proof needs beyond the spec's list: whether the record
 * gave consent or withdrew it, and where (docs/sms-compliance.md "Consent": the source; an opt-out is a
 * record of its own). Papa Parse writes RFC 4180 CSV (fields with commas, quotes or line breaks
 * quoted, quotes doubled, CRLF rows).
 *
 * CSV injection (docs/architecture.md section 5; OWASP "CSV injection"): a cell that starts with =,
 * +, -, @, tab or carriage return gets a leading ' (shared/src/csv-formula-guard.ts, which tests the
 * cell's start alone: Papa's default pattern ends in `.*$` and misses a formula before a line
 * break), so a spreadsheet shows a hostile name instead of running it. The one exception is a phone
 * that is exactly E.164: it must start with +, and the export has to show it as it was recorded.
 * "+" followed by 8 to 15 digits and nothing else can hold no function, reference or separator, so
 * the worst a spreadsheet does with it is read it as a number; any other value in that column (a
 * record written before validation, a forged one) is neutralised like every other cell.
 */
import { E164, guardCell as neutralised, type SmsConsentRecord } from '@lienminder/shared';
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
  'Action',
  'Source',
] as const;

const phoneCell = (phone: string) => (E164.test(phone) ? phone : neutralised(phone));

export function consentsCsv(consents: readonly SmsConsentRecord[]): string {
  return Papa.unparse(
    {
      fields: [...CONSENT_CSV_COLUMNS],
      data: consents.map((consent) => [
        neutralised(consent.id),
        neutralised(consent.name ?? ''),
        phoneCell(consent.phone),
        neutralised(consent.ip),
        neutralised(consent.userAgent),
        neutralised(consent.timestamp),
        neutralised(consent.programType),
        neutralised(consent.frequency),
        neutralised(consent.termsUrl),
        neutralised(consent.privacyUrl),
        neutralised(consent.consentText),
        consent.action,
        consent.source,
      ]),
    },
    // Neutralised above, cell by cell: Papa's own escaping cannot spare the phone column.
    { escapeFormulae: false, newline: '\r\n' },
  );
}

/** `sms-consents-YYYY-MM-DD.csv` with the admin's own calendar date. */
export function consentsCsvFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `sms-consents-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
