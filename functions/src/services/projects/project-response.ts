import {
  type ComputedDeadline,
  type DeadlineSchedule,
  type DeadlineView,
  isDeadlineDone,
  type NamedDeadline,
  nameDeadlines,
  type Project,
  type ProjectResponse,
  projectSummary,
} from '@lienminder/shared';
import type { ServiceProofs, StoredDeadline } from '#src/ports/project-store';
import { soonestFirst } from './ordering';

/**
 * The project's deadlines under the shared engine, recomputed from its fields on every save: named
 * and dated, which is all a save needs (its marks, its plan day) and all an answer takes from it
 * besides the deadlines it shows (the pending ones and the notes).
 */
export function scheduleFor(project: Project): DeadlineSchedule<NamedDeadline> {
  return nameDeadlines({ ...project, projectId: project.id });
}

export function toDeadlineView(deadline: StoredDeadline<ComputedDeadline>, project: Project): DeadlineView {
  const { projectId: _projectId, ...view } = deadline;
  return { ...view, project: projectSummary(project) };
}

/**
 * `{ project, revision, deadlines, pendingDeadlines, notes }`: every deadline, past ones included,
 * soonest first, and what the engine says of those it cannot give. `revision` is the project's as
 * stored after this answer's read or write: the client sends it back with its next write.
 */
export function projectResponse(
  project: Project,
  revision: number,
  deadlines: StoredDeadline<ComputedDeadline>[],
): ProjectResponse {
  const { pending, notes } = scheduleFor(project);
  return {
    project,
    revision,
    deadlines: [...deadlines].sort(soonestFirst).map((deadline) => toDeadlineView(deadline, project)),
    pendingDeadlines: pending,
    notes,
  };
}

/**
 * Computed deadlines with their done state (marked in `marks`, or met by what the project
 * records) and how those marked were met (`proofs`).
 */
export function withDoneMarks(
  deadlines: readonly StoredDeadline<ComputedDeadline>[],
  marks: ReadonlySet<string>,
  proofs: ServiceProofs,
): StoredDeadline<ComputedDeadline>[] {
  return deadlines.map((deadline) => {
    // A stored deadline passed in again loses the proof it had unless `proofs` still holds it.
    const { serviceProof: _earlier, ...computed } = deadline;
    const serviceProof = marks.has(deadline.id) ? proofs[deadline.id] : undefined;
    return {
      ...computed,
      isCompleted: isDeadlineDone(deadline, marks),
      ...(serviceProof ? { serviceProof } : {}),
    };
  });
}

/**
 * The marks an edit keeps: those of deadlines the edited project still has. A deadline the edit
 * removes (a role or date that no longer gives it) takes its mark along, so it comes back open.
 */
export function marksKept(marks: ReadonlySet<string>, deadlines: readonly NamedDeadline[]): string[] {
  return deadlines.filter((deadline) => marks.has(deadline.id)).map((deadline) => deadline.id);
}
