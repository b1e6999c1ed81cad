/** The Stripe secret (stripe-secret.ts), for the functions whose manifest entry names `stripe`. */
import { type StripeSecrets, stripeSecretsLoader } from '#src/stripe-secret';
import type { Part } from './scope';
import { secretSource } from './secret-source';

export const stripeSecrets: Part<() => Promise<StripeSecrets>> = {
  build: (use) => stripeSecretsLoader(use(secretSource)),
};
