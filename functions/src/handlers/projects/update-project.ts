import { apiHandler } from '#src/composition/api-handler';
import { consentOrigin } from '#src/composition/consent-origin';
import { projectWrites } from '#src/composition/project-writes';
import { requireUserAlong } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { projectIdFrom } from '#src/http/project-id';
import { json } from '#src/http/responses';
import { actorOf } from '#src/services/projects/activity-entries';
import { revisionAsked } from '#src/services/projects/revision';
import { updateProject } from '#src/services/projects/update-project';

/**
 * PUT /api/projects/{id}: 200 `{ project, revision, deadlines, pendingDeadlines }` with recomputed
 * deadlines; 409 when the body's `revision` (or `If-Match`) is not the stored one.
 */
export const handler = apiHandler(async (request) => {
  const deps = use(projectWrites);
  // The stored project is read beside the session check; a bad id then answers 404 only once the
  // session holds (401 first, as before). Read without its deadlines: the save computes them anew.
  const {
    user,
    account,
    read: previous,
  } = await requireUserAlong(request, async (accountId) =>
    deps.projects.getRecord(accountId, projectIdFrom(request)),
  );
  const asked = revisionAsked(request.body, request.headers['if-match']);
  const origin = await consentOrigin(request);
  return json(200, await updateProject(deps, account, actorOf(user), previous, request.body, origin, asked));
});
