import {
  addDays,
  alertTargetDate,
  type DashboardProject,
  type DashboardResponse,
  groupUpcomingReminders,
  isDeadlineDone,
  isOverdue,
  isRecurringReminder,
  type NamedDeadline,
  pickDashboardFields,
  todayIn,
  UPCOMING_DEADLINES_SHOWN,
  URGENT_WINDOW_DAYS,
} from '@lienminder/shared';
import type { Clock } from '#src/ports/clock';
import type { ProjectStore, ProjectWithSchedule } from '#src/ports/project-store';
import type { StoredUser } from '#src/ports/user-store';
import { newestFirst, soonestFirstAcrossProjects } from '#src/services/projects/ordering';

/** What the projects make of the dashboard; the account's own address's state and the person's feed are read beside them. */
export type DashboardBody = Omit<DashboardResponse, 'accountEmailSuppressed' | 'calendarFeed'>;

interface Upcoming {
  deadline: NamedDeadline;
  project: DashboardProject;
  type: NamedDeadline['type'];
  urgent: boolean;
}

/**
 * A project's deadlines not done, soonest first (the engine's order): those not past their legal
 * last day on the project's own calendar (Florida has two time zones), and those past it that the
 * law set (docs/florida-rules.md section 5: a deadline that passed without a done mark stays in
 * sight, overdue, until it is marked done). A user's own reminder that passed is gone.
 */
function upcomingOf({ project, deadlines, completedDeadlines }: ProjectWithSchedule, now: Date) {
  const today = todayIn(project.timeZone, now);
  // `YYYY-MM-DD` dates order as strings: no date arithmetic per deadline (a Gold account has 1,400).
  const upcoming = deadlines.filter(
    (d) => !isDeadlineDone(d, completedDeadlines) && (d.legalLastDay >= today || !isRecurringReminder(d)),
  );
  return { project, upcoming, today, urgentUntil: addDays(today, URGENT_WINDOW_DAYS) };
}

/**
 * The dashboard at the instant `now`. Its deadlines are those not done, soonest first: a Claim of
 * Lien due on a Saturday can still be recorded on Monday (s. 713.011), so it counts as urgent
 * through the weekend; once past its legal last day on its project's calendar a statutory deadline
 * is listed first and counted in `overdueDeadlines` (not as urgent) until it is marked done. Left out: deadlines marked completed, and every deadline of a project whose status
 * is `completed` — the same ones the alert sender skips (docs/architecture.md section 4), so the dashboard
 * never counts down to something that will not be alerted. `urgentDeadlines` counts those due
 * within the urgent window (7 days, today included), reminders counted but not listed included.
 *
 * Only what may be listed is sorted (docs/product.md section 2 lists reminders grouped per project): every
 * notice and lien deadline, each project's next reminder, urgent ones, and those due by the fifth
 * soonest date of all (the sidebar's first five are among them, whichever projects they come
 * from). A project's other reminders are only counted. A full Gold account thus sorts about a
 * hundred entries instead of 1,400, and copies none of its deadlines.
 */
export function buildDashboard(
  stored: readonly ProjectWithSchedule[],
  now: Date,
  lastAlertSentAt: string | null = null,
): DashboardBody {
  const active = stored
    .filter(({ project }) => project.projectStatus !== 'completed')
    .map((entry) => upcomingOf(entry, now));
  const soonestDates = active
    .flatMap(({ upcoming }) => upcoming.slice(0, UPCOMING_DEADLINES_SHOWN).map((d) => d.dueDate))
    .sort();
  const shownUntil = soonestDates[UPCOMING_DEADLINES_SHOWN - 1] ?? soonestDates.at(-1) ?? '';

  let urgentDeadlines = 0;
  let overdueDeadlines = 0;
  const candidates: Upcoming[] = [];
  const onlyCounted = new Map<string, number>();
  for (const { project, upcoming, today, urgentUntil } of active) {
    let counted = 0;
    let nextReminderSeen = false;
    for (const deadline of upcoming) {
      const overdue = isOverdue(deadline, today);
      if (overdue) overdueDeadlines += 1;
      // A "before" deadline closed on its counted day is urgent by its earlier last safe day.
      const urgent = !overdue && alertTargetDate(deadline) <= urgentUntil;
      if (urgent) urgentDeadlines += 1;
      const reminder = isRecurringReminder(deadline);
      if (!reminder || !nextReminderSeen || urgent || deadline.dueDate <= shownUntil)
        candidates.push({ deadline, project, type: deadline.type, urgent });
      else counted += 1;
      nextReminderSeen ||= reminder;
    }
    if (counted > 0) onlyCounted.set(project.id, counted);
  }

  const listed = groupUpcomingReminders(candidates.sort(soonestFirstAcrossProjects), ({ urgent }) => urgent);
  return {
    projects: stored
      .map(({ project }) => project)
      .sort(newestFirst)
      // Whatever a store handed over, the answer carries no alert recipients or contacts.
      .map(pickDashboardFields),
    upcomingDeadlines: listed.map(({ deadline, project, followingReminders }) => ({
      id: deadline.id,
      type: deadline.type,
      dueDate: deadline.dueDate,
      projectId: project.id,
      ...(followingReminders === undefined
        ? {}
        : { followingReminders: followingReminders + (onlyCounted.get(project.id) ?? 0) }),
    })),
    urgentDeadlines,
    overdueDeadlines,
    lastAlertSentAt,
  };
}

/**
 * What a dashboard built from a list of projects depends on besides the list: the date today on
 * each of its projects' calendars (not the instant: buildDashboard compares dates) and the last
 * alert sent.
 */
function inputsKey(stored: readonly ProjectWithSchedule[], now: Date, lastAlertSentAt: string | null) {
  const zones = [...new Set(stored.map(({ project }) => project.timeZone))];
  const todays = zones.map((zone) => `${zone}=${todayIn(zone, now)}`);
  return `${todays.join(' ')} sent=${lastAlertSentAt}`;
}

/**
 * The last dashboard built from each list of projects. The store hands back the same list while
 * the owner's projects are unchanged (docs/decisions/017), so reading the dashboard again costs
 * the same for 50 projects with 1,325 deadlines as for one project, until the list, a project's
 * date or the last alert sent changes. Lists the store no longer keeps go with the garbage.
 */
const builtFrom = new WeakMap<readonly ProjectWithSchedule[], { key: string; dashboard: DashboardBody }>();

/**
 * The signed-in owner's dashboard. Their projects are read after their user item, whose
 * `projectsRevision` says whether those read before are still current (docs/decisions/017);
 * `lastAlertSentAt` is the summary deliver-alert keeps (docs/decisions/014), read beside the user.
 */
export async function getDashboard(
  deps: { projects: Pick<ProjectStore, 'listProjectsWithDeadlines'>; clock: Clock },
  owner: Pick<StoredUser, 'id' | 'projectsRevision'>,
  lastAlertSentAt: string | null,
): Promise<DashboardBody> {
  const stored = await deps.projects.listProjectsWithDeadlines(owner);
  const now = deps.clock.now();
  const key = inputsKey(stored, now, lastAlertSentAt);
  const built = builtFrom.get(stored);
  if (built?.key === key) return built.dashboard;
  const dashboard = buildDashboard(stored, now, lastAlertSentAt);
  builtFrom.set(stored, { key, dashboard });
  return dashboard;
}
