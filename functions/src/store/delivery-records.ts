/**
 * Delivery records (docs/decisions/014): `DELIVERY#<userId>` /
 * `<projectId>#<deadlineId>#<alertKey>#<channel>#<recipient>`, one per message of an alert, so a
 * project's are one Query beside its alerts. Their own partition, neither `USER#` nor `ALERTS#`:
 * the table's stream wakes SyncAlerts and ApplySchedules on those (routes.ts STREAM_FUNCTIONS), and
 * a delivery must wake neither. Deliver-alert may read and update this partition and no other (an
 * IAM `dynamodb:LeadingKeys` condition, infra/lib/data.ts).
 *
 * This module is what deliver-alert bundles: the key shapes and its operations, over the plain
 * DynamoDB client with the few attribute values written out, because the document client
 * (lib-dynamodb, util-dynamodb: 11 KB) would take deliver-alert, which holds SES too, past the
 * 250 KB budget (docs/decisions/006). The table functions' side is store/alert-deliveries.ts.
 */
import {
  type AttributeValue,
  BatchGetItemCommand,
  type DynamoDBClient,
  UpdateItemCommand,
  type UpdateItemCommandInput,
} from '@aws-sdk/client-dynamodb';
import type { AlertKey, DeliveryState } from '@lienminder/shared';
import { DELIVERY_PARTITION_PREFIX, PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type {
  DeliveryKey,
  DeliveryLedger,
  DeliveryRecord,
  DeliverySkipReason,
} from '#src/ports/alert-deliveries';
import { conditionHeld } from './condition-failure';
import { dayShardPartition } from './day-shard-keys';

/** The stack grants deliver-alert these partitions alone (infra/lib/data.ts). */
export const deliveryPartition = (userId: string) => `${DELIVERY_PARTITION_PREFIX}${userId}`;
/** The dashboard's summary: kept in the same partition, so deliver-alert's narrow grant covers it. */
export const LAST_SENT_SORT_KEY = 'LAST_SENT';

/**
 * The account's closing, noted where deliver-alert can read it: store/account-closing.ts writes it
 * right after the account's own mark, and once the rest is gone marks it `closed`, to expire
 * when the closed sign-in's notice does: a delivery retried after the deletion (Lambda's retries,
 * a replayed dead-letter queue) would otherwise find no record and send.
 */
export const closingNoteKey = (userId: string) => ({
  [TABLE_KEYS.pk]: deliveryPartition(userId),
  [TABLE_KEYS.sk]: 'ACCOUNT_CLOSING',
});

/** The note's item: from the mark (`closingSince`); once closed, `closed` until `closedUntil` (Unix seconds). */
export const closingNoteItem = (userId: string, closingSince: string, closedUntil?: number) => ({
  ...closingNoteKey(userId),
  entity: 'accountClosing',
  closingSince,
  ...(closedUntil === undefined ? {} : { closed: true, [TABLE_KEYS.ttl]: closedUntil }),
});
const HISTORY_SECONDS = 365 * 86_400;
const BATCH_GET_LIMIT = 100;

export const deliverySortKey = (key: DeliveryKey) =>
  `${key.projectId}#${key.deadlineId}#${key.alertKey}#${key.channel}#${key.to}`;

export const deliveryKey = (key: DeliveryKey) => ({
  [TABLE_KEYS.pk]: deliveryPartition(key.userId),
  [TABLE_KEYS.sk]: deliverySortKey(key),
});

/**
 * A sent message sits in gsi1 under its provider's id, so that the provider's later report (SES's
 * events, Twilio's status callback) finds its record with one Query.
 */
export const SENT_MESSAGE_PREFIX = PARTITION_KEYS.sentMessage;

/**
 * The reconciler's due index (store/alert-deliveries.ts): an unsent message sits under the UTC day it
 * is due to be handed over again, in its user's shard, sorted by that instant. Here because
 * deliver-alert moves a text held by the SMS hours to the next 8:00 in it.
 */
export const DELIVERY_DUE_PREFIX = PARTITION_KEYS.deliveryDue;

export const dueDay = (at: Date) => at.toISOString().slice(0, 10);

export const deliveryDueIndex = (key: DeliveryKey, due: Date) => ({
  [TABLE_KEYS.gsi1pk]: dayShardPartition(DELIVERY_DUE_PREFIX, dueDay(due), key.userId),
  [TABLE_KEYS.gsi1sk]: `${due.toISOString()}#${deliverySortKey(key)}`,
});

/** A record's expiry: a year after its last change, it is history. */
export const deliveryExpiresAt = (at: Date) => Math.floor(at.getTime() / 1000) + HISTORY_SECONDS;

const S = (value: string): AttributeValue => ({ S: value });
const N = (value: number): AttributeValue => ({ N: String(value) });
const NULL: AttributeValue = { NULL: true };
const text = (value: AttributeValue | undefined) => value?.S ?? null;

const rawKey = (key: DeliveryKey) => ({
  [TABLE_KEYS.pk]: S(deliveryPartition(key.userId)),
  [TABLE_KEYS.sk]: S(deliverySortKey(key)),
});

function toRecord(item: Record<string, AttributeValue>): DeliveryRecord {
  return {
    userId: text(item.userId) ?? '',
    projectId: text(item.projectId) ?? '',
    deadlineId: text(item.deadlineId) ?? '',
    alertKey: text(item.alertKey) as AlertKey,
    channel: text(item.channel) as DeliveryRecord['channel'],
    to: text(item.to) ?? '',
    state: text(item.state) as DeliveryState,
    providerMessageId: text(item.providerMessageId),
    reason: text(item.reason),
    at: text(item.at) ?? '',
    redeliveries: Number(item.redeliveries?.N ?? 0),
  };
}

/** Every write here is conditional; whether the condition held (a refused one changed nothing) is the answer. */
const updateIfHolds = (client: DynamoDBClient, input: UpdateItemCommandInput): Promise<boolean> =>
  conditionHeld(client.send(new UpdateItemCommand(input)));

type RawKey = Record<string, AttributeValue>;

/**
 * The items at the given keys, read consistently in batches (BatchGetItem: deliver-alert's grant
 * has no GetItem); absent ones are left out.
 */
async function getItems(client: DynamoDBClient, tableName: string, keys: RawKey[]): Promise<RawKey[]> {
  const items: RawKey[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_LIMIT) {
    let pending = keys.slice(start, start + BATCH_GET_LIMIT);
    while (pending.length > 0) {
      const answer = await client.send(
        new BatchGetItemCommand({
          RequestItems: { [tableName]: { Keys: pending, ConsistentRead: true } },
        }),
      );
      items.push(...(answer.Responses?.[tableName] ?? []));
      pending = (answer.UnprocessedKeys?.[tableName]?.Keys ?? []) as RawKey[];
    }
  }
  return items;
}

/** Taking a message for one send until `until`, unless it is sent or another delivery holds it. */
const takeUpdate = (tableName: string, key: DeliveryKey, at: Date, until: Date): UpdateItemCommandInput => ({
  TableName: tableName,
  Key: rawKey(key),
  // A record never claimed is taken too, as markSent completes one (its expiry set).
  ConditionExpression:
    'attribute_not_exists(#state) OR (#state <> :sent AND (attribute_not_exists(sendingUntil) OR sendingUntil < :at))',
  UpdateExpression: 'SET sendingUntil = :until, #ttl = if_not_exists(#ttl, :ttl)',
  ExpressionAttributeNames: { '#state': 'state', '#ttl': TABLE_KEYS.ttl },
  ExpressionAttributeValues: {
    ':sent': S('sent' satisfies DeliveryState),
    ':at': S(at.toISOString()),
    ':until': S(until.toISOString()),
    ':ttl': N(deliveryExpiresAt(at)),
  },
});

/** A message sent, unless it already was: the record made whole and found by the provider's id. */
const sentUpdate = (
  tableName: string,
  key: DeliveryKey,
  providerMessageId: string,
  at: Date,
): UpdateItemCommandInput => ({
  TableName: tableName,
  Key: rawKey(key),
  ConditionExpression: 'attribute_not_exists(#state) OR #state <> :sent',
  // The content was kept only to hand the message over again; the due index entry gives way
  // to the provider's id (SENT_MESSAGE_PREFIX). The identity is set too, so that even a
  // record this never saw is whole.
  UpdateExpression:
    'SET #state = :sent, providerMessageId = :id, #at = :at, reason = :none, userId = :userId, ' +
    'projectId = :projectId, deadlineId = :deadlineId, alertKey = :alertKey, channel = :channel, ' +
    '#to = :to, entity = :entity, #ttl = :ttl, #gsi1pk = :sentPk, #gsi1sk = :sentSk ' +
    'REMOVE message, sendingUntil',
  ExpressionAttributeNames: {
    '#state': 'state',
    '#at': 'at',
    '#to': 'to',
    '#ttl': TABLE_KEYS.ttl,
    '#gsi1pk': TABLE_KEYS.gsi1pk,
    '#gsi1sk': TABLE_KEYS.gsi1sk,
  },
  ExpressionAttributeValues: {
    ':sent': S('sent' satisfies DeliveryState),
    ':id': S(providerMessageId),
    ':at': S(at.toISOString()),
    ':none': NULL,
    ':userId': S(key.userId),
    ':projectId': S(key.projectId),
    ':deadlineId': S(key.deadlineId),
    ':alertKey': S(key.alertKey),
    ':channel': S(key.channel),
    ':to': S(key.to),
    ':entity': S('delivery'),
    ':ttl': N(deliveryExpiresAt(at)),
    ':sentPk': S(`${SENT_MESSAGE_PREFIX}${providerMessageId}`),
    ':sentSk': S(deliverySortKey(key)),
  },
});

/** A failed attempt on a claimed message, let go at once. */
const failedUpdate = (
  tableName: string,
  key: DeliveryKey,
  reason: string,
  at: Date,
): UpdateItemCommandInput => ({
  TableName: tableName,
  Key: rawKey(key),
  // Only a claimed message: a failure never creates a record, nor overwrites a sent one.
  ConditionExpression: 'attribute_exists(#state) AND #state <> :sent',
  // Let go at once: Lambda's retry may send it again without waiting for the hold to lapse.
  UpdateExpression: 'SET #state = :failed, reason = :reason, #at = :at REMOVE sendingUntil',
  ExpressionAttributeNames: { '#state': 'state', '#at': 'at' },
  ExpressionAttributeValues: {
    ':sent': S('sent' satisfies DeliveryState),
    ':failed': S('failed' satisfies DeliveryState),
    ':reason': S(reason),
    ':at': S(at.toISOString()),
  },
});

/** A claimed message that will not be sent, for good. */
const skippedUpdate = (
  tableName: string,
  key: DeliveryKey,
  reason: DeliverySkipReason,
  at: Date,
): UpdateItemCommandInput => ({
  TableName: tableName,
  Key: rawKey(key),
  // Only a claimed, unsent message; final, so the content and the index entry go.
  ConditionExpression: 'attribute_exists(#state) AND #state <> :sent',
  UpdateExpression:
    'SET #state = :skipped, reason = :reason, #at = :at, #ttl = :ttl REMOVE message, #gsi1pk, #gsi1sk',
  ExpressionAttributeNames: {
    '#state': 'state',
    '#at': 'at',
    '#ttl': TABLE_KEYS.ttl,
    '#gsi1pk': TABLE_KEYS.gsi1pk,
    '#gsi1sk': TABLE_KEYS.gsi1sk,
  },
  ExpressionAttributeValues: {
    ':sent': S('sent' satisfies DeliveryState),
    ':skipped': S('skipped' satisfies DeliveryState),
    ':reason': S(reason),
    ':at': S(at.toISOString()),
    ':ttl': N(deliveryExpiresAt(at)),
  },
});

/** A claimed message held back by the SMS hours: due again from `until`. */
function deferUpdate(tableName: string, key: DeliveryKey, until: Date, at: Date): UpdateItemCommandInput {
  const index = deliveryDueIndex(key, until);
  return {
    TableName: tableName,
    Key: rawKey(key),
    // Only a claimed, unsent message: it stays due, from `until` on, for the reconciler, and is
    // let go at once; its hand-overs are not counted (a night's wait is not a failure).
    ConditionExpression: 'attribute_exists(#state) AND #state <> :sent AND #state <> :skipped',
    UpdateExpression:
      'SET reason = :reason, #at = :at, #gsi1pk = :duePk, #gsi1sk = :dueSk REMOVE sendingUntil',
    ExpressionAttributeNames: {
      '#state': 'state',
      '#at': 'at',
      '#gsi1pk': TABLE_KEYS.gsi1pk,
      '#gsi1sk': TABLE_KEYS.gsi1sk,
    },
    ExpressionAttributeValues: {
      ':sent': S('sent' satisfies DeliveryState),
      ':skipped': S('skipped' satisfies DeliveryState),
      ':reason': S('quiet_hours_deferred' satisfies DeliverySkipReason),
      ':at': S(at.toISOString()),
      ':duePk': S(index[TABLE_KEYS.gsi1pk]),
      ':dueSk': S(index[TABLE_KEYS.gsi1sk]),
    },
  };
}

/** The user's last sending time, only ever moved forward: the dashboard's summary item. */
const lastSentUpdate = (tableName: string, userId: string, at: Date): UpdateItemCommandInput => ({
  TableName: tableName,
  Key: { [TABLE_KEYS.pk]: S(deliveryPartition(userId)), [TABLE_KEYS.sk]: S(LAST_SENT_SORT_KEY) },
  ConditionExpression: 'attribute_not_exists(lastSentAt) OR lastSentAt < :at',
  UpdateExpression: 'SET lastSentAt = :at, entity = :entity',
  ExpressionAttributeValues: { ':at': S(at.toISOString()), ':entity': S('delivery-summary') },
});

export function dynamoDeliveryLedger(client: DynamoDBClient, tableName: string): DeliveryLedger {
  return {
    getAll: async (keys) => (await getItems(client, tableName, keys.map(rawKey))).map(toRecord),
    async accountClosing(userId) {
      const note = closingNoteKey(userId);
      const raw = { [TABLE_KEYS.pk]: S(note[TABLE_KEYS.pk]), [TABLE_KEYS.sk]: S(note[TABLE_KEYS.sk]) };
      const [found] = await getItems(client, tableName, [raw]);
      if (!found) return null;
      return found.closed?.BOOL === true ? 'closed' : 'closing';
    },
    take: (key, at, until) => updateIfHolds(client, takeUpdate(tableName, key, at, until)),
    markSent: (key, providerMessageId, at) =>
      updateIfHolds(client, sentUpdate(tableName, key, providerMessageId, at)),
    async markFailed(key, reason, at) {
      await updateIfHolds(client, failedUpdate(tableName, key, reason, at));
    },
    markSkipped: (key, reason, at) => updateIfHolds(client, skippedUpdate(tableName, key, reason, at)),
    defer: (key, until, at) => updateIfHolds(client, deferUpdate(tableName, key, until, at)),
    async noteLastSent(userId, at) {
      await updateIfHolds(client, lastSentUpdate(tableName, userId, at));
    },
  };
}
