/**
 * CSV injection (OWASP, "CSV Injection"): a spreadsheet runs a cell that starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return as a formula, so a project name typed as `=HYPERLINK(...)` would
 * act when the file is opened. Every CSV the app writes (the projects export, the consent log's)
 * puts a `'` before such a cell, which spreadsheets show as text; the project import takes it off
 * again. A value that already starts with quotes before such a character gets one more, so every
 * value comes back exactly as it left (docs/security.md).
 */
const RUNS_AS_FORMULA = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/** The cell the export writes for `value`. */
export const guardCell = (value: string): string => (RUNS_AS_FORMULA.test(value) ? `'${value}` : value);

/** The value an imported cell holds: `guardCell`'s inverse. */
export const unguardCell = (cell: string): string => (GUARDED.test(cell) ? cell.slice(1) : cell);
