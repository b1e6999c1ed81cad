/**
 * Where the functions read their secrets (app-secret-value.ts): Secrets Manager. The local runtime
 * hands over the environment instead (functions/local/app.ts).
 */
import { type SecretSource, secretsManager } from '#src/app-secret-value';
import { config } from './runtime';
import type { Part } from './scope';

export const secretSource: Part<SecretSource> = {
  build: (use) => secretsManager(use(config).environment),
};
