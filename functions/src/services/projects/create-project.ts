import { type ActivityActor, PLANS, type ProjectSavedResponse } from '@lienminder/shared';
import type { Clock } from '#src/ports/clock';
import type { IdGenerator } from '#src/ports/ids';
import { FIRST_REVISION, type ProjectStore } from '#src/ports/project-store';
import type { StoredUser } from '#src/ports/user-store';
import type { ConsentOrigin } from '#src/services/messaging/consent-record';
import type { ProjectPhoneConsents } from '#src/services/messaging/phone-consents';
import { createdEntry } from './activity-entries';
import { planDayOnSave } from './project-deadlines';
import { readProjectFields } from './project-input';
import { scheduleFor } from './project-response';

export interface ProjectWriteDependencies {
  projects: ProjectStore;
  phoneConsents: ProjectPhoneConsents;
  clock: Clock;
}

/**
 * Validates and stores the project, indexed under its next deadline (project-deadlines.ts), in one
 * transaction that also holds the plan's project limit (`ProjectLimitReached`, 403 with
 * `upgradeRequired`, past it). The phone consents are recorded first: a consent given is a fact
 * even if the save then fails, while a project that claims consents the log lacks would only fail
 * to text. The alerts follow the stored project through the table's stream (docs/decisions/007),
 * not on this request. The answer is the project and its first revision: the app reads its
 * deadlines with GET where it shows them.
 */
export async function createProject(
  deps: ProjectWriteDependencies & { ids: IdGenerator },
  user: StoredUser,
  actor: ActivityActor,
  body: unknown,
  origin: ConsentOrigin,
): Promise<ProjectSavedResponse> {
  const at = deps.clock.now();
  const fields = readProjectFields(body, user.tier, at);
  const now = at.toISOString();
  const project = { ...fields, id: deps.ids.newId(), createdAt: now, updatedAt: now };
  await deps.phoneConsents.recordSave({ userId: user.id, project, previous: null, origin });
  const { deadlines } = scheduleFor(project);
  await deps.projects.create({
    userId: user.id,
    project,
    projectLimit: PLANS[user.tier].projectLimit,
    planDay: planDayOnSave(project, deadlines),
    activity: createdEntry(at, actor, project),
  });
  return { project, revision: FIRST_REVISION };
}
