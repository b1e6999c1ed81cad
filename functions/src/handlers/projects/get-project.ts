import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { describedProjects } from '#src/composition/stores';
import { projectIdFrom } from '#src/http/project-id';
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
