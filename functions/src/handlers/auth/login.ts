import { KNOWN_DEVICE_COOKIE } from '@lienminder/shared';
import { login } from '#services/auth/login';
import { knownDevices, passwords, sessions } from '../../composition/auth';
import { clock, config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { rateLimiter, sessionStore, users } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { clientIp } from '../../http/client-ip';
import { knownDeviceCookie } from '../../http/known-device-cookie';
import { json } from '../../http/responses';
import { sessionCookie } from '../../http/session-cookie';
import { sessionHintCookie } from '../../http/session-hint-cookie';

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
