import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { teamChanges } from '#src/composition/team';
import { json } from '#src/http/responses';
import { readTeam } from '#src/services/team/read-team';

/** GET /api/team: `{ members, invitations }`; 403 for a member. */
export const handler = apiHandler(async (request) => {
  const signedIn = await requireUser(request);
  return json(200, await readTeam(use(teamChanges), signedIn));
});
