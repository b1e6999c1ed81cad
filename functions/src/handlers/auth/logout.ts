import { logout } from '#services/auth/logout';
import { sessions } from '../../composition/auth';
import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { sessionStore } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { json } from '../../http/responses';
import { clearedSessionCookie, sessionCookieName } from '../../http/session-cookie';
import { clearedSessionHintCookie } from '../../http/session-hint-cookie';

/**
 * POST /api/auth/logout: ends this session on the server and clears the cookie and its hint (signed
 * in or not, the answer is the same).
 */
export const handler = apiHandler(async (request) => {
  const secure = use(config).secureCookies;
  await logout(
    { sessions: use(sessions), sessionStore: use(sessionStore) },
    request.cookies[sessionCookieName(secure)],
  );
  return json(
    200,
    { message: 'Signed out' },
    { cookies: [clearedSessionCookie(secure), clearedSessionHintCookie(secure)] },
  );
});
