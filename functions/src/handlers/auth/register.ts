import { apiHandler } from '#src/composition/api-handler';
import { knownDevices, passwords, sessions } from '#src/composition/auth';
import { clientIp } from '#src/composition/front-door';
import { clock, config, ids } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { rateLimiter, sessionStore, users } from '#src/composition/stores';
import { knownDeviceCookie } from '#src/http/known-device-cookie';
import { json } from '#src/http/responses';
import { sessionCookie } from '#src/http/session-cookie';
import { sessionHintCookie } from '#src/http/session-hint-cookie';
import { register } from '#src/services/auth/register';

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
    cookies: [
      sessionCookie(sessionToken, secure),
      knownDeviceCookie(deviceCookie, secure),
      sessionHintCookie(secure),
    ],
  });
});
