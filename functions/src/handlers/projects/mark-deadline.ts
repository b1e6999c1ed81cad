import { markDeadline } from '#services/projects/mark-deadline';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { projectIdFrom } from '../../http/project-id';
import { requireUserAlong } from '../../http/require-user';
import { json } from '../../http/responses';

/**
 * PATCH /api/projects/{id}/deadlines/{deadlineId} `{ isCompleted, revision? }`: 200 with the project
 * as GET answers it; 404 when the project is absent or not yours, or has no such deadline; 409 when
 * the body's `revision` (or `If-Match`) is not the stored one.
 */
export const handler = apiHandler(async (request) => {
  const store = use(projects);
  // Read beside the session check, as an update does; 401 still comes first.
  const { user, read } = await requireUserAlong(request, async (userId) =>
    store.get(userId, projectIdFrom(request)),
  );
  const deadlineId = request.pathParameters.deadlineId ?? '';
  const ifMatch = request.headers['if-match'];
  return json(200, await markDeadline({ projects: store }, user.id, read, deadlineId, request.body, ifMatch));
});
