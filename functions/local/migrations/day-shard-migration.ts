/**
 * Items written before the day partitions were sharded (docs/decisions/023) sit in the index under
 * `ALERTDAY#<date>`, `DELIVERYDUE#<date>` or `PLANDAY#<date>`, which no reader queries any more:
 * this moves each to its user's shard. Scheduled alerts beyond the scheduling window move to
 * `ALERTUNSCHEDULED#<shard>` and take the `unscheduled` mark, so the stream deletes their schedules
 * (ApplySchedules) and the daily sweep schedules them again as they come into range: pending
 * schedules fall under the window's count. Safe to stop and run again at any point: each write is
 * conditional on the index key still being the one read (a save meanwhile wins), and an item
 * already moved is left alone. A Scan is fine here: it runs once per table, not per request. Used
 * on start by the local server, and on AWS by scripts/migrate.ts.
 */
import { type DynamoDBDocumentClient, paginateScan, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AlertKey } from '@lienminder/shared';
import { TABLE_KEYS } from '#src/keys';
import { beyondSchedulingWindow, SCHEDULING_WINDOW_DAYS } from '#src/lib/scheduling-window';
import { ALERT_DAY_PREFIX, unscheduledAlertIndex } from '#src/store/alerts';
import { isConditionFailure } from '#src/store/condition-failure';
import { dayOfPartition, dayShardPartition, isUnshardedDayPartition } from '#src/store/day-shards';
import { DELIVERY_DUE_PREFIX } from '#src/store/delivery-records';
import { PLAN_DAY_PREFIX } from '#src/store/plan-days';
import { userIdOfPartition } from '#src/store/project-items';

const { pk, sk, gsi1pk, gsi1sk } = TABLE_KEYS;
const DAY_PREFIXES = [ALERT_DAY_PREFIX, DELIVERY_DUE_PREFIX, PLAN_DAY_PREFIX];

export interface DayShardMigrationReport {
  /** Index keys moved from an unsharded day partition to their user's shard. */
  sharded: number;
  /** Of the scheduled alerts, those beyond the scheduling window now waiting for it. */
  unscheduled: number;
}

interface IndexMove {
  to: string;
  /** The new sort key, when it changes too (an alert put to wait for the window). */
  sortKey?: string;
  unscheduled: boolean;
}

/** Where a scheduled alert's entry belongs: its day's shard, or waiting for the window. */
function alertIndexMove(item: Record<string, unknown>, userId: string, now: Date): IndexMove | null {
  const from = String(item[gsi1pk]);
  const alert = {
    userId,
    localDate: String(item.localDate),
    timeZone: String(item.timeZone),
    fireAt: String(item.fireAt),
    deadlineId: String(item.deadlineId),
    alertKey: String(item.alertKey) as AlertKey,
  };
  if (beyondSchedulingWindow(alert, now, SCHEDULING_WINDOW_DAYS)) {
    const index = unscheduledAlertIndex(alert);
    return { to: index[gsi1pk], sortKey: index[gsi1sk], unscheduled: true };
  }
  const to = dayShardPartition(ALERT_DAY_PREFIX, dayOfPartition(ALERT_DAY_PREFIX, from), userId);
  return to === from ? null : { to, unscheduled: false };
}

/** Where an item's index entry belongs now, or null when it is already there. */
function indexMove(item: Record<string, unknown>, now: Date): IndexMove | null {
  const from = String(item[gsi1pk]);
  // Only scheduled alerts are in the index.
  if (from.startsWith(ALERT_DAY_PREFIX) && typeof item.userId === 'string') {
    return alertIndexMove(item, item.userId, now);
  }
  const unsharded = [DELIVERY_DUE_PREFIX, PLAN_DAY_PREFIX].find((prefix) =>
    isUnshardedDayPartition(prefix, from),
  );
  // A delivery record names its user; a project item's partition does.
  const userId = unsharded === PLAN_DAY_PREFIX ? userIdOfPartition(String(item[pk])) : item.userId;
  if (!unsharded || typeof userId !== 'string' || !userId) return null;
  return { to: dayShardPartition(unsharded, dayOfPartition(unsharded, from), userId), unscheduled: false };
}

async function moveIndexEntry(
  client: DynamoDBDocumentClient,
  tableName: string,
  item: Record<string, unknown>,
  move: IndexMove,
): Promise<boolean> {
  try {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { [pk]: item[pk], [sk]: item[sk] },
        UpdateExpression: move.unscheduled
          ? 'SET #gsi1pk = :to, #gsi1sk = :sortKey, unscheduled = :true'
          : 'SET #gsi1pk = :to',
        ConditionExpression: '#gsi1pk = :from',
        ExpressionAttributeNames: { '#gsi1pk': gsi1pk, ...(move.unscheduled ? { '#gsi1sk': gsi1sk } : {}) },
        ExpressionAttributeValues: {
          ':from': item[gsi1pk],
          ':to': move.to,
          ...(move.unscheduled ? { ':sortKey': move.sortKey, ':true': true } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function shardDayPartitions(
  client: DynamoDBDocumentClient,
  tableName: string,
  now: Date,
): Promise<DayShardMigrationReport> {
  const report: DayShardMigrationReport = { sharded: 0, unscheduled: 0 };
  const pages = paginateScan(
    { client },
    {
      TableName: tableName,
      FilterExpression:
        'begins_with(#gsi1pk, :alerts) OR begins_with(#gsi1pk, :due) OR begins_with(#gsi1pk, :plans)',
      ExpressionAttributeNames: { '#gsi1pk': gsi1pk },
      ExpressionAttributeValues: {
        ':alerts': ALERT_DAY_PREFIX,
        ':due': DELIVERY_DUE_PREFIX,
        ':plans': PLAN_DAY_PREFIX,
      },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const move = indexMove(item, now);
      if (!move || !(await moveIndexEntry(client, tableName, item, move))) continue;
      const from = String(item[gsi1pk]);
      if (DAY_PREFIXES.some((prefix) => isUnshardedDayPartition(prefix, from))) report.sharded += 1;
      if (move.unscheduled) report.unscheduled += 1;
    }
  }
  return report;
}
