import { apiHandler } from '#src/composition/api-handler';
import { knownDevices, passwords, sessions } from '#src/composition/auth';
import { clientIp } from '#src/composition/front-door';
import { clock, config, ids } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { rateLimiter, sessionStore, teamStore, users } from '#src/composition/stores';
import { signedInAnswer } from '#src/http/signed-in-answer';
import { joinTeam } from '#src/services/team/join-team';

/**
 * POST /api/team/join `{ token, firstName, lastName, password }`: 201 with the new user, signed in;
 * 410 for a used, withdrawn or expired link; 409 when the invited email has a login; 429.
 */
export const handler = apiHandler(async (request) => {
  const signedIn = await joinTeam(
    {
      team: use(teamStore),
      users: use(users),
      rateLimiter: use(rateLimiter),
      passwords: use(passwords),
      sessions: use(sessions),
      sessionStore: use(sessionStore),
      knownDevices: use(knownDevices),
      ids: use(ids),
      clock: use(clock),
    },
    request.body,
    await clientIp(request),
  );
  return signedInAnswer(201, signedIn, use(config).secureCookies);
});
