import type { StoredUser } from '#ports/user-store';
import { authenticate } from '#services/auth/authenticate';
import { sessions } from '../composition/auth';
import { use } from '../composition/scope';
import { users } from '../composition/stores';
import type { ApiRequest } from './api-request';
import { SESSION_COOKIE } from './session-cookie';

/** The signed-in user, or `AuthenticationRequired` (401). */
export function requireUser(request: ApiRequest): Promise<StoredUser> {
  return authenticate({ sessions: use(sessions), users: use(users) }, request.cookies[SESSION_COOKIE]);
}
