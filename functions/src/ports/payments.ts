/**
 * The card-payment provider (docs/product.md section 1): Stripe, or locally with no STRIPE_SECRET_KEY the
 * local test-payment provider (functions/local/adapters/local-payments.ts). Prices are the provider's ids.
 */
export interface SubscriptionPayment {
  subscriptionId: string;
  /**
   * What the browser confirms: a PaymentIntent's secret, a SetupIntent's (`seti_…`) when the first
   * invoice needs no payment now, or null when nothing is left to confirm.
   */
  clientSecret: string | null;
}

export interface PaymentProvider {
  /** Creates the customer; the same user id always answers the same customer. */
  createCustomer(customer: { userId: string; email: string; name: string }): Promise<string>;
  /**
   * A new monthly subscription, waiting for its first payment. A repeated `requestKey` answers the
   * subscription the first request with it made (two clicks, one subscription).
   */
  subscribe(input: {
    customerId: string;
    priceId: string;
    userId: string;
    requestKey: string;
  }): Promise<SubscriptionPayment>;
  /**
   * The first payment a subscription started earlier still waits for; null once it no longer
   * does (paid, expired or cancelled).
   */
  pendingPayment(subscriptionId: string): Promise<SubscriptionPayment | null>;
  /** Moves the existing subscription to another price, charging the prorated difference now. */
  changePrice(input: { subscriptionId: string; priceId: string }): Promise<SubscriptionPayment>;
  /**
   * Ends every subscription of the customer that bills at the end of the period paid for (and
   * any still waiting for a first payment at once, so it cannot be paid later); answers the
   * latest such end, or null when the customer has none.
   */
  cancelAll(customerId: string): Promise<{ periodEnd: Date } | null>;
}

/** The price ids of the paid plans, from the Stripe secret (STRIPE_PRICE_* locally). */
export interface PlanPrices {
  silver: string;
  gold: string;
}

/**
 * The price ids of the local test-payment provider's two plans (functions/local/adapters/
 * local-payments.ts): what the plan prices are when it stands in for Stripe.
 */
export const LOCAL_PRICES: PlanPrices = { silver: 'local_price_silver', gold: 'local_price_gold' };

/** The Stripe settings from the Stripe secret; flags of them are all the diagnostics show. */
export interface StripeSettings {
  secretKey: string | undefined;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  silverPriceId: string | undefined;
  goldPriceId: string | undefined;
  /** Local runtime, no secret key: the local test-payment provider (functions/local/adapters). */
  localProvider: boolean;
}
