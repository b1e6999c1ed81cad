/**
 * Alert items (docs/architecture.md section 4): `ALERTS#<userId>` / `<projectId>#<deadlineId>#<alertKey>`, so a
 * project's alerts are one Query. They sit in their own partition, not the user's: the dashboard
 * reads the whole user partition, and a Gold user's ~1,450 alerts would triple that read; and the
 * table's stream tells the two apart by partition (routes.ts STREAM_FUNCTIONS). A `scheduled` alert
 * sits in the index under the Florida day it fires on, `ALERTDAY#<localDate>#<shard>` sorted by
 * instant (store/day-shards.ts), so the daily sweep reads the days ahead as small Queries. One
 * beyond the scheduling window (lib/scheduling-window.ts) sits under
 * `ALERTUNSCHEDULED#<shard>` sorted by day instead, until the sweep schedules it: one Query per
 * shard finds every alert whose day has come into range, however many sweeps failed before. Sent
 * and skipped alerts leave the index and expire a year later.
 */
import {
  type DynamoDBDocumentClient,
  GetCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ALERTS_PARTITION_PREFIX, PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { AlertRecord, AlertStore } from '#src/ports/alert-store';
import type { AlertPayload } from '#src/ports/scheduler';
import { readAlertItem } from './alert-items';
import { batchWrite } from './batch-write';
import { conditionHeld } from './condition-failure';
import {
  allDayShardPartitions,
  allUserShardPartitions,
  dayShardPartition,
  queryDayShards,
  userShardPartition,
} from './day-shards';
import { queryAll } from './query-all';
import type { TransactionItem } from './transactions';

const HISTORY_SECONDS = 365 * 86_400;

const alertsPartition = (userId: string) => `${ALERTS_PARTITION_PREFIX}${userId}`;

const alertKey = (alert: Pick<AlertPayload, 'userId' | 'projectId' | 'deadlineId' | 'alertKey'>) => ({
  [TABLE_KEYS.pk]: alertsPartition(alert.userId),
  [TABLE_KEYS.sk]: `${alert.projectId}#${alert.deadlineId}#${alert.alertKey}`,
});

export const ALERT_DAY_PREFIX = PARTITION_KEYS.alertDay;
/** Pending alerts beyond the scheduling window, with no schedule yet. */
export const UNSCHEDULED_ALERTS_PREFIX = PARTITION_KEYS.unscheduledAlerts;

type IndexedAlert = Pick<AlertRecord, 'userId' | 'localDate' | 'fireAt' | 'deadlineId' | 'alertKey'>;

/**
 * The index entry of an alert holding a schedule: its day's shard, by instant, then user, so one
 * Query finds a user's alerts of one 9:00 (the morning's take, services/alerts/send-alert.ts).
 * Entries written before the user was in the key sort by instant all the same; the take does not
 * find them, and such an alert goes out on its own when it fires.
 */
export const alertDayIndex = (alert: IndexedAlert) => ({
  [TABLE_KEYS.gsi1pk]: dayShardPartition(ALERT_DAY_PREFIX, alert.localDate, alert.userId),
  [TABLE_KEYS.gsi1sk]: `${alert.fireAt}#${alert.userId}#${alert.deadlineId}#${alert.alertKey}`,
});

/** The index entry of an alert waiting for the scheduling window: its user's shard, by day. */
export const unscheduledAlertIndex = (alert: IndexedAlert) => ({
  [TABLE_KEYS.gsi1pk]: userShardPartition(UNSCHEDULED_ALERTS_PREFIX, alert.userId),
  [TABLE_KEYS.gsi1sk]: `${alert.localDate}#${alert.fireAt}#${alert.deadlineId}#${alert.alertKey}`,
});

function toItem(record: AlertRecord): Record<string, unknown> {
  // Only scheduled alerts can still lose their schedule: the sweep's index holds those alone.
  const index =
    record.state !== 'scheduled'
      ? { [TABLE_KEYS.ttl]: Math.floor(Date.parse(record.fireAt) / 1000) + HISTORY_SECONDS }
      : record.unscheduled
        ? unscheduledAlertIndex(record)
        : alertDayIndex(record);
  return { ...alertKey(record), entity: 'alert', ...index, ...record };
}

/**
 * The alert as a Put inside another store's transaction, in the same item shape as `putAll`: the
 * delivery claim records the alert sent in the transaction that claims it (store/delivery-claims.ts).
 */
export function alertPut(tableName: string, record: AlertRecord): NonNullable<TransactionItem['Put']> {
  return { TableName: tableName, Item: toItem(record) };
}

/** An item the store's own queries found: one that does not read as an alert is a fault, not data. */
function toRecord(item: Record<string, unknown>): AlertRecord {
  const record = readAlertItem(item);
  if (!record) throw new Error(`Alert item ${String(item[TABLE_KEYS.sk])} is not readable`);
  return record;
}

const queryRecords = async (client: DynamoDBDocumentClient, input: QueryCommandInput) =>
  (await queryAll(client, input)).map(toRecord);

/** The table an alert store reads and writes, for the named parts below. */
interface AlertTable {
  client: DynamoDBDocumentClient;
  tableName: string;
}

/** A project's alerts, read consistently: the sync decides from this list (its own writes, the last sends). */
const listForProject = ({ client, tableName }: AlertTable, userId: string, projectId: string) =>
  queryRecords(client, {
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk, '#sk': TABLE_KEYS.sk },
    ExpressionAttributeValues: { ':pk': alertsPartition(userId), ':prefix': `${projectId}#` },
    ConsistentRead: true,
  });

/** Every scheduled alert of one Florida day, from each of its day shards. */
async function listScheduledOn({ client, tableName }: AlertTable, localDate: string) {
  const partitions = allDayShardPartitions(ALERT_DAY_PREFIX, localDate);
  const items = await queryDayShards(client, partitions, (partition) => ({
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': TABLE_KEYS.gsi1pk },
    ExpressionAttributeValues: { ':pk': partition },
  }));
  return items.map(toRecord);
}

/** A user's alerts that fire at one instant: the morning's take (services/alerts/send-alert.ts). */
const listFiringAt = ({ client, tableName }: AlertTable, userId: string, localDate: string, fireAt: string) =>
  queryRecords(client, {
    TableName: tableName,
    IndexName: TABLE_KEYS.gsi1Name,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': TABLE_KEYS.gsi1pk, '#sk': TABLE_KEYS.gsi1sk },
    ExpressionAttributeValues: {
      ':pk': dayShardPartition(ALERT_DAY_PREFIX, localDate, userId),
      ':prefix': `${fireAt}#${userId}#`,
    },
  });

/** Alerts waiting for the scheduling window whose day is `lastDay` or before, from every user shard. */
async function listUnscheduledThrough({ client, tableName }: AlertTable, lastDay: string) {
  const partitions = allUserShardPartitions(UNSCHEDULED_ALERTS_PREFIX);
  const items = await queryDayShards(client, partitions, (partition) => ({
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk AND #sk < :after',
    ExpressionAttributeNames: { '#pk': TABLE_KEYS.gsi1pk, '#sk': TABLE_KEYS.gsi1sk },
    // `~` sorts above the `#` after each day: every alert of `lastDay` and before.
    ExpressionAttributeValues: { ':pk': partition, ':after': `${lastDay}~` },
  }));
  return items.map(toRecord);
}

/** Moves an alert from waiting for the window to its day's index, as read (false once it changed). */
function markInWindow({ client, tableName }: AlertTable, alert: AlertRecord, at: Date) {
  const index = alertDayIndex(alert);
  return conditionHeld(
    client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: alertKey(alert),
        // Only the alert as read: one moved, fired or removed meanwhile has been written anew.
        ConditionExpression: '#state = :scheduled AND unscheduled = :true AND fireAt = :fireAt',
        UpdateExpression: 'SET #gsi1pk = :pk, #gsi1sk = :sk, updatedAt = :at REMOVE unscheduled',
        ExpressionAttributeNames: {
          '#state': 'state',
          '#gsi1pk': TABLE_KEYS.gsi1pk,
          '#gsi1sk': TABLE_KEYS.gsi1sk,
        },
        ExpressionAttributeValues: {
          ':scheduled': 'scheduled',
          ':true': true,
          ':fireAt': alert.fireAt,
          ':pk': index[TABLE_KEYS.gsi1pk],
          ':sk': index[TABLE_KEYS.gsi1sk],
          ':at': at.toISOString(),
        },
      }),
    ),
  );
}

/** Touches a scheduled alert so that the stream re-applies its schedule (false once it is not scheduled). */
const markSwept = ({ client, tableName }: AlertTable, alert: AlertPayload, at: Date) =>
  conditionHeld(
    client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: alertKey(alert),
        // Never recreate a deleted alert, nor wake one that has fired: only a scheduled one.
        ConditionExpression: `attribute_exists(${TABLE_KEYS.pk}) AND #state = :scheduled`,
        UpdateExpression: 'SET sweptAt = :at',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':scheduled': 'scheduled', ':at': at.toISOString() },
      }),
    ),
  );

export function dynamoAlertStore(client: DynamoDBDocumentClient, tableName: string): AlertStore {
  const table: AlertTable = { client, tableName };
  return {
    listForProject: (userId, projectId) => listForProject(table, userId, projectId),
    async get(alert) {
      const answer = await client.send(new GetCommand({ TableName: tableName, Key: alertKey(alert) }));
      return answer.Item ? toRecord(answer.Item) : null;
    },
    listScheduledOn: (localDate) => listScheduledOn(table, localDate),
    listFiringAt: (userId, localDate, fireAt) => listFiringAt(table, userId, localDate, fireAt),
    listUnscheduledThrough: (lastDay) => listUnscheduledThrough(table, lastDay),
    markInWindow: (alert, at) => markInWindow(table, alert, at),
    putAll: (records) =>
      batchWrite(
        client,
        tableName,
        records.map((record) => ({ PutRequest: { Item: toItem(record) } })),
      ),
    deleteAll: (alerts) =>
      batchWrite(
        client,
        tableName,
        alerts.map((alert) => ({ DeleteRequest: { Key: alertKey(alert) } })),
      ),
    markSwept: (alert, at) => markSwept(table, alert, at),
  };
}
