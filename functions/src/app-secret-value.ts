/**
 * The secrets as they are stored, before any reading of their fields: three Secrets Manager JSON
 * secrets (session key; Stripe; Twilio with the admin credentials), each read through the secrets
 * extension by the functions whose manifest entry names it (routes.ts `access.secrets`). The local
 * runtime hands over a source of its own, the environment (functions/local/environment-secrets.ts).
 * stripe-secret.ts, twilio-secret.ts and session-secret.ts read their fields.
 */
import type * as z from 'zod/mini';
import { ConfigurationError, type Environment } from './config';
import type { SecretName } from './routes';
import { oncePerColdStart, readSecretString, type SecretToRead } from './secrets-extension';

/** Where a function's secrets come from: each JSON secret's value by its name. */
export interface SecretSource {
  /** As the secrets' errors name it. */
  name: string;
  read(secret: SecretName): Promise<unknown>;
}

/** Shorter session secrets are refused: HS256 keys want 256 bits. */
export const SESSION_SECRET_MIN_LENGTH = 32;

/** Each secret, by the name the manifest gives it, with the variable that holds its ARN in AWS. */
export const SECRETS: Record<SecretName, SecretToRead> = {
  session: { name: 'session secret', arnVariable: 'SESSION_SECRET_ARN' },
  stripe: { name: 'Stripe secret', arnVariable: 'STRIPE_SECRET_ARN' },
  twilio: { name: 'Twilio secret', arnVariable: 'TWILIO_SECRET_ARN' },
};

export async function readAwsSecret(environment: Environment, name: SecretName): Promise<unknown> {
  const secret = SECRETS[name];
  const secretString = await readSecretString(environment, secret);
  try {
    return JSON.parse(secretString);
  } catch {
    throw new ConfigurationError(`Invalid ${secret.name} from Secrets Manager: SecretString is not JSON`);
  }
}

/** The secrets as Lambda reads them: from Secrets Manager, through the secrets extension. */
export const secretsManager = (environment: Environment): SecretSource => ({
  name: 'Secrets Manager',
  read: (secret) => readAwsSecret(environment, secret),
});

/**
 * A JSON secret's loader: read from `source` on first call, checked against its schema, kept for
 * the cold start (a failure is retried). A problem names the field, never the value.
 */
export function jsonSecretLoader<T>(
  source: SecretSource,
  name: SecretName,
  schema: z.ZodMiniType<T>,
): () => Promise<T> {
  return oncePerColdStart(async () => {
    const result = schema.safeParse(await source.read(name));
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new ConfigurationError(
        `Invalid ${SECRETS[name].name} from ${source.name}: ${problems.join('; ')}`,
      );
    }
    return result.data;
  });
}
