import {
  type ComputedDeadline,
  computeDeadlines,
  type DeadlineSchedule,
  type DeadlineView,
  isDeadlineDone,
  type Project,
  type ProjectResponse,
  projectSummary,
} from '@lienminder/shared';
import type { ServiceProofs, StoredDeadline } from '#src/ports/project-store';
import { soonestFirst } from './ordering';

/** The project's deadlines under the shared engine, recomputed from its fields on every save. */
export function scheduleFor(project: Project): DeadlineSchedule {
  return computeDeadlines({ ...project, projectId: project.id });
}

export function toDeadlineView(deadline: StoredDeadline, project: Project): DeadlineView {
  const { alertsEnabled: _alertsEnabled, projectId: _projectId, ...view } = deadline;
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
  deadlines: StoredDeadline[],
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
  deadlines: readonly ComputedDeadline[],
  marks: ReadonlySet<string> = new Set(),
  proofs: ServiceProofs = {},
): StoredDeadline[] {
  return deadlines.map((deadline) => {
    // A stored deadline passed in again loses the proof it had unless `proofs` still holds it.
    const { serviceProof: _earlier, ...computed } = deadline as StoredDeadline;
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
export function marksKept(marks: ReadonlySet<string>, deadlines: readonly ComputedDeadline[]): string[] {
  return deadlines.filter((deadline) => marks.has(deadline.id)).map((deadline) => deadline.id);
}
