import { apiHandler } from '#src/composition/api-handler';
import { messageDispatch } from '#src/composition/message-dispatch';
import { requireUser } from '#src/composition/require-user';
import { clock, config, ids } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { teamStore } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { inviteTeammate } from '#src/services/team/invite-teammate';

/**
 * POST /api/team/invitations `{ email, role }`: 201 `{ invitation }` and the email with its link;
 * 403 for a member, on Free, or with the seats taken.
 */
export const handler = apiHandler(async (request) => {
  const signedIn = await requireUser(request);
  const dependencies = {
    team: use(teamStore),
    messages: use(messageDispatch),
    clock: use(clock),
    ids: use(ids),
    publicUrl: use(config).publicUrl,
  };
  return json(201, await inviteTeammate(dependencies, signedIn, request.body));
});
