import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { teamChanges } from '#src/composition/team';
import { json } from '#src/http/responses';
import { handOwnership } from '#src/services/team/change-team';

/** POST /api/team/owner `{ userId }`: 200 with the team, that admin now its owner; 403 but for the owner; 409. */
export const handler = apiHandler(async (request) => {
  const signedIn = await requireUser(request);
  return json(200, await handOwnership(use(teamChanges), signedIn, request.body));
});
