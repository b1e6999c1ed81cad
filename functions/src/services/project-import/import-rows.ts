/**
 * The preview of an import (docs/features.md, "Projects in and out as CSV"): each row of the file
 * judged as the form would judge it, then against the plan, the account's projects and the rows
 * above it. Pure: what the dry run answers, and what the real run then creates.
 */
import {
  PLANS,
  type ProjectFields,
  type ProjectImportRow,
  planViolations,
  projectSchemaAt,
  type Tier,
} from '@lienminder/shared';
import * as z from 'zod/mini';
import { PROJECT_LIMIT_MESSAGE } from '#src/errors';
import { type CellError, headerColumns, rowInput } from '#src/services/project-csv/project-row';
import { duplicateKey } from './duplicate-key';

/** A row judged: `fields` are what the form's schema made of it, for the rows that are `ok`. */
export type JudgedRow = ProjectImportRow & { fields?: ProjectFields };

export interface ImportingAccount {
  tier: Tier;
  /** The account's projects now: the plan's limit counts them. */
  projectCount: number;
  /** `duplicateKey`s of the account's projects. */
  existing: ReadonlySet<string>;
}

const cellErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): CellError[] =>
  issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));

/** `records` as the CSV reader gives them, the header first; blank lines are no rows. */
export function judgeRows(records: readonly string[][], account: ImportingAccount, now: Date): JudgedRow[] {
  const [header = [], ...body] = records;
  const columns = headerColumns(header);
  const schema = projectSchemaAt(now);
  const seen = new Set(account.existing);
  let freeSlots = PLANS[account.tier].projectLimit - account.projectCount;
  const rows: JudgedRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = index + 2;
    const { input, errors } = rowInput(columns, cells);
    const parsed = z.safeParse(schema, input);
    if (!parsed.success || errors.length > 0) {
      const formErrors = parsed.success ? [] : cellErrors(parsed.error.issues);
      rows.push({ row, status: 'error', errors: [...errors, ...formErrors], project: input });
      return;
    }
    const fields = parsed.data as ProjectFields;
    const project: ProjectImportRow['project'] = { ...fields };
    const violations = planViolations(fields, account.tier);
    if (violations.length > 0) {
      rows.push({ row, status: 'error', errors: cellErrors(violations), project });
      return;
    }
    const key = duplicateKey(fields);
    if (seen.has(key)) {
      rows.push({ row, status: 'duplicate', errors: [], project });
      return;
    }
    if (freeSlots <= 0) {
      rows.push({ row, status: 'error', errors: [{ field: '', message: PROJECT_LIMIT_MESSAGE }], project });
      return;
    }
    freeSlots -= 1;
    seen.add(key);
    rows.push({ row, status: 'ok', errors: [], project, fields });
  });
  return rows;
}
