/**
 * The secrets as they are stored, before any reading of their fields: in AWS three Secrets Manager
 * JSON secrets (session key; Stripe; Twilio with the admin credentials), each read through the
 * secrets extension by the functions whose manifest entry names it (routes.ts `access.secrets`);
 * locally the environment's variables under the same names. stripe-secret.ts, twilio-secret.ts and
 * session-secret.ts read their fields.
 */
import type * as z from 'zod/mini';
import { type AppConfig, ConfigurationError, type Environment } from './config';
import type { SecretName } from './routes';
import { oncePerColdStart, readSecretString, type SecretToRead } from './secrets-extension';

/** Where the secrets come from, as their errors name it. */
export const appSecretSource = (config: { runtime: 'aws' | 'local' }) =>
  config.runtime === 'aws' ? 'Secrets Manager' : 'the environment';

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

/**
 * A JSON secret's loader: read on first call (from Secrets Manager in AWS, from the environment
 * locally), checked against its schema, kept for the cold start (a failure is retried). A problem
 * names the field, never the value.
 */
export function jsonSecretLoader<T>(
  config: AppConfig,
  name: SecretName,
  schema: z.ZodMiniType<T>,
  local: (env: Record<string, string | undefined>) => unknown,
): () => Promise<T> {
  return oncePerColdStart(async () => {
    const value =
      config.runtime === 'aws' ? await readAwsSecret(config.environment, name) : local(process.env);
    const result = schema.safeParse(value);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new ConfigurationError(
        `Invalid ${SECRETS[name].name} from ${appSecretSource(config)}: ${problems.join('; ')}`,
      );
    }
    return result.data;
  });
}

/** The variable that holds the session secret locally. */
export const LOCAL_SESSION_SECRET = 'SESSION_SECRET';

export const localStripeSecret = (env: Record<string, string | undefined>) => ({
  stripeSecretKey: env.STRIPE_SECRET_KEY,
  stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
  stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
  stripePriceSilver: env.STRIPE_PRICE_SILVER,
  stripePriceGold: env.STRIPE_PRICE_GOLD,
});

export const localTwilioSecret = (env: Record<string, string | undefined>) => ({
  twilioAccountSid: env.TWILIO_ACCOUNT_SID,
  twilioAuthToken: env.TWILIO_AUTH_TOKEN,
  twilioFromNumber: env.TWILIO_FROM_NUMBER,
  twilioMessagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
  adminUsername: env.ADMIN_USERNAME,
  adminPassword: env.ADMIN_PASSWORD,
});
