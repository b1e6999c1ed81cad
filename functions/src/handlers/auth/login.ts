import { KNOWN_DEVICE_COOKIE } from '@lienminder/shared';
import { closedLogins } from '#src/composition/account';
import { apiHandler } from '#src/composition/api-handler';
import { passwordSignIn } from '#src/composition/auth';
import { clientIp } from '#src/composition/front-door';
import { config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { signedInAnswer } from '#src/http/signed-in-answer';
import { login } from '#src/services/auth/login';

/** POST /api/auth/login: 200 with the user, a session cookie and a known-device cookie; 401; 429. */
export const handler = apiHandler(async (request) => {
  const deps = { ...use(passwordSignIn), closedLogins: use(closedLogins) };
  const signedIn = await login(deps, request.body, {
    clientIp: await clientIp(request),
    deviceCookie: request.cookies[KNOWN_DEVICE_COOKIE],
  });
  return signedInAnswer(200, signedIn, use(config).secureCookies);
});
