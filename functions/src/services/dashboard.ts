import {
  type DashboardResponse,
  daysLeft,
  type Project,
  todayIn,
  URGENT_WINDOW_DAYS,
} from '@lienminder/shared';
import type { Clock } from '#ports/clock';
import type { ProjectStore, StoredDeadline } from '#ports/project-store';
import { newestFirst, soonestFirstAcrossProjects } from './projects/ordering';
import { toDeadlineView } from './projects/project-response';

/**
 * The dashboard at the instant `now`. "Upcoming" means not yet past its legal last day on the
 * calendar of the deadline's project (Florida has two time zones), soonest first: a Claim of Lien
 * due on a Saturday can still be recorded on Monday (s. 713.011), so it stays on the dashboard —
 * and counts as urgent — through the weekend. Left out: deadlines marked
 * completed, and every deadline of a project whose status is `completed` — the same ones the alert
 * sender skips (DESIGN.md section 4), so the dashboard never counts down to something that will
 * not be alerted. `urgentDeadlines` counts those due within the urgent window (7 days, today
 * included).
 */
export function buildDashboard(
  projects: Project[],
  deadlines: StoredDeadline[],
  now: Date,
): DashboardResponse {
  const projectsById = new Map(projects.map((project) => [project.id, project]));
  const upcoming = deadlines
    .flatMap((deadline) => {
      const project = projectsById.get(deadline.projectId);
      if (!project || project.projectStatus === 'completed' || deadline.isCompleted) return [];
      const today = todayIn(project.timeZone, now);
      if (daysLeft(deadline.legalLastDay, today) < 0) return [];
      return [{ deadline, project, left: daysLeft(deadline.dueDate, today) }];
    })
    .sort(soonestFirstAcrossProjects);

  return {
    projects: [...projects].sort(newestFirst),
    upcomingDeadlines: upcoming.map(({ deadline, project }) => toDeadlineView(deadline, project)),
    urgentDeadlines: upcoming.filter(({ left }) => left <= URGENT_WINDOW_DAYS).length,
  };
}

export async function getDashboard(
  deps: { projects: ProjectStore; clock: Clock },
  userId: string,
): Promise<DashboardResponse> {
  const { projects, deadlines } = await deps.projects.listProjectsWithDeadlines(userId);
  return buildDashboard(projects, deadlines, deps.clock.now());
}
