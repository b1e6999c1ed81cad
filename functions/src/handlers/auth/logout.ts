import { apiHandler } from '#src/composition/api-handler';
import { sessions } from '#src/composition/auth';
import { config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { sessionStore } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { clearedSessionCookie, sessionCookieName } from '#src/http/session-cookie';
import { clearedSessionHintCookie } from '#src/http/session-hint-cookie';
import { logout } from '#src/services/auth/logout';

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
