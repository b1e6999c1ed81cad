/**
 * The local runtime's secrets: the environment's variables, each secret's fields under names of
 * their own, in place of the Secrets Manager JSON secrets Lambda reads (app-secret-value.ts). The
 * app hands this source over (functions/local/app.ts).
 */
import type { SecretSource } from '#src/app-secret-value';
import type { SecretName } from '#src/routes';

type Variables = Record<string, string | undefined>;

/** Each secret's fields, from the variables that hold them locally. */
const FROM_VARIABLES: Record<SecretName, (env: Variables) => Record<string, string | undefined>> = {
  session: (env) => ({ sessionSecret: env.SESSION_SECRET }),
  stripe: (env) => ({
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
    stripePriceSilver: env.STRIPE_PRICE_SILVER,
    stripePriceGold: env.STRIPE_PRICE_GOLD,
  }),
  twilio: (env) => ({
    twilioAccountSid: env.TWILIO_ACCOUNT_SID,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN,
    twilioFromNumber: env.TWILIO_FROM_NUMBER,
    twilioMessagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
  }),
};

/** `env` is read when a secret is, as Lambda reads its secrets on first use. */
export const environmentSecrets = (env: Variables = process.env): SecretSource => ({
  name: 'the environment',
  read: async (secret) => FROM_VARIABLES[secret](env),
});
