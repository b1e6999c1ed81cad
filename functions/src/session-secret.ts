/**
 * The session secret: the key that signs sessions, Mark-as-done and unsubscribe links and the
 * opt-in challenge. In AWS a secret of its own (`{"sessionSecret": ...}`, generated at creation),
 * read by the functions whose manifest entry names `session`; locally SESSION_SECRET.
 */
import {
  appSecretSource,
  LOCAL_SESSION_SECRET,
  readAwsSecret,
  SESSION_SECRET_MIN_LENGTH,
} from './app-secret-value';
import { type AppConfig, ConfigurationError } from './config';
import { oncePerColdStart } from './secrets-extension';

export function sessionSecretLoader(config: AppConfig): () => Promise<string> {
  return oncePerColdStart(async () => {
    const secret =
      config.runtime === 'aws'
        ? ((await readAwsSecret(config.environment, 'session')) as { sessionSecret?: unknown } | null)
            ?.sessionSecret
        : process.env[LOCAL_SESSION_SECRET];
    if (typeof secret !== 'string' || secret.length < SESSION_SECRET_MIN_LENGTH) {
      throw new ConfigurationError(
        `Invalid session secret from ${appSecretSource(config)}: sessionSecret: must be at least ${SESSION_SECRET_MIN_LENGTH} characters`,
      );
    }
    return secret;
  });
}
