/**
 * Secret settings: in AWS one Secrets Manager JSON secret, read through the secrets extension
 * (secrets-extension.ts) once per cold start and only by the functions that need it, on first use;
 * locally plain environment variables.
 */
import * as z from 'zod/mini';
import { weakAdminPasswordReason } from './admin-password';
import { type AppConfig, ConfigurationError, type Environment } from './config';
import { oncePerColdStart, readSecretString, type SecretToRead } from './secrets-extension';

const optional = z.optional(z.string().check(z.minLength(1)));

const appSecretsSchema = z.object({
  sessionSecret: z.string().check(z.minLength(32, 'must be at least 32 characters')),
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

/** Where the app secret comes from, as its errors name it. */
export const appSecretSource = (config: Pick<AppConfig, 'runtime'>) =>
  config.runtime === 'aws' ? 'Secrets Manager' : 'the environment';

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

const APP_SECRET: SecretToRead = { name: 'app secret', arnVariable: 'APP_SECRET_ARN' };

async function readAwsSecret(environment: Environment): Promise<AppSecrets> {
  const secretString = await readSecretString(environment, APP_SECRET);
  let value: unknown;
  try {
    value = JSON.parse(secretString);
  } catch {
    throw new ConfigurationError('Invalid app secret from Secrets Manager: SecretString is not JSON');
  }
  return parseSecrets(appSecretSource({ runtime: 'aws' }), value);
}

function readLocalSecrets(env: Record<string, string | undefined>): AppSecrets {
  return parseSecrets(appSecretSource({ runtime: 'local' }), {
    sessionSecret: env.SESSION_SECRET,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
    stripePriceSilver: env.STRIPE_PRICE_SILVER,
    stripePriceGold: env.STRIPE_PRICE_GOLD,
    twilioAccountSid: env.TWILIO_ACCOUNT_SID,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN,
    twilioFromNumber: env.TWILIO_FROM_NUMBER,
    twilioMessagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
  });
}

/** The app secret, fetched on first call and kept for the cold start (a failure is retried). */
export function appSecretsLoader(config: AppConfig): () => Promise<AppSecrets> {
  return oncePerColdStart(async () =>
    config.runtime === 'aws' ? readAwsSecret(config.environment) : readLocalSecrets(process.env),
  );
}
