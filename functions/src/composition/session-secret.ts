/** The session secret (session-secret.ts): signs sessions, links and the opt-in challenge. */
import { sessionSecretLoader } from '#src/session-secret';
import { config } from './runtime';
import type { Part } from './scope';

export const sessionSecret: Part<() => Promise<string>> = {
  build: (use) => sessionSecretLoader(use(config)),
};
