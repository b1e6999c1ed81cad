import type { SmsConsentRecord } from '@lienminder/shared';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CONSENT_CSV_COLUMNS, consentsCsv, consentsCsvFileName } from './consents-csv';

function consent(overrides: Partial<SmsConsentRecord>): SmsConsentRecord {
  return {
    id: 'abcdefghijklmnop',
    name: 'Maria Lopez',
    phone: '+13055550142',
    ip: '198.51.100.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    timestamp: '2026-11-23T15:00:00.000Z',
    programType: 'deadline_alerts',
    frequency: 'Varies with your deadlines',
    termsUrl: 'https://lienminder.example.com/terms',
    privacyUrl: 'https://lienminder.example.com/privacy',
    consentText: 'I agree to receive SMS deadline alerts, "as described". Reply STOP to cancel.',
    action: 'opt_in',
    source: 'opt_in_page',
    ...overrides,
  };
}

/** Read back by csv-parse, a separate RFC 4180 parser, as a spreadsheet import would. */
const readBack = (csv: string) => parse(csv, { relax_column_count: false }) as string[][];

describe('the consents CSV', () => {
  it('has the spec columns in order and every field of each record, CRLF rows', () => {
    const csv = consentsCsv([consent({})]);
    const [header, row] = readBack(csv);
    expect(header).toEqual([
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
    ]);
    expect(CONSENT_CSV_COLUMNS).toEqual(header);
    expect(row).toEqual([
      'abcdefghijklmnop',
      'Maria Lopez',
      // As recorded: an E.164 phone can hold no formula (consents-csv.ts says why).
      '+13055550142',
      '198.51.100.7',
      'Mozilla/5.0 (X11; Linux x86_64)',
      '2026-11-23T15:00:00.000Z',
      'deadline_alerts',
      'Varies with your deadlines',
      'https://lienminder.example.com/terms',
      'https://lienminder.example.com/privacy',
      'I agree to receive SMS deadline alerts, "as described". Reply STOP to cancel.',
      'opt_in',
      'opt_in_page',
    ]);
    expect(csv.split('\r\n')).toHaveLength(2);
    expect(csv).toContain(
      '"I agree to receive SMS deadline alerts, ""as described"". Reply STOP to cancel."',
    );
  });

  it('neutralises every cell that would start a formula, and keeps hostile but harmless names exactly', () => {
    const formulas = [
      '=HYPERLINK("https://evil.example.com","Click")',
      '+cmd|" /C calc"!A0',
      '-2+3',
      '@SUM(A1:A9)',
      '\tTabbed',
      '\rCarriage',
      '=1+1\nsecond line',
    ];
    const harmless = ['O"Brien, "the" builder', 'Line one\nLine two', '👷‍♀️ José Muñoz 🏗️', '', 'a,b;c'];
    const rows = readBack(
      consentsCsv([...formulas, ...harmless].map((name, index) => consent({ id: `id${index}`, name }))),
    ).slice(1);
    const names = rows.map((row) => row[1]);
    expect(names).toEqual([...formulas.map((name) => `'${name}`), ...harmless]);
    expect(rows.every((row) => row.length === CONSENT_CSV_COLUMNS.length)).toBe(true);
  });

  it('says whether each record gave consent or withdrew it, and where, so the export proves what happened', () => {
    const rows = readBack(
      consentsCsv([
        consent({ id: 'a', action: 'opt_in', source: 'registration' }),
        consent({ id: 'b', action: 'opt_out', source: 'sms_keyword', consentText: 'STOP' }),
        consent({ id: 'c', action: 'opt_in', source: 'project_form' }),
      ]),
    ).slice(1);
    expect(rows.map((row) => [row[0], row[11], row[12]])).toEqual([
      ['a', 'opt_in', 'registration'],
      ['b', 'opt_out', 'sms_keyword'],
      ['c', 'opt_in', 'project_form'],
    ]);
  });

  it('keeps E.164 phones exactly and neutralises anything else in the phone column', () => {
    const phones = [
      '+13055550142',
      '+447700900123',
      '+1=HYPERLINK("x")',
      '=cmd|" /C calc"!A0',
      '+1305555014',
    ];
    const rows = readBack(
      consentsCsv(phones.map((phone, index) => consent({ id: `p${index}`, phone }))),
    ).slice(1);
    expect(rows.map((row) => row[2])).toEqual([
      '+13055550142',
      '+447700900123',
      `'+1=HYPERLINK("x")`,
      `'=cmd|" /C calc"!A0`,
      '+1305555014',
    ]);
  });

  it('writes an empty cell for a record without a name', () => {
    const [, row] = readBack(consentsCsv([consent({ name: null })]));
    expect(row?.[1]).toBe('');
  });

  it('is named for the admin’s calendar date', () => {
    // Built from local parts, so the date is the same in every host time zone.
    expect(consentsCsvFileName(new Date(2026, 10, 23, 0, 5))).toBe('sms-consents-2026-11-23.csv');
    expect(consentsCsvFileName(new Date(2027, 0, 2, 23, 59))).toBe('sms-consents-2027-01-02.csv');
  });
});
