import { apiHandler } from '#src/composition/api-handler';
import { passwordSignIn } from '#src/composition/auth';
import { clientIp } from '#src/composition/front-door';
import { config, ids } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { teamStore } from '#src/composition/stores';
import { signedInAnswer } from '#src/http/signed-in-answer';
import { joinTeam } from '#src/services/team/join-team';

/**
 * POST /api/team/join `{ token, firstName, lastName, password }`: 201 with the new user, signed in;
 * 410 for a used, withdrawn or expired link; 409 when the invited email has a login; 429.
 */
export const handler = apiHandler(async (request) => {
  const deps = { ...use(passwordSignIn), team: use(teamStore), ids: use(ids) };
  const signedIn = await joinTeam(deps, request.body, await clientIp(request));
  return signedInAnswer(201, signedIn, use(config).secureCookies);
});
