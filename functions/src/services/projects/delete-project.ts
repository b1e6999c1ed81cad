import { MESSAGES, PLANS } from '@lienclock/shared';
import type { AlertSync } from '#ports/alert-sync';
import type { ProjectStore } from '#ports/project-store';
import type { StoredUser } from '#ports/user-store';
import { PlanRestriction, ProjectNotFound } from '../../errors';
import { syncAlertsSafely } from './alert-sync-safely';

/** Only paid plans delete (spec section 6); the project's plan slot is released in the same write. */
export async function deleteProject(
  deps: { projects: ProjectStore; alerts: AlertSync },
  user: StoredUser,
  projectId: string,
): Promise<void> {
  if (!PLANS[user.tier].deleteProjects) throw new PlanRestriction(MESSAGES.deleteNeedsPaidPlan);
  const previous = await deps.projects.get(user.id, projectId);
  if (!previous) throw new ProjectNotFound();
  await deps.projects.delete({ userId: user.id, previous });
  await syncAlertsSafely('projectDeleted', { userId: user.id, projectId }, () =>
    deps.alerts.projectDeleted({ userId: user.id, projectId }),
  );
}
