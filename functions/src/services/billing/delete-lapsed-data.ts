/**
 * The 15-day data deletion after a paid plan ends (docs/product.md sections 4 and 9; docs/decisions/011). For a
 * user still on Free when it is due, the data the Free plan does not hold is permanently deleted:
 * every project beyond Free's one (the oldest is kept) with its deadlines and alerts, and on the kept
 * project the alert contacts, SMS and recurring-reminder settings beyond Free. The account, the kept
 * project and the SMS consent records (proof the law asks to keep) stay. A user back on a paid plan
 * loses nothing: the re-subscription cancelled the deletion, and this checks the tier again anyway.
 */
import { PLANS, withinPlan } from '@lienminder/shared';
import { log } from '#src/log';
import type { Clock } from '#src/ports/clock';
import type { DataDeletions } from '#src/ports/data-deletions';
import type { ProjectStore } from '#src/ports/project-store';
import type { UserStore } from '#src/ports/user-store';
import { planDayOnSave } from '#src/services/projects/project-deadlines';
import { marksKept, scheduleFor } from '#src/services/projects/project-response';

export interface DataDeletionDependencies {
  deletions: DataDeletions;
  users: Pick<UserStore, 'findById'>;
  projects: Pick<ProjectStore, 'listProjects' | 'get' | 'delete' | 'update'>;
  clock: Clock;
}

export interface DataDeletionReport {
  accounts: number;
  projectsDeleted: number;
}

async function deleteBeyondFree(deps: DataDeletionDependencies, userId: string): Promise<number> {
  const projects = (await deps.projects.listProjects(userId)).sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
  const kept = projects.slice(0, PLANS.free.projectLimit);
  const beyond = projects.slice(PLANS.free.projectLimit);
  for (const project of beyond) {
    const previous = await deps.projects.get(userId, project.id);
    // The plan's end deleted it, no person: its activity records no entry (ports/project-activity.ts).
    if (previous) await deps.projects.delete({ userId, previous, activity: null });
  }
  for (const project of kept) {
    const previous = await deps.projects.get(userId, project.id);
    if (!previous) continue;
    const trimmed = {
      ...previous.project,
      ...withinPlan(previous.project, 'free'),
      updatedAt: deps.clock.now().toISOString(),
    };
    // Reminders Free does not include go with the trimmed settings; the other deadlines keep their marks.
    const { deadlines } = scheduleFor(trimmed);
    await deps.projects.update({
      userId,
      previous,
      project: trimmed,
      completedDeadlines: marksKept(previous.completedDeadlines, deadlines),
      planDay: planDayOnSave(trimmed, deadlines),
      activity: null,
    });
  }
  return beyond.length;
}

export async function deleteLapsedData(deps: DataDeletionDependencies): Promise<DataDeletionReport> {
  const report: DataDeletionReport = { accounts: 0, projectsDeleted: 0 };
  for (const deletion of await deps.deletions.listDue(deps.clock.now())) {
    const user = await deps.users.findById(deletion.userId, { consistent: true });
    if (user?.tier === 'free') {
      report.projectsDeleted += await deleteBeyondFree(deps, user.id);
      report.accounts += 1;
      log.info('Lapsed plan data deleted', { userId: user.id });
    }
    await deps.deletions.cancel(deletion.userId);
  }
  return report;
}
