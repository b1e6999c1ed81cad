/**
 * Subscriptions (docs/product.md sections 1, 3, 4, 7 and 9): what the subscribe, subscription and help screens
 * send and read, and the payment diagnostics' shapes. zod/mini, as schemas/fields.ts says why.
 */
import './schemas/zod-config';
import * as z from 'zod/mini';
import type {
  cancelSubscriptionResponseSchema,
  stripeApiTestResponseSchema,
  stripeConfigStatusSchema,
  stripePriceTestResponseSchema,
  stripeTestResponseSchema,
  stripeWebhookStatusSchema,
  subscriptionResponseSchema,
} from './schemas/responses';

/** The plans a payment buys: Free needs none. */
export const PAID_TIERS = ['silver', 'gold'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** `POST /api/create-subscription`. */
export const createSubscriptionSchema = z.object({
  tier: z.enum(PAID_TIERS, 'Choose the Silver or Gold plan'),
});

/** `POST /api/cancel-subscription`: the user must have confirmed that their data will be deleted. */
export const cancelSubscriptionSchema = z.object({
  confirmDataDeletion: z.literal(true, 'Confirm that you understand what cancelling deletes'),
});

/**
 * `POST /api/create-subscription` answers (docs/product.md section 3):
 *   - `active`: the user already has this plan ('Already Subscribed');
 *   - `incomplete`: confirm `clientSecret` (a PaymentIntent's, or a SetupIntent's `seti_…`);
 *   - `pending`: nothing to confirm; the plan changes when the payment provider reports the payment.
 * `publishableKey` is Stripe's, for the Payment Element; null with the local test-payment provider.
 */
export type SubscriptionResponse = z.output<typeof subscriptionResponseSchema>;

/** `currentPeriodEnd`: when the paid plan ends and the account moves to Free (ISO instant). */
export type CancelSubscriptionResponse = z.output<typeof cancelSubscriptionResponseSchema>;

/** The local test-payment provider's client secrets (`npm start` without STRIPE_SECRET_KEY). */
export const LOCAL_CLIENT_SECRET_PREFIX = 'local_';
export const isLocalClientSecret = (clientSecret: string) =>
  clientSecret.startsWith(LOCAL_CLIENT_SECRET_PREFIX);
/** Stripe's SetupIntent secrets: the first invoice needs no payment now, only the card saved. */
export const isSetupIntentSecret = (clientSecret: string) => clientSecret.startsWith('seti_');

/**
 * docs/product.md section 9: data deletion within 15 days after cancellation. What is deleted, and when, is
 * docs/decisions/011.
 */
export const DATA_DELETION_DAYS = 15;

// Payment diagnostics (docs/product.md sections 3 and 7), under /api/stripe/. Flags and public URLs only.

/** Prices' amounts are in cents. */
export type StripeTestResponse = z.output<typeof stripeTestResponseSchema>;
export type StripePriceSummary = NonNullable<StripeTestResponse['prices']['silver']>;

export type StripeConfigStatus = z.output<typeof stripeConfigStatusSchema>;

export type StripeApiTestResponse = z.output<typeof stripeApiTestResponseSchema>;

export type StripePriceTestResponse = z.output<typeof stripePriceTestResponseSchema>;

export type StripeWebhookStatus = z.output<typeof stripeWebhookStatusSchema>;
