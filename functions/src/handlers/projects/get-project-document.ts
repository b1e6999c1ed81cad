import { apiHandler } from '#src/composition/api-handler';
import { operationMetrics } from '#src/composition/metrics';
import { requireUserAlong } from '#src/composition/require-user';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { projectActivity, projectRecords } from '#src/composition/stores';
import { projectIdFrom } from '#src/http/project-id';
import { json } from '#src/http/responses';
import { actorOf } from '#src/services/projects/activity-entries';
import { prepareProjectDocument } from '#src/services/projects/prepare-document';

/**
 * GET /api/projects/{id}/documents/{kind}?amount=&throughDate=: 200 with the filled document; 403
 * below Gold; 404 when the project is absent or not yours, or the kind is not one it calls for;
 * 400 for a malformed waiver term.
 */
export const handler = apiHandler(async (request) => {
  const records = use(projectRecords);
  // Read beside the session check, as the other project routes do; 401 still comes first.
  const { user, account, read } = await requireUserAlong(request, (accountId) =>
    records.getRecord(accountId, projectIdFrom(request)),
  );
  const kind = request.pathParameters.kind ?? '';
  const deps = { clock: use(clock), metrics: use(operationMetrics), activity: use(projectActivity) };
  return json(200, await prepareProjectDocument(deps, account, actorOf(user), read, kind, request.query));
});
