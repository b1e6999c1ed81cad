/**
 * The app secret's session secret alone, for a function that signs with it and reads nothing else
 * (send-alert's Mark-as-done links): the whole secret's schema (app-secrets.ts) would cost the
 * bundle what it cannot spare (docs/decisions/006). Checked as that schema checks it.
 */
import {
  appSecretSource,
  LOCAL_SESSION_SECRET,
  readAwsAppSecret,
  SESSION_SECRET_MIN_LENGTH,
} from './app-secret-value';
import { type AppConfig, ConfigurationError } from './config';
import { oncePerColdStart } from './secrets-extension';

export function sessionSecretLoader(config: AppConfig): () => Promise<string> {
  return oncePerColdStart(async () => {
    const secret =
      config.runtime === 'aws'
        ? ((await readAwsAppSecret(config.environment)) as { sessionSecret?: unknown } | null)?.sessionSecret
        : process.env[LOCAL_SESSION_SECRET];
    if (typeof secret !== 'string' || secret.length < SESSION_SECRET_MIN_LENGTH) {
      throw new ConfigurationError(
        `Invalid app secret from ${appSecretSource(config)}: sessionSecret: must be at least ${SESSION_SECRET_MIN_LENGTH} characters`,
      );
    }
    return secret;
  });
}
