/**
 * POST /api/projects/import (docs/features.md, "Projects in and out as CSV"): a spreadsheet of
 * projects, previewed (`dryRun`: nothing written) or imported. Each `ok` row is created exactly as
 * the form's save creates a project (createProject: the form's rules, the phone consents, the
 * plan's limit in the same transaction, its alerts planned from the table's stream), one after
 * another, so the limit's counter is never raced by the file itself.
 */
import type { ActivityActor, ProjectFields, ProjectImportResult, ProjectImportRow } from '@lienminder/shared';
import { AppError, NotCsv, TooManyRows } from '#src/errors';
import type { IdGenerator } from '#src/ports/ids';
import type { StoredUser } from '#src/ports/user-store';
import type { ConsentOrigin } from '#src/services/messaging/consent-record';
import { readCsv } from '#src/services/project-csv/csv-text';
import { headerColumns } from '#src/services/project-csv/project-row';
import { createProject, type ProjectWriteDependencies } from '#src/services/projects/create-project';
import { duplicateKey } from './duplicate-key';
import { judgeRows } from './import-rows';

/** The most rows one file may hold (413 past it): far more than the largest plan's projects. */
const MAX_IMPORT_ROWS = 500;

export async function importProjects(
  deps: ProjectWriteDependencies & { ids: IdGenerator },
  account: StoredUser,
  csvText: string,
  /** `actor`: who imports, named in each created project's activity as its creator. */
  options: { dryRun: boolean; origin: ConsentOrigin; actor: ActivityActor },
): Promise<ProjectImportResult> {
  const records = readCsv(csvText);
  const [header = []] = records;
  if (!headerColumns(header).some((column) => column !== undefined))
    throw new NotCsv(
      "This file's first row names none of the template's columns (name, address, firstFurnishingDate ...). Start from the template.",
    );
  const rowCount = records.slice(1).filter((cells) => cells.some((cell) => cell.trim() !== '')).length;
  if (rowCount > MAX_IMPORT_ROWS)
    throw new TooManyRows(`A file may hold up to ${MAX_IMPORT_ROWS} projects; this one has ${rowCount}.`);

  const existing = await deps.projects.listProjects(account.id);
  const judged = judgeRows(
    records,
    { tier: account.tier, projectCount: account.projectCount, existing: new Set(existing.map(duplicateKey)) },
    deps.clock.now(),
  );
  const rows: ProjectImportRow[] = [];
  for (const { fields, ...row } of judged) {
    rows.push(fields && !options.dryRun ? await created(deps, account, row, fields, options) : row);
  }
  return { rows, summary: summaryOf(rows) };
}

/** The row once its project is created, with the new `id`; an error row if the save refused it after all. */
async function created(
  deps: ProjectWriteDependencies & { ids: IdGenerator },
  account: StoredUser,
  row: ProjectImportRow,
  fields: ProjectFields,
  { origin, actor }: { origin: ConsentOrigin; actor: ActivityActor },
): Promise<ProjectImportRow> {
  try {
    const { project } = await createProject(deps, account, actor, fields, origin);
    return { ...row, project: { ...row.project, id: project.id } };
  } catch (error) {
    // Another save (a teammate's, at the same moment) took the last slot: ProjectLimitReached, whose
    // message is the preview's own. The form's refusals cannot come back, the row passed them a
    // moment ago, but would be reported the same way.
    if (error instanceof AppError) {
      const errors = error.errors.map(({ path, message }) => ({ field: path, message }));
      return {
        ...row,
        status: 'error',
        errors: errors.length > 0 ? errors : [{ field: '', message: error.message }],
      };
    }
    throw error;
  }
}

const summaryOf = (rows: readonly ProjectImportRow[]) => ({
  ok: rows.filter((row) => row.status === 'ok').length,
  error: rows.filter((row) => row.status === 'error').length,
  duplicate: rows.filter((row) => row.status === 'duplicate').length,
});
