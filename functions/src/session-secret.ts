/**
 * The session secret: the key that signs sessions, Mark-as-done and unsubscribe links and the
 * opt-in challenge. A secret of its own (`{"sessionSecret": ...}`, generated at creation), read by
 * the functions whose manifest entry names `session`, from the function's secret source.
 */
import { SESSION_SECRET_MIN_LENGTH, type SecretSource } from './app-secret-value';
import { ConfigurationError } from './config';
import { oncePerColdStart } from './secrets-extension';

export function sessionSecretLoader(source: SecretSource): () => Promise<string> {
  return oncePerColdStart(async () => {
    const secret = ((await source.read('session')) as { sessionSecret?: unknown } | null)?.sessionSecret;
    if (typeof secret !== 'string' || secret.length < SESSION_SECRET_MIN_LENGTH) {
      throw new ConfigurationError(
        `Invalid session secret from ${source.name}: sessionSecret: must be at least ${SESSION_SECRET_MIN_LENGTH} characters`,
      );
    }
    return secret;
  });
}
