import type { StoredUser } from '#ports/user-store';
import { authenticate } from '#services/auth/authenticate';
import { sessions } from '../composition/auth';
import { clock, config } from '../composition/runtime';
import { use } from '../composition/scope';
import { sessionStore, users } from '../composition/stores';
import type { ApiRequest } from './api-request';
import { sessionCookieName } from './session-cookie';

/** The signed-in user, or `AuthenticationRequired` (401). */
export function requireUser(request: ApiRequest): Promise<StoredUser> {
  return authenticate(
    { sessions: use(sessions), sessionStore: use(sessionStore), users: use(users), clock: use(clock) },
    request.cookies[sessionCookieName(use(config).secureCookies)],
  );
}
