import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { teamChanges } from '#src/composition/team';
import { json } from '#src/http/responses';
import { changeRole } from '#src/services/team/change-team';

/** PATCH /api/team/members/{userId} `{ role }`: 200 with the teammate; 403 for a member; 404; 409 for the owner. */
export const handler = apiHandler(async (request) => {
  const signedIn = await requireUser(request);
  return json(
    200,
    await changeRole(use(teamChanges), signedIn, request.pathParameters.userId ?? '', request.body),
  );
});
