import {
  type ComputedDeadline,
  computeDeadlines,
  type DeadlineSchedule,
  type DeadlineView,
  type Project,
  type ProjectResponse,
  projectSummary,
} from '@lienminder/shared';
import type { StoredDeadline } from '#ports/project-store';
import { soonestFirst } from './ordering';

/** The project's deadlines under the shared engine, recomputed from its fields on every save. */
export function scheduleFor(project: Project): DeadlineSchedule {
  return computeDeadlines({ ...project, projectId: project.id });
}

export function toDeadlineView(deadline: StoredDeadline, project: Project): DeadlineView {
  const { alertsEnabled: _alertsEnabled, projectId: _projectId, ...view } = deadline;
  return { ...view, project: projectSummary(project) };
}

/** `{ project, deadlines, pendingDeadlines }`: every deadline, past ones included, soonest first. */
export function projectResponse(project: Project, deadlines: StoredDeadline[]): ProjectResponse {
  return {
    project,
    deadlines: [...deadlines].sort(soonestFirst).map((deadline) => toDeadlineView(deadline, project)),
    pendingDeadlines: scheduleFor(project).pending,
  };
}

/** Freshly computed deadlines as stored ones: nothing is completed yet. */
export function asNewlyStored(deadlines: ComputedDeadline[]): StoredDeadline[] {
  return deadlines.map((deadline) => ({ ...deadline, isCompleted: false }));
}
