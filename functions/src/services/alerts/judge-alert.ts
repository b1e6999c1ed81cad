/**
 * Whether an alert that fired still applies (docs/architecture.md section 4). It trusts nothing in the
 * schedule but the ids: it re-reads the project, its deadline and the user's plan and standing.
 */
import { type NamedDeadline, planAlerts, todayIn } from '@lienminder/shared';
import { type AlertRecord, plannedFireAt, type SkipReason } from '#src/ports/alert-store';
import type { ProjectStore, StoredProject } from '#src/ports/project-store';
import type { StoredUser, UserLookup } from '#src/ports/user-store';
import { alertedOnPlan } from './alert-sync';

/** A schedule firing this much before the alert's stored time is an old one for a moved date. */
const EARLY_FIRE_TOLERANCE_MS = 5 * 60_000;

export interface JudgeDependencies {
  projects: Pick<ProjectStore, 'get'>;
  users: UserLookup;
}

export type Verdict =
  | { skip: SkipReason }
  | { ignore: 'alert_moved' }
  | { send: { stored: StoredProject; deadline: NamedDeadline; user: StoredUser } };

export async function judgeAlert(
  dependencies: JudgeDependencies,
  alert: AlertRecord,
  now: Date,
): Promise<Verdict> {
  const [stored, user] = await Promise.all([
    dependencies.projects.get(alert.userId, alert.projectId),
    dependencies.users.findById(alert.userId),
  ]);
  if (!stored || !user) return { skip: 'project_deleted' };
  // A closing that stopped midway leaves the projects until the daily job finishes it.
  if (user.closingSince) return { skip: 'account_closing' };
  const { project } = stored;
  if (project.projectStatus === 'completed') return { skip: 'project_completed' };
  if (project.projectStatus === 'on_hold') return { skip: 'project_on_hold' };
  const deadline = stored.deadlines.find((candidate) => candidate.id === alert.deadlineId);
  if (!deadline?.alertsEnabled) return { skip: 'deadline_gone' };
  if (deadline.isCompleted) return { skip: 'deadline_completed' };
  if (!alertedOnPlan(deadline, user.tier)) return { skip: 'not_in_plan' };
  // The plan as it stands must still put this alert at its planned time, and the stored time must
  // be now: otherwise this is an old schedule of a moved alert, whose new schedule will fire.
  const planned = plannedFireAt(alert);
  const replanned = planAlerts([deadline], {
    timeZone: project.timeZone,
    now: new Date(Date.parse(planned) - 1),
  }).find((candidate) => candidate.alertKey === alert.alertKey);
  if (
    !replanned ||
    replanned.fireAt !== planned ||
    Date.parse(alert.fireAt) - now.getTime() > EARLY_FIRE_TOLERANCE_MS
  ) {
    return { ignore: 'alert_moved' };
  }
  // A late delivery (a local server that was off) is still worth sending until the last legal day.
  if (todayIn(project.timeZone, now) > deadline.legalLastDay) return { skip: 'deadline_passed' };
  return { send: { stored, deadline, user } };
}
