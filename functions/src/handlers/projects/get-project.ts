import { use } from '#src/composition/scope';
import { describedProjects } from '#src/composition/stores';
import { apiHandler } from '#src/http/api-handler';
import { projectIdFrom } from '#src/http/project-id';
import { requireUser } from '#src/http/require-user';
import { json } from '#src/http/responses';
import { getProject } from '#src/services/projects/get-project';

/** GET /api/projects/{id}: `{ project, deadlines, pendingDeadlines }`; 404 when absent or not yours. */
export const handler = apiHandler(async (request) => {
  const { account } = await requireUser(request);
  return json(
    200,
    await getProject({ projects: use(describedProjects) }, account.id, projectIdFrom(request)),
  );
});
