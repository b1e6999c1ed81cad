import { type DashboardResponse, projectSummary, type UpcomingDeadline } from '../api-types';
import { computeDeadlines } from './engine';
import type { ComputedDeadline } from './types';

/**
 * The dashboard's deadlines as the screen shows them: each listed `DashboardDeadline` with its
 * title, legal last day, statute and description from the shared engine run over its project's
 * fields (the server's deadlines are the same engine's answers for the same fields, with the same
 * ids), and its project summary from `projects`.
 */
export function upcomingDeadlineViews(
  dashboard: Pick<DashboardResponse, 'projects' | 'upcomingDeadlines'>,
): UpcomingDeadline[] {
  const projects = new Map(dashboard.projects.map((project) => [project.id, project]));
  const schedules = new Map<string, Map<string, ComputedDeadline>>();
  const scheduleOf = (projectId: string) => {
    let schedule = schedules.get(projectId);
    const project = projects.get(projectId);
    if (schedule === undefined && project !== undefined) {
      const { deadlines } = computeDeadlines({ ...project, projectId });
      schedule = new Map(deadlines.map((deadline) => [deadline.id, deadline]));
      schedules.set(projectId, schedule);
    }
    return schedule;
  };
  return dashboard.upcomingDeadlines.flatMap(({ id, projectId, followingReminders }) => {
    const project = projects.get(projectId);
    const computed = scheduleOf(projectId)?.get(id);
    // Only an answer the engine of this build would not give (another version's) lacks either.
    if (project === undefined || computed === undefined) return [];
    const { projectId: _projectId, ...view } = computed;
    return [
      {
        ...view,
        isCompleted: false,
        project: projectSummary(project),
        ...(followingReminders === undefined ? {} : { followingReminders }),
      },
    ];
  });
}
