/**
 * The card-payment provider (spec section 1): Stripe, or locally with no STRIPE_SECRET_KEY the
 * local test-payment provider (adapters/local/local-payments.ts). Prices are the provider's ids.
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
  /** A new monthly subscription, waiting for its first payment. */
  subscribe(input: { customerId: string; priceId: string; userId: string }): Promise<SubscriptionPayment>;
  /** Moves the existing subscription to another price, charging the prorated difference now. */
  changePrice(input: { subscriptionId: string; priceId: string }): Promise<SubscriptionPayment>;
  /** Ends the subscription at the end of the period paid for; answers that instant. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<{ periodEnd: Date }>;
}

/** The price ids of the paid plans, from the app secret (STRIPE_PRICE_* locally). */
export interface PlanPrices {
  silver: string;
  gold: string;
}

/** The Stripe settings from the app secret; flags of them are all the diagnostics show. */
export interface StripeSettings {
  secretKey: string | undefined;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  silverPriceId: string | undefined;
  goldPriceId: string | undefined;
  /** Local runtime, no secret key: the local test-payment provider (adapters/local/local-payments.ts). */
  localProvider: boolean;
}
