/**
 * The Stripe secret: in AWS a Secrets Manager JSON secret read through the secrets extension
 * (secrets-extension.ts) once per cold start, only by the functions granted it (routes.ts
 * `access.secrets`), on first use (locally the STRIPE_* variables: functions/local/environment-secrets.ts).
 */
import * as z from 'zod/mini';
import { jsonSecretLoader, type SecretSource } from './app-secret-value';

const optional = z.optional(z.string().check(z.minLength(1)));

const stripeSecretsSchema = z.object({
  stripeSecretKey: optional,
  stripeWebhookSecret: optional,
  stripePublishableKey: optional,
  stripePriceSilver: optional,
  stripePriceGold: optional,
});

export type StripeSecrets = z.infer<typeof stripeSecretsSchema>;

/** The Stripe secret, fetched on first call and kept for the cold start (a failure is retried). */
export function stripeSecretsLoader(source: SecretSource): () => Promise<StripeSecrets> {
  return jsonSecretLoader(source, 'stripe', stripeSecretsSchema);
}
