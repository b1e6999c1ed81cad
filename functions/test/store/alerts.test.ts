/**
 * The alert store's item shapes and the sweep's touch: only scheduled alerts sit in the day index
 * the sweep reads, and a touch never wakes an alert that has fired nor brings back a removed one.
 */
import { describe, expect, it } from 'vitest';
import type { AlertRecord } from '#src/ports/alert-store';
import { dynamoAlertStore } from '#src/store/alerts';
import { ALERT_OWNER, scheduledLienAlert } from '#test/alerts/alert-fixtures';
import { partitionItems } from '#test/alerts/stream-records';
import { createTestTable } from '#test/dynamodb';

const table = await createTestTable();
const alerts = dynamoAlertStore(table.client, table.tableName);

const itemOf = async (alert: AlertRecord) =>
  (await partitionItems(table.client, table.tableName, `ALERTS#${ALERT_OWNER}`)).find(
    (item) => item.projectId === alert.projectId,
  );
const scheduledOnTheDay = async () =>
  (await alerts.listScheduledOn('2026-05-14')).map((record) => record.projectId).sort();

describe('alert items', () => {
  it('a scheduled alert sits in the index under its day; a sent one leaves it and expires a year later', async () => {
    const alert = scheduledLienAlert();
    await alerts.putAll([alert]);
    expect(await itemOf(alert)).toEqual({
      pk: `ALERTS#${ALERT_OWNER}`,
      sk: `${alert.projectId}#${alert.deadlineId}#d7`,
      // The owner's shard (store/day-shards.ts): pinned, as keys already written depend on it.
      gsi1pk: 'ALERTDAY#2026-05-14#9',
      // Sorted by instant, then account: one Query finds an account's alerts of a 9:00 (docs/decisions/025).
      gsi1sk: `2026-05-14T13:00:00.000Z#${ALERT_OWNER}#${alert.deadlineId}#d7`,
      entity: 'alert',
      ...alert,
    });
    expect(await scheduledOnTheDay()).toContain(alert.projectId);

    await alerts.putAll([{ ...alert, state: 'sent', updatedAt: '2026-05-14T13:00:05.000Z' }]);
    expect(await itemOf(alert)).toEqual({
      pk: `ALERTS#${ALERT_OWNER}`,
      sk: `${alert.projectId}#${alert.deadlineId}#d7`,
      expiresAt: Date.parse('2027-05-14T13:00:00.000Z') / 1000,
      entity: 'alert',
      ...alert,
      state: 'sent',
      updatedAt: '2026-05-14T13:00:05.000Z',
    });
    expect(await scheduledOnTheDay()).not.toContain(alert.projectId);
  });

  it("the sweep's touch sets sweptAt on a scheduled alert only", async () => {
    const [scheduled, sent, removed] = [scheduledLienAlert(), scheduledLienAlert(), scheduledLienAlert()];
    await alerts.putAll([scheduled, { ...sent, state: 'sent' }, removed]);
    await alerts.deleteAll([removed]);
    const at = new Date('2026-05-12T09:00:00.000Z');

    expect(await alerts.markSwept(scheduled, at)).toBe(true);
    expect(await alerts.markSwept(sent, at)).toBe(false);
    expect(await alerts.markSwept(removed, at)).toBe(false);

    expect(await alerts.get(scheduled)).toEqual({ ...scheduled, sweptAt: '2026-05-12T09:00:00.000Z' });
    expect(await alerts.get(sent)).toEqual({ ...sent, state: 'sent' });
    expect(await itemOf(removed)).toBeUndefined();
  });
});
