import { apiHandler } from '#src/composition/api-handler';
import { requireUserAlong } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { projectActivity as activityStore, projectRecords } from '#src/composition/stores';
import { projectIdFrom } from '#src/http/project-id';
import { json } from '#src/http/responses';
import { projectActivity } from '#src/services/projects/project-activity';

/**
 * GET /api/projects/{id}/activity?cursor=: `{ items, cursor }`, who did what, newest first; 404
 * when the project is not the account's (nor was); 400 for a cursor the API did not give.
 */
export const handler = apiHandler(async (request) => {
  const deps = { projects: use(projectRecords), activity: use(activityStore) };
  // Read beside the session check, as the other project routes do; 401 still comes first.
  const { read } = await requireUserAlong(request, (accountId) =>
    projectActivity(deps, accountId, projectIdFrom(request), request.query),
  );
  return json(200, read);
});
