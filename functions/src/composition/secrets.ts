/** The app secret, for the functions that read it (routes.ts `access.secrets`): fetched on first call. */
import { type AppSecrets, appSecretsLoader } from '../app-secrets';
import { config } from './runtime';
import { part } from './scope';

export const appSecrets = part<() => Promise<AppSecrets>>('appSecrets', (use) =>
  appSecretsLoader(use(config)),
);
