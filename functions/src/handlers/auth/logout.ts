import { getApp } from '../../app';
import { apiHandler } from '../../http/api-handler';
import { json } from '../../http/responses';
import { clearedSessionCookie } from '../../http/session-cookie';

/** POST /api/auth/logout: clears the session cookie (signed in or not, the answer is the same). */
export const handler = apiHandler(async () => {
  const app = await getApp();
  return json(200, { message: 'Signed out' }, { cookies: [clearedSessionCookie(app.config.secureCookies)] });
});
