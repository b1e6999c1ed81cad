import { register } from '#services/auth/register';
import { getApp } from '../../app';
import { apiHandler } from '../../http/api-handler';
import { json } from '../../http/responses';
import { sessionCookie } from '../../http/session-cookie';

/** POST /api/auth/register: 201 with the new user, signed in; 409 when the email has an account. */
export const handler = apiHandler(async (request) => {
  const app = await getApp();
  const { user, sessionToken } = await register(app, request.body);
  return json(201, user, { cookies: [sessionCookie(sessionToken, app.config.secureCookies)] });
});
