/**
 * Payment events and what follows them (services/billing), for the Stripe webhook and the local
 * test-payment provider alike. No `stripe` package here: the webhook verifies the signature
 * itself, and the local provider needs none.
 */

import type { BillingEventOutcome } from '#src/services/billing/handle-billing-event';
import { handleBillingEvent } from '#src/services/billing/handle-billing-event';
import { dynamoProcessedEvents } from '#src/store/processed-events';
import { dataDeletions } from './data-deletion';
import { messageDispatch } from './message-dispatch';
import { operationMetrics } from './metrics';
import { clock, config } from './runtime';
import type { Part } from './scope';
import { tableClient, users } from './stores';
import { planPrices, stripeSettings } from './stripe-settings';

export const billingEvents: Part<(event: unknown) => Promise<BillingEventOutcome>> = {
  build: (use) => {
    const settings = use(stripeSettings);
    const dependencies = {
      users: use(users),
      deletions: use(dataDeletions),
      events: dynamoProcessedEvents(use(tableClient), use(config).tableName, use(clock)),
      prices: async () => planPrices(await settings()),
      dispatch: use(messageDispatch),
      clock: use(clock),
      helpUrl: new URL('/help', use(config).publicUrl).href,
      metrics: use(operationMetrics),
    };
    return (event) => handleBillingEvent(dependencies, event);
  },
};
