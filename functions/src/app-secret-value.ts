/**
 * The app secret as it is stored, before any reading of its fields: in AWS the Secrets Manager
 * JSON secret (through the secrets extension), locally the environment's variables under the same
 * names. app-secrets.ts checks every field; session-secret.ts reads the one a function needs alone.
 */
import { ConfigurationError, type Environment } from './config';
import { readSecretString, type SecretToRead } from './secrets-extension';

/** Where the app secret comes from, as its errors name it. */
export const appSecretSource = (config: { runtime: 'aws' | 'local' }) =>
  config.runtime === 'aws' ? 'Secrets Manager' : 'the environment';

/** Shorter session secrets are refused: HS256 keys want 256 bits. */
export const SESSION_SECRET_MIN_LENGTH = 32;

const APP_SECRET: SecretToRead = { name: 'app secret', arnVariable: 'APP_SECRET_ARN' };

export async function readAwsAppSecret(environment: Environment): Promise<unknown> {
  const secretString = await readSecretString(environment, APP_SECRET);
  try {
    return JSON.parse(secretString);
  } catch {
    throw new ConfigurationError('Invalid app secret from Secrets Manager: SecretString is not JSON');
  }
}

/** The variable that holds the session secret locally. */
export const LOCAL_SESSION_SECRET = 'SESSION_SECRET';

export const localAppSecret = (env: Record<string, string | undefined>) => ({
  sessionSecret: env[LOCAL_SESSION_SECRET],
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
