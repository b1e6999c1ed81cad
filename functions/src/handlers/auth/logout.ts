import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { json } from '../../http/responses';
import { clearedSessionCookie } from '../../http/session-cookie';
import { clearedSessionHintCookie } from '../../http/session-hint-cookie';

/** POST /api/auth/logout: clears the session cookie (signed in or not, the answer is the same). */
export const handler = apiHandler(async () =>
  json(
    200,
    { message: 'Signed out' },
    {
      cookies: [
        clearedSessionCookie(use(config).secureCookies),
        clearedSessionHintCookie(use(config).secureCookies),
      ],
    },
  ),
);
