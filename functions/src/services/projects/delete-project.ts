import { type ActivityActor, MESSAGES, PLANS } from '@lienminder/shared';
import { PlanRestriction, ProjectNotFound } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { ProjectStore } from '#src/ports/project-store';
import type { StoredUser } from '#src/ports/user-store';
import { deletedEntry } from './activity-entries';

/**
 * Only paid plans delete (docs/product.md section 6); the project's plan slot is released in the same write.
 * Its alerts go after it through the table's stream (docs/decisions/007); its activity stays, with who
 * deleted it.
 */
export async function deleteProject(
  deps: { projects: ProjectStore; clock: Clock },
  user: StoredUser,
  actor: ActivityActor,
  projectId: string,
): Promise<void> {
  if (!PLANS[user.tier].deleteProjects) throw new PlanRestriction(MESSAGES.deleteNeedsPaidPlan);
  const previous = await deps.projects.get(user.id, projectId);
  if (!previous) throw new ProjectNotFound();
  const activity = deletedEntry(deps.clock.now(), actor, previous.project);
  await deps.projects.delete({ userId: user.id, previous, activity });
}
