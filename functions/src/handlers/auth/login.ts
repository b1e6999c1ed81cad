import { login } from '#services/auth/login';
import { getApp } from '../../app';
import { apiHandler } from '../../http/api-handler';
import { json } from '../../http/responses';
import { sessionCookie } from '../../http/session-cookie';

/** POST /api/auth/login: 200 with the user and a session cookie; 401 on wrong credentials; 429. */
export const handler = apiHandler(async (request) => {
  const app = await getApp();
  const { user, sessionToken } = await login(app, request.body, request.clientIp);
  return json(200, user, { cookies: [sessionCookie(sessionToken, app.config.secureCookies)] });
});
