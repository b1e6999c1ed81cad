/** Each account's suppression list, and the signed tokens of its recipients' unsubscribe links. */
import type { SuppressionList } from '#src/ports/suppressions';
import {
  hmacUnsubscribeTokens,
  type UnsubscribeTokens,
} from '#src/services/deliverability/unsubscribe-token';
import {
  dynamoSuppressionLifts,
  dynamoSuppressionList,
  dynamoSuppressionOutcomes,
  dynamoSuppressionReads,
} from '#src/store/suppressions';
import { config } from './runtime';
import type { Part } from './scope';
import { sessionSecret } from './session-secret';
import { tableClient } from './stores';

export const suppressionList: Part<SuppressionList> = {
  build: (use) => dynamoSuppressionList(use(tableClient), use(config).tableName),
};

/** What a project write needs of the list: lifting a stop on an address typed anew. */
export const suppressionLifts: Part<Pick<SuppressionList, 'lift'>> = {
  build: (use) => dynamoSuppressionLifts(use(tableClient), use(config).tableName),
};

/** What reading the list needs: send-alert, the dashboard and the alert history (without the writes). */
export const suppressionReads: Part<Pick<SuppressionList, 'list' | 'listMissed' | 'forgetMissed'>> = {
  build: (use) => dynamoSuppressionReads(use(tableClient), use(config).tableName),
};

/** What the email and text outcome webhooks write to the list, without its reads. */
export const suppressionOutcomes: Part<
  Pick<SuppressionList, 'suppress' | 'countFailure' | 'clearFailures' | 'noteMissed'>
> = {
  build: (use) => dynamoSuppressionOutcomes(use(tableClient), use(config).tableName),
};

export const unsubscribeTokens: Part<UnsubscribeTokens> = {
  build: (use) => {
    return hmacUnsubscribeTokens(use(sessionSecret));
  },
};
