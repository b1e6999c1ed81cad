import { revisionAsked } from '#services/projects/revision';
import { updateProject } from '#services/projects/update-project';
import { projectWrites } from '../../composition/project-writes';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { consentOrigin } from '../../http/consent-origin';
import { projectIdFrom } from '../../http/project-id';
import { requireUserAlong } from '../../http/require-user';
import { json } from '../../http/responses';

/**
 * PUT /api/projects/{id}: 200 `{ project, revision, deadlines, pendingDeadlines }` with recomputed
 * deadlines; 409 when the body's `revision` (or `If-Match`) is not the stored one.
 */
export const handler = apiHandler(async (request) => {
  const deps = use(projectWrites);
  // The stored project is read beside the session check; a bad id then answers 404 only once the
  // session holds (401 first, as before).
  const { user, read: previous } = await requireUserAlong(request, async (userId) =>
    deps.projects.get(userId, projectIdFrom(request)),
  );
  const asked = revisionAsked(request.body, request.headers['if-match']);
  return json(
    200,
    await updateProject(deps, user, previous, request.body, await consentOrigin(request), asked),
  );
});
