import { MESSAGES, PLANS } from '@lienminder/shared';
import { PlanRestriction, ProjectNotFound } from '#src/errors';
import type { ProjectStore } from '#src/ports/project-store';
import type { StoredUser } from '#src/ports/user-store';

/**
 * Only paid plans delete (docs/product.md section 6); the project's plan slot is released in the same write.
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
