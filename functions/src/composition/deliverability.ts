/** Each account's suppression list, and the signed tokens of its recipients' unsubscribe links. */
import type { SuppressionList } from '#ports/suppressions';
import { hmacUnsubscribeTokens, type UnsubscribeTokens } from '../services/deliverability/unsubscribe-token';
import { dynamoSuppressionList } from '../store/suppressions';
import { config } from './runtime';
import type { Part } from './scope';
import { sessionSecret } from './session-secret';
import { tableClient } from './stores';

export const suppressionList: Part<SuppressionList> = {
  build: (use) => dynamoSuppressionList(use(tableClient), use(config).tableName),
};

export const unsubscribeTokens: Part<UnsubscribeTokens> = {
  build: (use) => {
    return hmacUnsubscribeTokens(use(sessionSecret));
  },
};
