/** Passwords, session tokens and known-device cookies (signed with the session secret from the app secret). */
import { hmacKnownDevices, type KnownDevices } from '#src/services/auth/known-devices';
import { type PasswordHasher, scryptPasswordHasher } from '#src/services/auth/passwords';
import { jwtSessionTokens, type SessionTokens } from '#src/services/auth/session-tokens';
import { clock } from './runtime';
import type { Part } from './scope';
import { appSecrets } from './secrets';

export const passwords: Part<PasswordHasher> = { build: () => scryptPasswordHasher() };

export const sessions: Part<SessionTokens> = {
  build: (use) => {
    const secrets = use(appSecrets);
    return jwtSessionTokens(async () => (await secrets()).sessionSecret, use(clock));
  },
};

export const knownDevices: Part<KnownDevices> = {
  build: (use) => {
    const secrets = use(appSecrets);
    return hmacKnownDevices(async () => (await secrets()).sessionSecret);
  },
};
