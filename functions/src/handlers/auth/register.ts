import { register } from '#services/auth/register';
import { passwords, sessions } from '../../composition/auth';
import { clock, config, ids } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { rateLimiter, users } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { clientIp } from '../../http/client-ip';
import { json } from '../../http/responses';
import { sessionCookie } from '../../http/session-cookie';
import { sessionHintCookie } from '../../http/session-hint-cookie';

/** POST /api/auth/register: 201 with the new user, signed in; 409 when the email has an account; 429. */
export const handler = apiHandler(async (request) => {
  const { user, sessionToken } = await register(
    {
      users: use(users),
      rateLimiter: use(rateLimiter),
      passwords: use(passwords),
      sessions: use(sessions),
      ids: use(ids),
      clock: use(clock),
    },
    request.body,
    await clientIp(request),
  );
  return json(201, user, {
    cookies: [
      sessionCookie(sessionToken, use(config).secureCookies),
      sessionHintCookie(use(config).secureCookies),
    ],
  });
});
