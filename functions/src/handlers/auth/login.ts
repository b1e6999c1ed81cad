import { KNOWN_DEVICE_COOKIE } from '@lienminder/shared';
import { closedLogins } from '#src/composition/account';
import { apiHandler } from '#src/composition/api-handler';
import { knownDevices, passwords, sessions } from '#src/composition/auth';
import { clientIp } from '#src/composition/front-door';
import { clock, config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { rateLimiter, sessionStore, users } from '#src/composition/stores';
import { signedInAnswer } from '#src/http/signed-in-answer';
import { login } from '#src/services/auth/login';

/** POST /api/auth/login: 200 with the user, a session cookie and a known-device cookie; 401; 429. */
export const handler = apiHandler(async (request) => {
  const signedIn = await login(
    {
      users: use(users),
      rateLimiter: use(rateLimiter),
      passwords: use(passwords),
      sessions: use(sessions),
      sessionStore: use(sessionStore),
      knownDevices: use(knownDevices),
      closedLogins: use(closedLogins),
      clock: use(clock),
    },
    request.body,
    { clientIp: await clientIp(request), deviceCookie: request.cookies[KNOWN_DEVICE_COOKIE] },
  );
  return signedInAnswer(200, signedIn, use(config).secureCookies);
});
