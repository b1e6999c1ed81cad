/** The app secret, for the functions that read it (routes.ts `access.secrets`): fetched on first call. */
import { type AppSecrets, appSecretsLoader } from '../app-secrets';
import { config } from './runtime';
import type { Part } from './scope';

export const appSecrets: Part<() => Promise<AppSecrets>> = { build: (use) => appSecretsLoader(use(config)) };
