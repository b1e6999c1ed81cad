/**
 * The local test-payment provider (adapters/local-payments.ts), its records in the table: the
 * payment functions hold none of it in AWS, so the app hands it over. Null in AWS.
 */

import { type LocalPayments, localPayments } from '#local/adapters/local-payments';
import { dynamoLocalPaymentRecords } from '#local/store/local-payments';
import { clock, config, ids } from '#src/composition/runtime';
import type { Part } from '#src/composition/scope';
import { tableClient } from '#src/composition/stores';
import { runsLocally } from './runs-locally';

export const localTestPayments: Part<LocalPayments | null> = {
  build: (use) => {
    if (!runsLocally(use)) return null;
    const { tableName } = use(config);
    return localPayments(dynamoLocalPaymentRecords(use(tableClient), tableName), use(clock), use(ids));
  },
};
