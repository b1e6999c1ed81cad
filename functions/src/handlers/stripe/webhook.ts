/**
 * POST /api/stripe/webhook: Stripe's events, verified with Stripe's own signature code against the
 * raw body before anything is read (400 and nothing changed when the signature is missing, wrong or
 * older than Stripe's five-minute tolerance), then handled as services/billing says. Its body may
 * be larger than other routes' (http/json-body.ts); the local server reads it by the manifest's limit.
 */
import Stripe from 'stripe';
import { STRIPE_EVENT_MAX_BODY_BYTES } from '#src/body-limits';
import { apiHandler } from '#src/composition/api-handler';
import { billingEvents } from '#src/composition/billing';
import { use } from '#src/composition/scope';
import { stripeSettings } from '#src/composition/stripe-settings';
import { InvalidStripeSignature, WebhookNotConfigured } from '#src/errors';
import { json } from '#src/http/responses';

export const handler = apiHandler(
  async (request) => {
    const { webhookSecret } = await use(stripeSettings)();
    if (!webhookSecret) throw new WebhookNotConfigured('Stripe');
    const signature = request.headers['stripe-signature'];
    if (!signature) throw new InvalidStripeSignature();
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.rawBody, signature, webhookSecret);
    } catch {
      throw new InvalidStripeSignature();
    }
    const outcome = await use(billingEvents)(event);
    return json(200, { received: true, outcome });
  },
  { maxBodyBytes: STRIPE_EVENT_MAX_BODY_BYTES },
);
