import { apiHandler } from '#src/composition/api-handler';
import { operationMetrics } from '#src/composition/metrics';
import { requireUserAlong } from '#src/composition/require-user';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { describedProjects } from '#src/composition/stores';
import { projectIdFrom } from '#src/http/project-id';
import { json } from '#src/http/responses';
import { actorOf } from '#src/services/projects/activity-entries';
import { markDeadline } from '#src/services/projects/mark-deadline';

/**
 * PATCH /api/projects/{id}/deadlines/{deadlineId} `{ isCompleted, revision? }`: 200 with the project
 * as GET answers it; 404 when the project is absent or not yours, or has no such deadline; 409 when
 * the body's `revision` (or `If-Match`) is not the stored one.
 */
export const handler = apiHandler(async (request) => {
  const store = use(describedProjects);
  // Read beside the session check, as an update does; 401 still comes first.
  const { user, account, read } = await requireUserAlong(request, async (accountId) =>
    store.get(accountId, projectIdFrom(request)),
  );
  const deadlineId = request.pathParameters.deadlineId ?? '';
  const ifMatch = request.headers['if-match'];
  const deps = {
    projects: store,
    clock: use(clock),
    metrics: use(operationMetrics),
    source: 'app' as const,
    actor: actorOf(user),
  };
  return json(200, await markDeadline(deps, account.id, read, deadlineId, request.body, ifMatch));
});
