import { register } from '#services/auth/register';
import { knownDevices, passwords, sessions } from '../../composition/auth';
import { clock, config, ids } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { rateLimiter, sessionStore, users } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { clientIp } from '../../http/client-ip';
import { knownDeviceCookie } from '../../http/known-device-cookie';
import { json } from '../../http/responses';
import { sessionCookie } from '../../http/session-cookie';

/** POST /api/auth/register: 201 with the new user, signed in; 409 when the email has an account; 429. */
export const handler = apiHandler(async (request) => {
  const { user, sessionToken, deviceCookie } = await register(
    {
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
  const secure = use(config).secureCookies;
  return json(201, user, {
    cookies: [sessionCookie(sessionToken, secure), knownDeviceCookie(deviceCookie, secure)],
  });
});
