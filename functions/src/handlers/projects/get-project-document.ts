import { prepareProjectDocument } from '#services/projects/prepare-document';
import { clock } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { projects } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { projectIdFrom } from '../../http/project-id';
import { requireUserAlong } from '../../http/require-user';
import { json } from '../../http/responses';

/**
 * GET /api/projects/{id}/documents/{kind}?amount=&throughDate=: 200 with the filled document; 403
 * below Gold; 404 when the project is absent or not yours, or the kind is not one it calls for;
 * 400 for a malformed waiver term.
 */
export const handler = apiHandler(async (request) => {
  const store = use(projects);
  // Read beside the session check, as the other project routes do; 401 still comes first.
  const { user, read } = await requireUserAlong(request, (userId) =>
    store.get(userId, projectIdFrom(request)),
  );
  const kind = request.pathParameters.kind ?? '';
  return json(200, prepareProjectDocument({ clock: use(clock) }, user, read, kind, request.query));
});
