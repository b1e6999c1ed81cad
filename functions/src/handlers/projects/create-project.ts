import { createProject } from '#services/projects/create-project';
import { projectWrites } from '../../composition/project-writes';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { consentOrigin } from '../../http/consent-origin';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** POST /api/projects: 201 `{ project, deadlines, pendingDeadlines }`; 400, 403 (plan or limit). */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  return json(201, await createProject(use(projectWrites), user, request.body, await consentOrigin(request)));
});
