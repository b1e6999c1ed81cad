/** Passwords, session tokens and known-device cookies (signed with the session secret). */

import { hmacKnownDevices, type KnownDevices } from '#src/services/auth/known-devices';
import { type PasswordHasher, scryptPasswordHasher } from '#src/services/auth/passwords';
import { jwtSessionTokens, type SessionTokens } from '#src/services/auth/session-tokens';
import type { PasswordSignInDependencies } from '#src/services/auth/start-session';
import { clock } from './runtime';
import type { Part } from './scope';
import { sessionSecret } from './session-secret';
import { rateLimiter, sessionStore, users } from './stores';

export const passwords: Part<PasswordHasher> = { build: () => scryptPasswordHasher() };

export const sessions: Part<SessionTokens> = {
  build: (use) => {
    return jwtSessionTokens(use(sessionSecret), use(clock));
  },
};

export const knownDevices: Part<KnownDevices> = {
  build: (use) => {
    return hmacKnownDevices(use(sessionSecret));
  },
};

/** The parts of every password sign-in: registering, signing in, joining a team. */
export const passwordSignIn: Part<PasswordSignInDependencies> = {
  build: (use) => ({
    users: use(users),
    rateLimiter: use(rateLimiter),
    passwords: use(passwords),
    sessions: use(sessions),
    sessionStore: use(sessionStore),
    knownDevices: use(knownDevices),
    clock: use(clock),
  }),
};
