import {
  type ActivityActor,
  deadlineCompletionSchema,
  MESSAGES,
  PRODUCT_METRICS,
  type ProjectResponse,
  type ServiceProof,
} from '@lienminder/shared';
import { DeadlineNotFound, ProjectChangedConcurrently, ProjectNotFound, ValidationFailed } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { OperationMetrics } from '#src/ports/metrics';
import type { DescribedProject, DescribedProjectStore } from '#src/ports/project-store';
import { parseRequest } from '#src/services/validation';
import { markEntry } from './activity-entries';
import { projectResponse, withDoneMarks } from './project-response';
import { recordLienByMark, recordsTheLien } from './record-lien';
import { requireRevision, revisionAsked } from './revision';

/**
 * Writes tried before a mark that names no revision gives up on a project others keep saving. A
 * mark only adds or removes its own id, so marks and edits commute: one that lost a race is simply
 * tried again on a fresh read (a real edit moving its deadline away then answers 404). A mark that
 * names the revision it was made from is not: the deadline it saw may have moved, so it answers 409.
 */
const MARK_ATTEMPTS = 3;

export interface MarkDeadlineDependencies {
  projects: DescribedProjectStore;
  /** A mark that records the Claim of Lien checks its date against the project's calendar. */
  clock: Clock;
  metrics: OperationMetrics;
  /** Where the mark was made, the dimension of DeadlinesMarkedDone: the app or the email's link. */
  source: 'app' | 'email';
  /** Who made it, as the project's activity names them: the signed-in person, or the email's recipient. */
  actor: ActivityActor;
}

/**
 * Marks one of the project's deadlines done, or undoes the mark (`{ isCompleted }`), and answers
 * the project as GET /api/projects/{id} does. `read` is the user's project as just read (null: not
 * found). A deadline met by what the project records (a recorded Claim of Lien) stays done whatever
 * the mark: undoing it is refused with the way to reopen it, and marking it again changes nothing.
 * A mark of the Claim of Lien with the proof that it was recorded records it on the project in
 * the same write (record-lien.ts). The alerts follow through the table's stream: a done deadline
 * leaves the alert plan. A mark made
 * from an older revision than the stored one (the body's `revision` or `ifMatch`, revision.ts) is refused.
 */
export async function markDeadline(
  deps: MarkDeadlineDependencies,
  userId: string,
  read: DescribedProject | null,
  deadlineId: string,
  body: unknown,
  ifMatch?: string,
): Promise<ProjectResponse> {
  if (!read) throw new ProjectNotFound();
  const { isCompleted, proof } = parseRequest(deadlineCompletionSchema, body);
  const asked = revisionAsked(body, ifMatch);
  requireRevision(read, asked);
  const attempts = asked === undefined ? MARK_ATTEMPTS : 1;
  let current: DescribedProject | null = read;
  for (let attempt = 1; ; attempt++) {
    if (!current) throw new ProjectNotFound();
    const deadline = current.deadlines.find((candidate) => candidate.id === deadlineId);
    if (!deadline) throw new DeadlineNotFound();
    if (deadline.metOn !== undefined && !isCompleted) {
      throw new ValidationFailed(
        [{ path: 'isCompleted', message: MESSAGES.deadlineMetByRecording }],
        MESSAGES.deadlineMetByRecording,
      );
    }
    // Already as asked (a repeated click, a met deadline) and no new proof: no write, so no re-plan
    // of the alerts. A proof sent for a deadline already done is kept with it.
    if (
      deadline.isCompleted === isCompleted &&
      (proof === undefined || sameProof(proof, deadline.serviceProof))
    ) {
      return projectResponse(current.project, current.revision, current.deadlines);
    }
    const recording = isCompleted && proof !== undefined && recordsTheLien(deadline, proof);
    const activity = markEntry(deps.clock.now(), deps.actor, deadline.title, isCompleted, proof);
    try {
      if (recording) await recordLienByMark(deps, userId, current, deadlineId, proof, activity);
      else
        await deps.projects.markDeadline({
          userId,
          previous: current,
          deadlineId,
          isCompleted,
          ...(proof ? { proof } : {}),
          activity,
        });
    } catch (error) {
      if (!(error instanceof ProjectChangedConcurrently) || attempt >= attempts) throw error;
      current = await deps.projects.get(userId, read.project.id);
      continue;
    }
    if (isCompleted) deps.metrics.count(PRODUCT_METRICS.deadlinesMarkedDone, { source: deps.source });
    if (recording) {
      // The recording brings the serve and enforce deadlines: the answer is the project as stored now.
      const recorded = await deps.projects.get(userId, read.project.id);
      if (!recorded) throw new ProjectNotFound();
      return projectResponse(recorded.project, recorded.revision, recorded.deadlines);
    }
    const marks = new Set(current.completedDeadlines);
    const { [deadlineId]: _replaced, ...proofs } = current.serviceProofs;
    if (isCompleted) marks.add(deadlineId);
    else marks.delete(deadlineId);
    const kept = isCompleted && proof ? { ...proofs, [deadlineId]: proof } : proofs;
    return projectResponse(
      current.project,
      current.revision + 1,
      withDoneMarks(current.deadlines, marks, kept),
    );
  }
}

const sameProof = (proof: ServiceProof, stored: ServiceProof | undefined) =>
  stored !== undefined &&
  (Object.keys(proof) as (keyof ServiceProof)[]).every((field) => proof[field] === stored[field]);
