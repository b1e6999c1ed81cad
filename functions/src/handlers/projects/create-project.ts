import { apiHandler } from '#src/composition/api-handler';
import { consentOrigin } from '#src/composition/consent-origin';
import { projectWrites } from '#src/composition/project-writes';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { json } from '#src/http/responses';
import { actorOf } from '#src/services/projects/activity-entries';
import { createProject } from '#src/services/projects/create-project';

/** POST /api/projects: 201 `{ project, deadlines, pendingDeadlines }`; 400, 403 (plan or limit). */
export const handler = apiHandler(async (request) => {
  const { user, account } = await requireUser(request);
  const origin = await consentOrigin(request);
  return json(201, await createProject(use(projectWrites), account, actorOf(user), request.body, origin));
});
