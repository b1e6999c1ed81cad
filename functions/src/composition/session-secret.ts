/**
 * The session secret alone (session-secret.ts), for a function that needs nothing else of the app
 * secret; in its own module so that such a function's bundle carries none of the whole secret's
 * schema (composition/secrets.ts).
 */
import { sessionSecretLoader } from '#src/session-secret';
import { config } from './runtime';
import type { Part } from './scope';

export const sessionSecret: Part<() => Promise<string>> = {
  build: (use) => sessionSecretLoader(use(config)),
};
