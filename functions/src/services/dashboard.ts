import {
  addDays,
  type DashboardProject,
  type DashboardResponse,
  groupUpcomingReminders,
  type Project,
  todayIn,
  URGENT_WINDOW_DAYS,
} from '@lienminder/shared';
import type { AlertDeliveries } from '#ports/alert-deliveries';
import type { Clock } from '#ports/clock';
import type { ProjectStore, StoredProject } from '#ports/project-store';
import { newestFirst, soonestFirstAcrossProjects } from './projects/ordering';
import { toDeadlineView } from './projects/project-response';

/** The fields of DashboardProject: what the dashboard's cards, search and pending deadlines read. */
function dashboardProject(project: Project): DashboardProject {
  return {
    id: project.id,
    name: project.name,
    type: project.type,
    address: project.address,
    projectStatus: project.projectStatus,
    generalContractor: project.generalContractor,
    propertyOwner: project.propertyOwner,
    firstFurnishingDate: project.firstFurnishingDate,
    lastFurnishingDate: project.lastFurnishingDate,
    recurringAlertsInterval: project.recurringAlertsInterval,
    recurringAlertsStartDate: project.recurringAlertsStartDate,
    recurringAlertsEndDate: project.recurringAlertsEndDate,
    timeZone: project.timeZone,
    createdAt: project.createdAt,
  };
}

/**
 * The dashboard at the instant `now`. "Upcoming" means not yet past its legal last day on the
 * calendar of the deadline's project (Florida has two time zones), soonest first: a Claim of Lien
 * due on a Saturday can still be recorded on Monday (s. 713.011), so it stays on the dashboard —
 * and counts as urgent — through the weekend. Left out: deadlines marked
 * completed, and every deadline of a project whose status is `completed` — the same ones the alert
 * sender skips (DESIGN.md section 4), so the dashboard never counts down to something that will
 * not be alerted. `urgentDeadlines` counts those due within the urgent window (7 days, today
 * included), reminders counted but not listed included.
 */
export function buildDashboard(
  stored: StoredProject[],
  now: Date,
  lastAlertSentAt: string | null = null,
): DashboardResponse {
  const upcoming = stored
    .flatMap(({ project, deadlines }) => {
      if (project.projectStatus === 'completed') return [];
      const today = todayIn(project.timeZone, now);
      const urgentUntil = addDays(today, URGENT_WINDOW_DAYS);
      // `YYYY-MM-DD` dates order as strings: no date arithmetic per deadline (a Gold account has 1,400).
      return deadlines
        .filter((deadline) => !deadline.isCompleted && deadline.legalLastDay >= today)
        .map((deadline) => ({ deadline, project, urgent: deadline.dueDate <= urgentUntil }));
    })
    .sort(soonestFirstAcrossProjects);

  // Grouped first: only the listed deadlines become views.
  const listed = groupUpcomingReminders(
    upcoming.map((entry) => ({ ...entry, type: entry.deadline.type })),
    ({ urgent }) => urgent,
  );
  return {
    projects: stored
      .map(({ project }) => project)
      .sort(newestFirst)
      .map(dashboardProject),
    upcomingDeadlines: listed.map(({ deadline, project, followingReminders }) => ({
      ...toDeadlineView(deadline, project),
      ...(followingReminders === undefined ? {} : { followingReminders }),
    })),
    urgentDeadlines: upcoming.filter(({ urgent }) => urgent).length,
    lastAlertSentAt,
  };
}

export async function getDashboard(
  deps: { projects: ProjectStore; clock: Clock; deliveries: Pick<AlertDeliveries, 'lastSentAt'> },
  userId: string,
): Promise<DashboardResponse> {
  // One GetItem beside the Query: the summary deliver-alert keeps (docs/decisions/014).
  const [stored, lastAlertSentAt] = await Promise.all([
    deps.projects.listProjectsWithDeadlines(userId),
    deps.deliveries.lastSentAt(userId),
  ]);
  return buildDashboard(stored, deps.clock.now(), lastAlertSentAt);
}
