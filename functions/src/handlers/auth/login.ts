import { login } from '#services/auth/login';
import { passwords, sessions } from '../../composition/auth';
import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { rateLimiter, users } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { clientIp } from '../../http/client-ip';
import { json } from '../../http/responses';
import { sessionCookie } from '../../http/session-cookie';
import { sessionHintCookie } from '../../http/session-hint-cookie';

/** POST /api/auth/login: 200 with the user and a session cookie; 401 on wrong credentials; 429. */
export const handler = apiHandler(async (request) => {
  const { user, sessionToken } = await login(
    { users: use(users), rateLimiter: use(rateLimiter), passwords: use(passwords), sessions: use(sessions) },
    request.body,
    await clientIp(request),
  );
  return json(200, user, {
    cookies: [
      sessionCookie(sessionToken, use(config).secureCookies),
      sessionHintCookie(use(config).secureCookies),
    ],
  });
});
