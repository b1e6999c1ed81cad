import {
  type DashboardProject,
  type DashboardResponse,
  daysLeft,
  isRecurringReminder,
  type Project,
  todayIn,
  UPCOMING_DEADLINES_SHOWN,
  type UpcomingDeadline,
  URGENT_WINDOW_DAYS,
} from '@lienminder/shared';
import type { Clock } from '#ports/clock';
import type { ProjectStore, StoredDeadline, StoredProject } from '#ports/project-store';
import { newestFirst, soonestFirstAcrossProjects } from './projects/ordering';
import { toDeadlineView } from './projects/project-response';

interface Upcoming {
  deadline: StoredDeadline;
  project: Project;
  left: number;
}

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
 * Spec section 2: recurring reminders are grouped per project, the earliest being the next alert.
 * A project's later reminders are counted on its first listed one instead of being listed — unless
 * the screen shows them one by one anyway (urgent, or among the first UPCOMING_DEADLINES_SHOWN), so
 * every count and list on the dashboard is what the full list would give. A Gold account's year of
 * 15-day reminders thus costs one entry per project, not 26.
 */
function groupReminders(upcoming: Upcoming[]): UpcomingDeadline[] {
  const listed: UpcomingDeadline[] = [];
  const firstReminderOf = new Map<string, UpcomingDeadline>();
  for (const [position, { deadline, project, left }] of upcoming.entries()) {
    const view: UpcomingDeadline = toDeadlineView(deadline, project);
    const first = isRecurringReminder(deadline) ? firstReminderOf.get(project.id) : undefined;
    if (isRecurringReminder(deadline) && !first) {
      const next = { ...view, followingReminders: 0 };
      firstReminderOf.set(project.id, next);
      listed.push(next);
    } else if (!first || position < UPCOMING_DEADLINES_SHOWN || left <= URGENT_WINDOW_DAYS) {
      listed.push(view);
    } else {
      first.followingReminders = (first.followingReminders ?? 0) + 1;
    }
  }
  return listed;
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
export function buildDashboard(stored: StoredProject[], now: Date): DashboardResponse {
  const upcoming = stored
    .flatMap(({ project, deadlines }) => {
      if (project.projectStatus === 'completed') return [];
      const today = todayIn(project.timeZone, now);
      return deadlines
        .filter((deadline) => !deadline.isCompleted && daysLeft(deadline.legalLastDay, today) >= 0)
        .map((deadline) => ({ deadline, project, left: daysLeft(deadline.dueDate, today) }));
    })
    .sort(soonestFirstAcrossProjects);

  return {
    projects: stored
      .map(({ project }) => project)
      .sort(newestFirst)
      .map(dashboardProject),
    upcomingDeadlines: groupReminders(upcoming),
    urgentDeadlines: upcoming.filter(({ left }) => left <= URGENT_WINDOW_DAYS).length,
  };
}

export async function getDashboard(
  deps: { projects: ProjectStore; clock: Clock },
  userId: string,
): Promise<DashboardResponse> {
  return buildDashboard(await deps.projects.listProjectsWithDeadlines(userId), deps.clock.now());
}
