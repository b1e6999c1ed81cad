/**
 * Payment events and what follows them (services/billing), for the Stripe webhook and the local
 * test-payment provider alike, and the daily data deletion job. No `stripe` package here: the
 * webhook verifies the signature itself, and the local provider needs none.
 */

import type { DataDeletions } from '#ports/data-deletions';
import { type DataDeletionReport, deleteLapsedData } from '../services/billing/delete-lapsed-data';
import type { BillingEventOutcome } from '../services/billing/handle-billing-event';
import { handleBillingEvent } from '../services/billing/handle-billing-event';
import { dynamoDataDeletions } from '../store/data-deletions';
import { dynamoProcessedEvents } from '../store/processed-events';
import { messageDispatch } from './message-dispatch';
import { clock, config } from './runtime';
import type { Part } from './scope';
import { projects, tableClient, users } from './stores';
import { planPrices, stripeSettings } from './stripe-settings';

export const dataDeletions: Part<DataDeletions> = {
  build: (use) => dynamoDataDeletions(use(tableClient), use(config).tableName),
};

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
    };
    return (event) => handleBillingEvent(dependencies, event);
  },
};

export const lapsedDataDeletion: Part<() => Promise<DataDeletionReport>> = {
  build: (use) => {
    const dependencies = {
      deletions: use(dataDeletions),
      users: use(users),
      projects: use(projects),
      clock: use(clock),
    };
    return () => deleteLapsedData(dependencies);
  },
};
