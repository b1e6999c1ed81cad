import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { teamChanges } from '#src/composition/team';
import { withdrawInvitation } from '#src/services/team/change-team';

/** DELETE /api/team/invitations/{id}: 204, its link stops working; 403 for a member; 404. */
export const handler = apiHandler(async (request) => {
  const signedIn = await requireUser(request);
  await withdrawInvitation(use(teamChanges), signedIn, request.pathParameters.id ?? '');
  return { statusCode: 204 };
});
