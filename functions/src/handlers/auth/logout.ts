import { logout } from '#services/auth/logout';
import { sessions } from '../../composition/auth';
import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { sessionStore } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { json } from '../../http/responses';
import { clearedSessionCookie, SESSION_COOKIE } from '../../http/session-cookie';

/**
 * POST /api/auth/logout: ends this session on the server and clears the cookie (signed in or not,
 * the answer is the same).
 */
export const handler = apiHandler(async (request) => {
  await logout({ sessions: use(sessions), sessionStore: use(sessionStore) }, request.cookies[SESSION_COOKIE]);
  return json(200, { message: 'Signed out' }, { cookies: [clearedSessionCookie(use(config).secureCookies)] });
});
