/**
 * Secret settings: in AWS one Secrets Manager JSON secret, read through the secrets extension
 * (secrets-extension.ts) once per cold start and only by the functions that need it, on first use;
 * locally plain environment variables.
 */
import * as z from 'zod/mini';
import { weakAdminPasswordReason } from './admin-password';
import {
  appSecretSource,
  localAppSecret,
  readAwsAppSecret,
  SESSION_SECRET_MIN_LENGTH,
} from './app-secret-value';
import { type AppConfig, ConfigurationError } from './config';
import { oncePerColdStart } from './secrets-extension';

export { appSecretSource };

const optional = z.optional(z.string().check(z.minLength(1)));

const appSecretsSchema = z.object({
  sessionSecret: z
    .string()
    .check(
      z.minLength(SESSION_SECRET_MIN_LENGTH, `must be at least ${SESSION_SECRET_MIN_LENGTH} characters`),
    ),
  stripeSecretKey: optional,
  stripeWebhookSecret: optional,
  stripePublishableKey: optional,
  stripePriceSilver: optional,
  stripePriceGold: optional,
  twilioAccountSid: optional,
  twilioAuthToken: optional,
  twilioFromNumber: optional,
  /** Sends through this Messaging Service's sender pool instead of twilioFromNumber alone. */
  twilioMessagingServiceSid: optional,
  adminUsername: optional,
  adminPassword: optional,
});

export type AppSecrets = z.infer<typeof appSecretsSchema>;

function parseSecrets(source: string, value: unknown): AppSecrets {
  const result = appSecretsSchema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigurationError(`Invalid app secret from ${source}: ${problems.join('; ')}`);
  }
  return result.data;
}

/**
 * A guessable admin password stops the function as a malformed setting does, rather than opening
 * the consent log to whoever guesses it (admin-password.ts says what counts as weak). Asked where
 * the password is used (the consent admin's function, and `npm start` before it listens): the
 * other functions never read it, and carry none of the check.
 */
export function assertAdminPasswordStrong(
  source: string,
  { adminUsername, adminPassword }: Pick<AppSecrets, 'adminUsername' | 'adminPassword'>,
): void {
  if (adminPassword === undefined) return;
  const reason = weakAdminPasswordReason(adminUsername ?? '', adminPassword);
  if (reason !== null) {
    throw new ConfigurationError(`Invalid app secret from ${source}: adminPassword ${reason}`);
  }
}

/** The app secret, fetched on first call and kept for the cold start (a failure is retried). */
export function appSecretsLoader(config: AppConfig): () => Promise<AppSecrets> {
  return oncePerColdStart(async () =>
    parseSecrets(
      appSecretSource(config),
      config.runtime === 'aws' ? await readAwsAppSecret(config.environment) : localAppSecret(process.env),
    ),
  );
}
