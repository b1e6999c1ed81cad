/** Passwords, session tokens and known-device cookies (signed with the session secret). */
import { hmacKnownDevices, type KnownDevices } from '#src/services/auth/known-devices';
import { type PasswordHasher, scryptPasswordHasher } from '#src/services/auth/passwords';
import { jwtSessionTokens, type SessionTokens } from '#src/services/auth/session-tokens';
import { clock } from './runtime';
import type { Part } from './scope';
import { sessionSecret } from './session-secret';

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
