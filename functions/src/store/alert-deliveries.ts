/**
 * The table functions' side of the delivery records (key shapes and deliver-alert's side:
 * store/delivery-records.ts): the pending records of a claim, skipped messages, a project's records
 * for its history, the dashboard's last-sent summary, and the reconciler's due index.
 *
 * A message not yet sent sits in the index under the UTC day it is due to be handed over again,
 * `DELIVERYDUE#<date>#<shard>` sorted by that instant (the shard of the user, store/day-shards.ts),
 * so the reconciler reads a few small Queries per day, no Scan.
 * Sent, skipped and given-up messages leave the index and expire a year later.
 */
import { type DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeliveryState } from '@lienminder/shared';
import { TABLE_KEYS } from '#src/keys';
import type {
  AlertDeliveries,
  DeliveryKey,
  DeliveryRecord,
  OutcomeReport,
  PendingDelivery,
} from '#src/ports/alert-deliveries';
import type { OutgoingMessage } from '#src/ports/message-dispatch';
import { conditionHeld, isConditionFailure } from './condition-failure';
import { allDayShardPartitions, queryDayShards } from './day-shards';
import {
  DELIVERY_DUE_PREFIX,
  deliveryExpiresAt,
  deliveryKey,
  deliveryPartition,
  dueDay,
  deliveryDueIndex as dueIndex,
  LAST_SENT_SORT_KEY,
  SENT_MESSAGE_PREFIX,
} from './delivery-records';
import { queryAll } from './query-all';
import type { TransactionItem } from './transactions';

/** How many days of the due index the reconciler reads back: it runs every few minutes. */
const DUE_DAYS_READ = 3;
const DAY_MS = 86_400_000;

const identity = (key: DeliveryKey): DeliveryKey => ({
  userId: key.userId,
  projectId: key.projectId,
  deadlineId: key.deadlineId,
  alertKey: key.alertKey,
  channel: key.channel,
  to: key.to,
});

/**
 * A message claimed for delivery, as a Put inside the claim's transaction (store/delivery-claims.ts):
 * `pending`, with its content, due to be handed over again at `due` unless sent by then.
 */
export function pendingDeliveryPut(
  tableName: string,
  message: OutgoingMessage,
  key: DeliveryKey,
  at: Date,
  due: Date,
): NonNullable<TransactionItem['Put']> {
  return {
    TableName: tableName,
    Item: {
      ...deliveryKey(key),
      entity: 'delivery',
      ...dueIndex(key, due),
      ...identity(key),
      state: 'pending' satisfies DeliveryState,
      providerMessageId: null,
      reason: null,
      at: at.toISOString(),
      redeliveries: 0,
      message,
      [TABLE_KEYS.ttl]: deliveryExpiresAt(at),
    },
  };
}

/** A message that will not be sent, with its reason (opted out, not in the plan, the SMS hours). */
export const skippedDeliveryItem = (record: DeliveryRecord) => ({
  ...deliveryKey(record),
  entity: 'delivery',
  ...record,
  [TABLE_KEYS.ttl]: deliveryExpiresAt(new Date(record.at)),
});

function toRecord(item: Record<string, unknown>): DeliveryRecord {
  return {
    userId: item.userId as string,
    projectId: item.projectId as string,
    deadlineId: item.deadlineId as string,
    alertKey: item.alertKey as DeliveryRecord['alertKey'],
    channel: item.channel as DeliveryRecord['channel'],
    to: item.to as string,
    state: item.state as DeliveryState,
    providerMessageId: (item.providerMessageId ?? null) as string | null,
    reason: (item.reason ?? null) as string | null,
    at: item.at as string,
    redeliveries: typeof item.redeliveries === 'number' ? item.redeliveries : 0,
    outcome:
      typeof item.outcome === 'object' && item.outcome !== null ? (item.outcome as OutcomeReport) : null,
  };
}

/** The table the delivery records are in, for the named parts below. */
interface DeliveryTable {
  client: DynamoDBDocumentClient;
  tableName: string;
}

/** The parts of a reconciler's update beside its key and condition. */
interface RecordUpdate {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/**
 * The reconciler's updates: only over the record as read, so a message sent, or handed over by
 * another run, meanwhile is left alone (false then).
 */
async function updateAsRead(
  { client, tableName }: DeliveryTable,
  update: RecordUpdate,
  record: PendingDelivery,
): Promise<boolean> {
  return conditionHeld(
    client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: deliveryKey(record),
        ConditionExpression: '#state <> :sent AND redeliveries = :read',
        UpdateExpression: update.UpdateExpression,
        ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#state': 'state' },
        ExpressionAttributeValues: {
          ...update.ExpressionAttributeValues,
          ':sent': 'sent',
          ':read': record.redeliveries,
        },
      }),
    ),
  );
}

/** When the user's last message went out: the dashboard's summary item. */
async function lastSentAt({ client, tableName }: DeliveryTable, userId: string): Promise<string | null> {
  const answer = await client.send(
    new GetCommand({
      TableName: tableName,
      Key: { [TABLE_KEYS.pk]: deliveryPartition(userId), [TABLE_KEYS.sk]: LAST_SENT_SORT_KEY },
    }),
  );
  return typeof answer.Item?.lastSentAt === 'string' ? answer.Item.lastSentAt : null;
}

/** A project's delivery records, for its alert history. */
async function listForProject({ client, tableName }: DeliveryTable, userId: string, projectId: string) {
  const items = await queryAll(client, {
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk, '#sk': TABLE_KEYS.sk },
    ExpressionAttributeValues: { ':pk': deliveryPartition(userId), ':prefix': `${projectId}#` },
  });
  return items.map(toRecord);
}

/** Messages not sent whose hand-over is due by `now`, from the last few days' shards of the due index. */
async function listDue({ client, tableName }: DeliveryTable, now: Date) {
  const partitions = Array.from({ length: DUE_DAYS_READ }, (_, back) =>
    allDayShardPartitions(DELIVERY_DUE_PREFIX, dueDay(new Date(now.getTime() - back * DAY_MS))),
  ).flat();
  const items = await queryDayShards(client, partitions, (partition) => ({
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk AND #sk <= :now',
    ExpressionAttributeNames: { '#pk': TABLE_KEYS.gsi1pk, '#sk': TABLE_KEYS.gsi1sk },
    // `~` sorts above the `#` after each instant: every message due up to `now` inclusive.
    ExpressionAttributeValues: { ':pk': partition, ':now': `${now.toISOString()}~` },
  }));
  return items.map((item) => ({ ...toRecord(item), message: item.message as OutgoingMessage }));
}

/** A message handed over once more: counted, and due again at `next`. */
function rearmDue(table: DeliveryTable, record: PendingDelivery, next: Date) {
  const index = dueIndex(record, next);
  return updateAsRead(
    table,
    {
      UpdateExpression: 'SET redeliveries = :count, #gsi1pk = :duePk, #gsi1sk = :dueSk',
      ExpressionAttributeNames: { '#gsi1pk': TABLE_KEYS.gsi1pk, '#gsi1sk': TABLE_KEYS.gsi1sk },
      ExpressionAttributeValues: {
        ':count': record.redeliveries + 1,
        ':duePk': index[TABLE_KEYS.gsi1pk],
        ':dueSk': index[TABLE_KEYS.gsi1sk],
      },
    },
    record,
  );
}

/** The record of the message a provider names by its id (an SES event, Twilio's status callback). */
async function findSent({ client, tableName }: DeliveryTable, providerMessageId: string) {
  const answer = await client.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: TABLE_KEYS.gsi1Name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': TABLE_KEYS.gsi1pk },
      ExpressionAttributeValues: { ':pk': `${SENT_MESSAGE_PREFIX}${providerMessageId}` },
      Limit: 1,
    }),
  );
  const item = answer.Items?.[0];
  return item ? toRecord(item) : null;
}

/** What the provider reported after taking the message, unless a worse report stands. */
async function recordOutcome({ client, tableName }: DeliveryTable, key: DeliveryKey, report: OutcomeReport) {
  try {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: deliveryKey(key),
        // SES may report a delivery after a complaint's event was handled (events arrive in any
        // order): the message's worse fate stands.
        ConditionExpression:
          'attribute_exists(#state) AND (attribute_not_exists(#outcome) OR #outcome.#outcome = :delivered OR :outcome <> :delivered)',
        UpdateExpression: 'SET #outcome = :report',
        ExpressionAttributeNames: { '#state': 'state', '#outcome': 'outcome' },
        ExpressionAttributeValues: {
          ':report': report,
          ':outcome': report.outcome,
          ':delivered': 'delivered',
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** A message the reconciler stops handing over: failed for good, out of the due index. */
const giveUp = (table: DeliveryTable, record: PendingDelivery, reason: string, at: Date) =>
  updateAsRead(
    table,
    {
      UpdateExpression: 'SET #state = :failed, reason = :reason, #at = :at REMOVE message, #gsi1pk, #gsi1sk',
      ExpressionAttributeNames: {
        '#gsi1pk': TABLE_KEYS.gsi1pk,
        '#gsi1sk': TABLE_KEYS.gsi1sk,
        '#at': 'at',
      },
      ExpressionAttributeValues: { ':failed': 'failed', ':reason': reason, ':at': at.toISOString() },
    },
    record,
  );

export function dynamoAlertDeliveries(client: DynamoDBDocumentClient, tableName: string): AlertDeliveries {
  const table: DeliveryTable = { client, tableName };
  return {
    lastSentAt: (userId) => lastSentAt(table, userId),
    listForProject: (userId, projectId) => listForProject(table, userId, projectId),
    listDue: (now) => listDue(table, now),
    rearmDue: (record, next) => rearmDue(table, record, next),
    findSent: (providerMessageId) => findSent(table, providerMessageId),
    recordOutcome: (key, report) => recordOutcome(table, key, report),
    giveUp: (record, reason, at) => giveUp(table, record, reason, at),
  };
}
