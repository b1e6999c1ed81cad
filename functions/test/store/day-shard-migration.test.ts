/**
 * The migration to the sharded day partitions (docs/decisions/023): index keys written by the
 * release before, spelled out here as it wrote them, move to their user's shard, and a scheduled
 * alert beyond the scheduling window goes to wait for it; the readers then find every one, and a
 * second run changes nothing.
 */
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { type Project, projectSchema } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { shardDayPartitions } from '#local/migrations/day-shard-migration';
import type { AlertRecord } from '#src/ports/alert-store';
import { dynamoAlertDeliveries, pendingDeliveryPut } from '#src/store/alert-deliveries';
import { dynamoAlertStore } from '#src/store/alerts';
import { dynamoPlanDayIndex } from '#src/store/plan-day-index';
import { projectToItem } from '#src/store/project-items';
import { lienAlert } from '#test/alerts/alert-fixtures';
import { projectBody } from '#test/api/support';
import { createTestTable } from '#test/dynamodb';

const table = await createTestTable();
// Shard 9 (test/store/day-shards.test.ts pins it).
const USER = 'user000000000001';
const NOW = new Date('2026-03-02T14:00:00.000Z');
/** When the release before the shards saved the alerts. */
const SAVED_AT = '2026-02-20T15:00:00.000Z';

const put = (Item: Record<string, unknown>) =>
  table.client.send(new PutCommand({ TableName: table.tableName, Item }));

/** A scheduled alert item as the release before the shards wrote it. */
const unshardedAlertItem = (alert: AlertRecord) => ({
  pk: `ALERTS#${USER}`,
  sk: `${alert.projectId}#${alert.deadlineId}#${alert.alertKey}`,
  entity: 'alert',
  gsi1pk: `ALERTDAY#${alert.localDate}`,
  gsi1sk: `${alert.fireAt}#${alert.deadlineId}#${alert.alertKey}`,
  ...alert,
});

const everyItem = async () =>
  (
    (await table.client.send(new ScanCommand({ TableName: table.tableName, ConsistentRead: true }))).Items ??
    []
  )
    .map((item) => JSON.stringify(item, Object.keys(item).sort()))
    .sort();

describe('moving the index keys to the sharded day partitions', () => {
  it('moves every old key to its shard, puts far alerts to wait for the window, and a second run changes nothing', async () => {
    // Inside the window at 2026-03-02 (it reaches 03-16), and 200 days out.
    const soon = lienAlert({
      userId: USER,
      projectId: 'projmigrate001',
      alertKey: 'd7',
      localDate: '2026-03-10',
      updatedAt: SAVED_AT,
    });
    const far = lienAlert({
      userId: USER,
      projectId: 'projmigrate002',
      alertKey: 'd30',
      localDate: '2026-09-18',
      updatedAt: SAVED_AT,
    });
    await put(unshardedAlertItem(soon));
    await put(unshardedAlertItem(far));

    const project = {
      ...projectSchema.parse(projectBody({})),
      id: 'projmigrate003',
      createdAt: '2026-01-10T15:00:00.000Z',
      updatedAt: '2026-01-10T15:00:00.000Z',
    } as Project;
    await put({ ...projectToItem(USER, project, 1, [], '2026-05-21'), gsi1pk: 'PLANDAY#2026-05-21' });

    const delivery = { ...soon, channel: 'sms' as const, to: '+13055550142' };
    const message = { channel: 'sms' as const, to: delivery.to, body: 'Claim of Lien in 7 days' };
    const claimedAt = new Date('2026-03-02T13:00:00.000Z');
    const pending = pendingDeliveryPut(
      table.tableName,
      message,
      delivery,
      claimedAt,
      new Date('2026-03-02T13:10:00.000Z'),
    );
    await put({ ...pending.Item, gsi1pk: 'DELIVERYDUE#2026-03-02' });

    // Not a day partition: left alone.
    await put({ pk: 'DATA_DELETION#x', sk: 'due', gsi1pk: 'DATA_DELETION', gsi1sk: '2026-04-01' });

    expect(await shardDayPartitions(table.client, table.tableName, NOW)).toEqual({
      sharded: 4,
      unscheduled: 1,
    });

    const alerts = dynamoAlertStore(table.client, table.tableName);
    expect(await alerts.listScheduledOn('2026-03-10')).toEqual([soon]);
    expect(await alerts.listScheduledOn('2026-09-18')).toEqual([]);
    expect(await alerts.listUnscheduledThrough('2026-09-18')).toEqual([{ ...far, unscheduled: true }]);
    expect(await alerts.get(far)).toEqual({ ...far, unscheduled: true });
    const due = await dynamoAlertDeliveries(table.client, table.tableName).listDue(
      new Date('2026-03-02T13:15:00.000Z'),
    );
    expect(due.map((record) => [record.userId, record.to])).toEqual([[USER, delivery.to]]);
    const planned = await dynamoPlanDayIndex(table.client, table.tableName).listOn('2026-05-21');
    expect(planned.map((entry) => [entry.userId, entry.stored.project.id])).toEqual([[USER, project.id]]);

    const migrated = await everyItem();
    expect(await shardDayPartitions(table.client, table.tableName, NOW)).toEqual({
      sharded: 0,
      unscheduled: 0,
    });
    expect(await everyItem()).toEqual(migrated);
  });
});
