import { MESSAGES, PLANS } from '@lienminder/shared';
import type { ProjectStore } from '#ports/project-store';
import type { StoredUser } from '#ports/user-store';
import { PlanRestriction, ProjectNotFound } from '../../errors';

/**
 * Only paid plans delete (spec section 6); the project's plan slot is released in the same write.
 * Its alerts go after it through the table's stream (docs/decisions/007).
 */
export async function deleteProject(
  deps: { projects: ProjectStore },
  user: StoredUser,
  projectId: string,
): Promise<void> {
  if (!PLANS[user.tier].deleteProjects) throw new PlanRestriction(MESSAGES.deleteNeedsPaidPlan);
  const previous = await deps.projects.get(user.id, projectId);
  if (!previous) throw new ProjectNotFound();
  await deps.projects.delete({ userId: user.id, previous });
}
