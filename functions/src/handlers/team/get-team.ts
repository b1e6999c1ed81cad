import { use } from '#src/composition/scope';
import { teamChanges } from '#src/composition/team';
import { apiHandler } from '#src/http/api-handler';
import { requireUser } from '#src/http/require-user';
import { json } from '#src/http/responses';
import { readTeam } from '#src/services/team/read-team';

/** GET /api/team: `{ members, invitations }`; 403 for a member. */
export const handler = apiHandler(async (request) => {
  const signedIn = await requireUser(request);
  return json(200, await readTeam(use(teamChanges), signedIn));
});
