/**
 * One project as one spreadsheet row, both ways (columns.ts): the export's cells, and the import's
 * reading of a row into what the project form would have sent. Only the spreadsheet's own ways are
 * translated here (yes/no, `M/D/YYYY`, a choice in any case, the formula guard); every rule and
 * message is then the form's (the shared project schema).
 */
import { guardCell, type ProjectFields, unguardCell } from '@lienminder/shared';
import {
  CHOICE_COLUMNS,
  isBooleanColumn,
  isDateColumn,
  PROJECT_COLUMNS,
  type ProjectColumn,
} from './columns';

/** A problem with one cell, named by its column (the API's field name). */
export interface CellError {
  field: string;
  message: string;
}

const BOOLEAN_CELL_MESSAGE = 'Write yes or no.';

const TRUE_WORDS = new Set(['yes', 'true']);
const FALSE_WORDS = new Set(['no', 'false']);
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The export's cells of a project, in PROJECT_COLUMNS' order. */
export function projectCells(project: ProjectFields): string[] {
  return PROJECT_COLUMNS.map((column) => {
    const value = project[column];
    return typeof value === 'boolean' ? (value ? 'yes' : 'no') : guardCell(String(value));
  });
}

/** Which project field each column of the header row is (any case); undefined for a column the import leaves aside. */
export function headerColumns(header: readonly string[]): (ProjectColumn | undefined)[] {
  const byLowerCase = new Map(PROJECT_COLUMNS.map((column) => [column.toLowerCase(), column]));
  return header.map((cell) => byLowerCase.get(unguardCell(cell).trim().toLowerCase()));
}

/** `M/D/YYYY` (Excel's US dates) as `YYYY-MM-DD`; anything else as it is, for the form's date rule to judge. */
function isoDate(cell: string): string {
  const us = US_DATE.exec(cell);
  if (!us) return cell;
  const [, month = '', day = '', year = ''] = us;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * What the form would have sent for this row: a blank cell leaves its field out, so it takes the
 * form's default (or its "required" message); a yes/no cell that says neither is an error here.
 */
export function rowInput(
  columns: readonly (ProjectColumn | undefined)[],
  cells: readonly string[],
): { input: Record<string, string | boolean>; errors: CellError[] } {
  const input: Record<string, string | boolean> = {};
  const errors: CellError[] = [];
  columns.forEach((column, index) => {
    const cell = unguardCell(cells[index] ?? '');
    if (column === undefined || cell.trim() === '') return;
    if (isBooleanColumn(column)) {
      const word = cell.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) input[column] = true;
      else if (FALSE_WORDS.has(word)) input[column] = false;
      else errors.push({ field: column, message: BOOLEAN_CELL_MESSAGE });
    } else if (isDateColumn(column)) {
      input[column] = isoDate(cell.trim());
    } else if (CHOICE_COLUMNS.includes(column)) {
      input[column] = cell
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');
    } else {
      input[column] = cell;
    }
  });
  return { input, errors };
}
