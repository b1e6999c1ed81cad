/** The session secret (session-secret.ts): signs sessions, links and the opt-in challenge. */
import { sessionSecretLoader } from '#src/session-secret';
import type { Part } from './scope';
import { secretSource } from './secret-source';

export const sessionSecret: Part<() => Promise<string>> = {
  build: (use) => sessionSecretLoader(use(secretSource)),
};
