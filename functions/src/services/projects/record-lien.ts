import { type Project, projectSchemaAt, type ServiceProof } from '@lienminder/shared';
import { ValidationFailed } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { ActivityEntry } from '#src/ports/project-activity';
import type { DescribedProject, DescribedProjectStore } from '#src/ports/project-store';
import { planDayOnSave } from './project-deadlines';
import { marksKept, scheduleFor } from './project-response';

/**
 * Whether a done mark records the Claim of Lien: its 90-day deadline marked with the proof
 * "recorded in the official records" (service-proof.ts). The recording is then a fact of the
 * project, not only of the mark: the serve and enforce deadlines run from it (s. 713.08(4)(c),
 * s. 713.22(1)).
 */
export const recordsTheLien = (deadline: { id: string; type: string }, proof: ServiceProof | undefined) =>
  proof?.method === 'recorded' && deadline.type === 'record_lien';

/**
 * The mark and the recording in one write: the project's `lienRecordedDate` becomes the day the
 * proof says it was recorded and `lienRecordingReference` its book and page or instrument number,
 * checked as a save checks them (not in the project's future, not before the first furnishing, a
 * private job only), with the mark and its proof. A refusal names the proof's field. Throws as
 * `update` does when another write came first. `activity` records the mark (activity-entries.ts).
 */
export async function recordLienByMark(
  deps: { projects: DescribedProjectStore; clock: Clock },
  userId: string,
  current: DescribedProject,
  deadlineId: string,
  proof: ServiceProof,
  activity: ActivityEntry,
): Promise<void> {
  const now = deps.clock.now();
  const recorded = {
    ...current.project,
    lienRecordedDate: proof.servedOn,
    lienRecordingReference: proof.reference,
  };
  const checked = projectSchemaAt(now).safeParse(recorded);
  if (!checked.success) {
    const errors = checked.error.issues.map((issue) => ({
      path: issue.path[0] === 'lienRecordedDate' ? 'proof.servedOn' : issue.path.join('.'),
      message: issue.message,
    }));
    throw new ValidationFailed(errors, errors[0]?.message);
  }
  const project: Project = { ...recorded, updatedAt: now.toISOString() };
  const marks = new Set(current.completedDeadlines).add(deadlineId);
  const { deadlines } = scheduleFor(project);
  await deps.projects.update({
    userId,
    previous: current,
    project,
    completedDeadlines: marksKept(marks, deadlines),
    planDay: planDayOnSave(project, deadlines),
    newProof: { deadlineId, proof },
    activity,
  });
}
