import type { StoredUser } from '#ports/user-store';
import { authenticate } from '#services/auth/authenticate';
import type { App } from '../app';
import type { ApiRequest } from './api-request';
import { SESSION_COOKIE } from './session-cookie';

/** The signed-in user, or `AuthenticationRequired` (401). */
export function requireUser(request: ApiRequest, app: Pick<App, 'sessions' | 'users'>): Promise<StoredUser> {
  return authenticate(app, request.cookies[SESSION_COOKIE]);
}
