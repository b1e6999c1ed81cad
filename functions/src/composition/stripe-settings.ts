/**
 * The Stripe settings from the Stripe secret (STRIPE_* variables locally), without the `stripe`
 * package: the configuration pages and the webhook status read only these. Locally with no secret
 * key the local test-payment provider stands in, with its own price ids.
 */

import { ConfigurationError } from '#src/config';
import {
  LOCAL_PRICES,
  type PaymentProvider,
  type PlanPrices,
  type StripeSettings,
} from '#src/ports/payments';
import type { Part } from './scope';
import { stripeSecrets } from './stripe-secret';

/**
 * Null in AWS, where only Stripe takes payments. Locally the test-payment provider keeps its
 * records in the table, and is the local runtime's: the app hands it over (functions/local/app.ts).
 */
export const localPaymentProvider: Part<PaymentProvider | null> = { build: () => null };

export const stripeSettings: Part<() => Promise<StripeSettings>> = {
  build: (use) => {
    const secrets = use(stripeSecrets);
    const localProvider = use(localPaymentProvider) !== null;
    return async () => {
      const values = await secrets();
      return {
        secretKey: values.stripeSecretKey,
        publishableKey: values.stripePublishableKey,
        webhookSecret: values.stripeWebhookSecret,
        silverPriceId: values.stripePriceSilver,
        goldPriceId: values.stripePriceGold,
        localProvider: localProvider && !values.stripeSecretKey,
      };
    };
  },
};

/** The paid plans' price ids; a Stripe account without them cannot sell a plan. */
export async function planPrices(settings: StripeSettings): Promise<PlanPrices> {
  if (settings.localProvider) return LOCAL_PRICES;
  const { silverPriceId, goldPriceId } = settings;
  if (!silverPriceId || !goldPriceId) {
    throw new ConfigurationError('Stripe prices are not configured: stripePriceSilver and stripePriceGold');
  }
  return { silver: silverPriceId, gold: goldPriceId };
}

/** Where Stripe sends its events: the address to register in Stripe's dashboard. */
export const stripeWebhookUrl = (publicUrl: URL) => new URL('/api/stripe/webhook', publicUrl).href;
