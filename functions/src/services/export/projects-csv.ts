/**
 * GET /api/export/projects.csv (docs/features.md, "Projects in and out as CSV"): one row per project
 * of the account, first the import's columns (so the file imports into another account as it is;
 * the import leaves the columns after them aside), then each statutory deadline's due date, legal
 * last day, done mark and proof of service, under `<deadline type>.<what>`. A deadline the project
 * does not have leaves its cells blank.
 */
import {
  DEADLINE_TYPES,
  type DeadlineType,
  guardCell,
  isRecurringReminder,
  SERVICE_METHOD_LABELS,
  type ServiceProof,
} from '@lienminder/shared';
import type { ProjectStore, StoredDeadline } from '#src/ports/project-store';
import { PROJECT_COLUMNS } from '#src/services/project-csv/columns';
import { writeCsv } from '#src/services/project-csv/csv-text';
import { projectCells } from '#src/services/project-csv/project-row';
import { newestFirst } from '#src/services/projects/ordering';

const STATUTORY_TYPES = DEADLINE_TYPES.filter((type) => !isRecurringReminder({ type }));
const DEADLINE_FACTS = ['dueDate', 'legalLastDay', 'done', 'proofOfService'] as const;

const DEADLINE_COLUMNS = STATUTORY_TYPES.flatMap((type) => DEADLINE_FACTS.map((fact) => `${type}.${fact}`));

/** "2026-02-10, Certified mail, return receipt requested, to Brickell Holdings, 9400 1000 ..." */
const proofWords = (proof: ServiceProof) =>
  [
    proof.servedOn,
    SERVICE_METHOD_LABELS[proof.method],
    proof.servedTo && `to ${proof.servedTo}`,
    proof.reference,
  ]
    .filter(Boolean)
    .join(', ');

function deadlineCells(deadlines: readonly StoredDeadline[], type: DeadlineType): string[] {
  const deadline = deadlines.find((candidate) => candidate.type === type);
  if (!deadline) return DEADLINE_FACTS.map(() => '');
  return [
    deadline.dueDate,
    deadline.legalLastDay,
    deadline.isCompleted ? 'yes' : 'no',
    deadline.serviceProof ? guardCell(proofWords(deadline.serviceProof)) : '',
  ];
}

export async function projectsCsv(deps: { projects: ProjectStore }, accountId: string): Promise<string> {
  const listed = (await deps.projects.listProjects(accountId)).sort(newestFirst);
  const stored = await Promise.all(listed.map((project) => deps.projects.get(accountId, project.id)));
  const rows = stored.flatMap((entry) =>
    entry
      ? [
          [
            ...projectCells(entry.project),
            ...STATUTORY_TYPES.flatMap((type) => deadlineCells(entry.deadlines, type)),
          ],
        ]
      : [],
  );
  return writeCsv([...PROJECT_COLUMNS, ...DEADLINE_COLUMNS], rows);
}
