import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { teamChanges } from '#src/composition/team';
import { removeTeammate } from '#src/services/team/change-team';

/**
 * DELETE /api/team/members/{userId}: 204; the person's sessions, calendar feed and login end at
 * once and the account's projects stay. 403 for a member; 404; 409 for the owner or the first user.
 */
export const handler = apiHandler(async (request) => {
  const signedIn = await requireUser(request);
  await removeTeammate(use(teamChanges), signedIn, request.pathParameters.userId ?? '');
  return { statusCode: 204 };
});
