import { KNOWN_DEVICE_COOKIE } from '@lienminder/shared';
import { apiHandler } from '#src/composition/api-handler';
import { knownDevices, passwords, sessions } from '#src/composition/auth';
import { clientIp } from '#src/composition/front-door';
import { clock, config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { rateLimiter, sessionStore, users } from '#src/composition/stores';
import { knownDeviceCookie } from '#src/http/known-device-cookie';
import { json } from '#src/http/responses';
import { sessionCookie } from '#src/http/session-cookie';
import { sessionHintCookie } from '#src/http/session-hint-cookie';
import { login } from '#src/services/auth/login';

/** POST /api/auth/login: 200 with the user, a session cookie and a known-device cookie; 401; 429. */
export const handler = apiHandler(async (request) => {
  const { user, sessionToken, deviceCookie } = await login(
    {
      users: use(users),
      rateLimiter: use(rateLimiter),
      passwords: use(passwords),
      sessions: use(sessions),
      sessionStore: use(sessionStore),
      knownDevices: use(knownDevices),
      clock: use(clock),
    },
    request.body,
    { clientIp: await clientIp(request), deviceCookie: request.cookies[KNOWN_DEVICE_COOKIE] },
  );
  const secure = use(config).secureCookies;
  return json(200, user, {
    cookies: [
      sessionCookie(sessionToken, secure),
      knownDeviceCookie(deviceCookie, secure),
      sessionHintCookie(secure),
    ],
  });
});
