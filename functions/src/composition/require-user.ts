import { AuthenticationRequired } from '#src/errors';
import type { ApiRequest } from '#src/http/api-request';
import { sessionCookieName } from '#src/http/session-cookie';
import type { StoredUser } from '#src/ports/user-store';
import { authenticate, authenticateAlong, type SignedInSession } from '#src/services/auth/authenticate';
import { sessions } from './auth';
import { clock, config } from './runtime';
import { use } from './scope';
import { sessionStore, userLookup } from './stores';

/** The signed-in person, their account and the session's id, or `AuthenticationRequired` (401). */
export function requireUser(request: ApiRequest): Promise<SignedInSession> {
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
): Promise<SignedInSession & { read: Read }> {
  return authenticateAlong(authenticateDependencies(), sessionToken(request), read);
}

const authenticateDependencies = () => ({
  sessions: use(sessions),
  sessionStore: use(sessionStore),
  users: use(userLookup),
  clock: use(clock),
});

const sessionToken = (request: ApiRequest) => request.cookies[sessionCookieName(use(config).secureCookies)];
