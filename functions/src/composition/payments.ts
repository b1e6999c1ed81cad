/**
 * The payment provider for the functions that call it: Stripe with the secret key from the app
 * secret, or locally with none the local test-payment provider, kept in the table. Only the
 * functions that import this file carry the `stripe` package (docs/decisions/011).
 */

import { STRIPE_API_VERSION } from '@lienminder/shared';
import Stripe from 'stripe';
import { stripePayments } from '#src/adapters/stripe/stripe-payments';
import { ConfigurationError } from '#src/config';
import type { PaymentProvider } from '#src/ports/payments';
import { oncePerColdStart } from '#src/secrets-extension';
import type { Part } from './scope';
import { localPaymentProvider, stripeSettings } from './stripe-settings';

/** Stripe's HTTP boundary: `fetch`; tests give a stand-in that records every request. */
export const stripeHttpClient: Part<ReturnType<typeof Stripe.createFetchHttpClient>> = {
  build: () => Stripe.createFetchHttpClient(),
};

/** The Stripe client, or null when the local test-payment provider stands in. */
export const stripeClient: Part<() => Promise<Stripe | null>> = {
  build: (use) => {
    const settings = use(stripeSettings);
    const httpClient = use(stripeHttpClient);
    return oncePerColdStart(async () => {
      const { secretKey, localProvider } = await settings();
      if (localProvider) return null;
      if (!secretKey) throw new ConfigurationError('Stripe is not configured: stripeSecretKey');
      // The version whose shapes the code reads, sent with every request (shared/src/schemas/stripe-events.ts).
      return new Stripe(secretKey, {
        apiVersion: STRIPE_API_VERSION,
        httpClient,
        maxNetworkRetries: 1,
        timeout: 10_000,
      });
    });
  },
};

export const paymentProvider: Part<() => Promise<PaymentProvider>> = {
  build: (use) => {
    const client = use(stripeClient);
    return async () => {
      const stripe = await client();
      if (stripe) return stripePayments(stripe);
      const local = use(localPaymentProvider);
      if (!local) throw new ConfigurationError('Stripe is not configured: stripeSecretKey');
      return local;
    };
  },
};
