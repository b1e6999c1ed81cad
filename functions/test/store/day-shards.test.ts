/**
 * The sharded day partitions (docs/decisions/023): each entry lands in its user's shard of the day,
 * and a day read over every shard returns each entry exactly once, following each shard's pages.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { TABLE_KEYS } from '#src/keys';
import type { AlertRecord } from '#src/ports/alert-store';
import { dynamoAlertDeliveries, pendingDeliveryPut } from '#src/store/alert-deliveries';
import { dynamoAlertStore } from '#src/store/alerts';
import {
  allDayShardPartitions,
  DAY_PARTITION_SHARDS,
  dayShardOf,
  queryDayShards,
} from '#src/store/day-shards';
import { planDayKeys } from '#src/store/plan-days';
import { scheduledLienAlert } from '#test/alerts/alert-fixtures';
import { partitionItems } from '#test/alerts/stream-records';
import { createTestTable } from '#test/dynamodb';

const table = await createTestTable();
const alerts = dynamoAlertStore(table.client, table.tableName);

/** The same lien alert (2026-05-14, 9:00 Eastern) for another user. */
const alertOf = (userId: string, alertKey: AlertRecord['alertKey'] = 'd7'): AlertRecord => ({
  ...scheduledLienAlert(alertKey),
  userId,
});

const userIds = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(8, '0')}`);

describe('sharded day partitions', () => {
  it('an entry lands in its user’s shard of the day, the shard a hash pinned across releases', async () => {
    // Pinned: index keys already written depend on the hash, so it may never change.
    expect(dayShardOf('user000000000001')).toBe(9);
    expect(dayShardOf('user000000000002')).toBe(22);

    const [first, second] = [alertOf('user000000000001'), alertOf('user000000000002')];
    await alerts.putAll([first, second]);
    const indexOf = async (alert: AlertRecord) =>
      (await partitionItems(table.client, table.tableName, `ALERTS#${alert.userId}`)).find(
        (item) => item.projectId === alert.projectId,
      )?.[TABLE_KEYS.gsi1pk];
    expect(await indexOf(first)).toBe('ALERTDAY#2026-05-14#9');
    expect(await indexOf(second)).toBe('ALERTDAY#2026-05-14#22');

    expect(planDayKeys('user000000000002', 'proj1', '2026-05-21')).toEqual({
      gsi1pk: 'PLANDAY#2026-05-21#22',
      gsi1sk: 'user000000000002#proj1',
    });
    const key = { ...first, channel: 'sms' as const, to: '+13055550142' };
    const due = new Date('2026-05-14T13:10:00.000Z');
    const message = { channel: 'sms' as const, to: key.to, body: 'Claim of Lien in 7 days' };
    const put = pendingDeliveryPut(table.tableName, message, key, new Date('2026-05-14T13:00:00.000Z'), due);
    expect(put.Item?.[TABLE_KEYS.gsi1pk]).toBe('DELIVERYDUE#2026-05-14#9');
  });

  it('a day read over every shard returns each alert exactly once', async () => {
    const users = userIds(200, 'spread');
    expect(new Set(users.map(dayShardOf)).size).toBe(DAY_PARTITION_SHARDS);
    const written = users.flatMap((userId) => [alertOf(userId, 'd7'), alertOf(userId, 'd3')]);
    await alerts.putAll(written.map((alert) => ({ ...alert, localDate: '2026-06-02' })));

    const read = await alerts.listScheduledOn('2026-06-02');
    const identity = (alert: AlertRecord) => `${alert.userId}/${alert.projectId}/${alert.alertKey}`;
    expect(read.map(identity).sort()).toEqual(written.map(identity).sort());
  });

  it('follows every shard’s pages to the end: nothing lost, nothing twice', async () => {
    const users = userIds(60, 'paged');
    const written = users.flatMap((userId) => [alertOf(userId, 'd14'), alertOf(userId, 'd1')]);
    await alerts.putAll(written.map((alert) => ({ ...alert, localDate: '2026-06-03' })));

    let queries = 0;
    const items = await queryDayShards(
      table.client,
      allDayShardPartitions('ALERTDAY#', '2026-06-03'),
      (pk) => {
        queries += 1;
        return {
          TableName: table.tableName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.gsi1pk },
          ExpressionAttributeValues: { ':pk': pk },
          // Pages of one item: every shard holds several, so each is read over many pages.
          Limit: 1,
        };
      },
    );
    expect(queries).toBe(DAY_PARTITION_SHARDS);
    const keys = items.map((item) => `${item[TABLE_KEYS.pk]}/${item[TABLE_KEYS.sk]}`);
    expect(keys).toHaveLength(written.length);
    expect(new Set(keys).size).toBe(written.length);
  });

  it('the reconciler finds the messages due in every shard', async () => {
    const deliveries = dynamoAlertDeliveries(table.client, table.tableName);
    const users = userIds(40, 'due');
    const claimedAt = new Date('2026-05-20T13:00:00.000Z');
    const dueAt = new Date('2026-05-20T13:10:00.000Z');
    for (const userId of users) {
      const key = { ...alertOf(userId), channel: 'email' as const, to: `${userId}@example.com` };
      const message = {
        channel: 'email' as const,
        to: key.to,
        subject: 'Claim of Lien',
        text: 'Due soon',
        html: '<p>Due soon</p>',
      };
      await table.client.send(
        new PutCommand(pendingDeliveryPut(table.tableName, message, key, claimedAt, dueAt)),
      );
    }
    expect(new Set(users.map(dayShardOf)).size).toBeGreaterThan(20);

    const due = await deliveries.listDue(new Date('2026-05-20T13:15:00.000Z'));
    expect(due.map((record) => record.userId).sort()).toEqual([...users].sort());
    expect(await deliveries.listDue(new Date('2026-05-20T13:05:00.000Z'))).toEqual([]);
  });
});
