/**
 * The parts of Stripe's webhook events this product reads (docs/product.md section 9: invoice.payment_succeeded,
 * invoice.payment_failed, customer.subscription.deleted), checked with zod before anything is acted
 * on. The local test-payment provider emits events of the same shape (functions/local/adapters/local-payments.ts).
 */
import './zod-config';
import * as z from 'zod/mini';

/**
 * The Stripe API version these shapes are of: the Stripe client sends it with every request
 * (functions/src/composition/payments.ts, where the `stripe` package's types refuse any other), and an event of
 * another version is refused, since Stripe renders each event in its endpoint's version. The
 * invoice moved its subscription under `parent` and its line prices under `pricing` in 2025-03-31;
 * an endpoint left on an older version would send payments this code cannot read.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

const id = z.string().check(z.minLength(1));
/** Stripe's timestamps: Unix seconds. */
const seconds = z.number().check(z.int(), z.nonnegative());
/** An id, or the object when the event expanded it. */
const reference = z.union([id, z.object({ id })]);

export const invoiceSchema = z.object({
  id,
  customer: reference,
  created: seconds,
  status_transitions: z.optional(z.object({ paid_at: z.nullish(seconds) })),
  parent: z.nullish(z.object({ subscription_details: z.nullish(z.object({ subscription: reference })) })),
  lines: z.object({
    data: z.array(
      z.object({
        pricing: z.nullish(z.object({ price_details: z.optional(z.object({ price: reference })) })),
      }),
    ),
  }),
});

export const deletedSubscriptionSchema = z.object({
  id,
  customer: reference,
  created: seconds,
  ended_at: z.nullish(seconds),
  canceled_at: z.nullish(seconds),
});

export const billingEventSchema = z.object({
  id,
  type: z.string(),
  created: seconds,
  api_version: z.nullish(z.string()),
  livemode: z.optional(z.boolean()),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export type BillingEvent = z.infer<typeof billingEventSchema>;
export type BillingInvoice = z.infer<typeof invoiceSchema>;

export const stripeIdOf = (value: z.infer<typeof reference>) =>
  typeof value === 'string' ? value : value.id;

export const HANDLED_EVENT_TYPES = [
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'customer.subscription.deleted',
] as const;
