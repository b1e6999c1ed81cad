import { sessions } from '#src/composition/auth';
import { clock, config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { sessionStore, userLookup } from '#src/composition/stores';
import { AuthenticationRequired } from '#src/errors';
import type { StoredUser, UserInAccount } from '#src/ports/user-store';
import { authenticate, authenticateAlong } from '#src/services/auth/authenticate';
import type { ApiRequest } from './api-request';
import { sessionCookieName } from './session-cookie';

/** The signed-in person and their account, or `AuthenticationRequired` (401). */
export function requireUser(request: ApiRequest): Promise<UserInAccount> {
  return authenticate(authenticateDependencies(), sessionToken(request));
}

/** The signed-in person, or null for a request without a valid session (a public route that may use one). */
export function signedInUserOrNull(request: ApiRequest): Promise<StoredUser | null> {
  return authenticate(authenticateDependencies(), sessionToken(request)).then(
    ({ user }) => user,
    (error: unknown) => {
      if (error instanceof AuthenticationRequired) return null;
      throw error;
    },
  );
}

/**
 * The signed-in person, their account and the account's data, read beside the session check
 * (services/auth/authenticate.ts); 401 as above.
 */
export function requireUserAlong<Read>(
  request: ApiRequest,
  read: (accountId: string) => Promise<Read>,
): Promise<UserInAccount & { read: Read }> {
  return authenticateAlong(authenticateDependencies(), sessionToken(request), read);
}

const authenticateDependencies = () => ({
  sessions: use(sessions),
  sessionStore: use(sessionStore),
  users: use(userLookup),
  clock: use(clock),
});

const sessionToken = (request: ApiRequest) => request.cookies[sessionCookieName(use(config).secureCookies)];
