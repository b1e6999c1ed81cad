/**
 * CSV text in and out, by Papa Parse (RFC 4180: fields with commas, quotes or line breaks quoted,
 * quotes doubled). What the app writes: CRLF rows and a UTF-8 byte order mark, so Excel opens
 * accented names right. What it reads: what a spreadsheet saves, CRLF or LF, comma, semicolon or
 * tab separated (a European Excel writes semicolons), the byte order mark already gone
 * (http/csv-body.ts).
 */
import Papa from 'papaparse';
import { NotCsv } from '#src/errors';

const BYTE_ORDER_MARK = '\uFEFF';

export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${BYTE_ORDER_MARK}${Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    // Cells are guarded one by one (shared/src/csv-formula-guard.ts), so the import can undo it.
    { escapeFormulae: false, newline: '\r\n' },
  )}\r\n`;
}

/**
 * The file's records, each at its index: a spreadsheet's row number is its index + 1 (the header
 * row is row 1), also past a cell with a line break in it, which is one row of the sheet. Quotes
 * left open are no CSV (400).
 */
export function readCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken)
    throw new NotCsv(
      `This file is not CSV: a quote opened in row ${(broken.row ?? 0) + 1} is never closed. Save it from your spreadsheet as CSV.`,
    );
  return parsed.data;
}
