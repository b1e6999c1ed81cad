/**
 * Taking a message for its send (DynamoDB Local): one delivery at a time holds it, a hold that lapsed
 * (a delivery that died) can be taken again, a failure lets it go at once, a sent message is never
 * taken, skipped or failed again; the user's last-sent time only moves forward.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, expect, it } from 'vitest';
import { parseConfig } from '#src/config';
import type { DeliveryKey } from '#src/ports/alert-deliveries';
import { type TestTable, useTestEnvironment } from '#test/dynamodb';
import { dynamoAlertDeliveries, pendingDeliveryPut } from './alert-deliveries';
import { dynamoDeliveryLedger } from './delivery-records';
import { createTableClient } from './table-client';

const NOW = new Date('2026-05-16T13:00:05.000Z');
const KEY: DeliveryKey = {
  userId: 'user1',
  projectId: 'proj1',
  deadlineId: 'proj1-lien',
  alertKey: 'd7',
  channel: 'sms',
  to: '+13055550101',
};
const later = (ms: number) => new Date(NOW.getTime() + ms);
let table: TestTable;

beforeEach(async () => {
  table = await useTestEnvironment();
  const message = { channel: 'sms' as const, to: KEY.to, body: 'LienMinder: test. Reply STOP to opt out' };
  await table.client.send(new PutCommand(pendingDeliveryPut(table.tableName, message, KEY, NOW, NOW)));
});

const ledger = () => dynamoDeliveryLedger(createTableClient(parseConfig(process.env)), table.tableName);

it('is held by one delivery until the hold lapses', async () => {
  expect(await ledger().take(KEY, NOW, later(40_000))).toBe(true);
  expect(await ledger().take(KEY, later(10_000), later(50_000))).toBe(false);
  expect(await ledger().take(KEY, later(40_001), later(80_001))).toBe(true);
});

it('is let go by a failure at once, and never taken again once sent', async () => {
  expect(await ledger().take(KEY, NOW, later(40_000))).toBe(true);
  await ledger().markFailed(KEY, 'Twilio refused the message (HTTP 500)', later(1_000));
  expect(await ledger().take(KEY, later(2_000), later(42_000))).toBe(true);
  expect(await ledger().markSent(KEY, 'SM0123', later(3_000))).toBe(true);
  expect(await ledger().take(KEY, later(60_000), later(100_000))).toBe(false);
  expect((await ledger().getAll([KEY])).map(({ state }) => state)).toEqual(['sent']);
});

it('is skipped for good while unsent, and neither a skip nor a failure touches a sent message', async () => {
  expect(await ledger().markSkipped(KEY, 'opted_out', later(1_000))).toBe(true);
  expect((await ledger().getAll([KEY])).map(({ state, reason }) => ({ state, reason }))).toEqual([
    { state: 'skipped', reason: 'opted_out' },
  ]);

  const sentKey: DeliveryKey = { ...KEY, channel: 'email', to: 'ana@coastal.example.com' };
  expect(await ledger().markSent(sentKey, 'ses-1', later(2_000))).toBe(true);
  expect(await ledger().markSent(sentKey, 'ses-2', later(3_000))).toBe(false);
  expect(await ledger().markSkipped(sentKey, 'outside_sms_hours', later(4_000))).toBe(false);
  await ledger().markFailed(sentKey, 'SES refused the message', later(5_000));
  expect(await ledger().getAll([sentKey])).toMatchObject([{ state: 'sent', providerMessageId: 'ses-1' }]);
});

it("keeps the user's latest send when an earlier one is noted after it", async () => {
  await ledger().noteLastSent(KEY.userId, later(60_000));
  await ledger().noteLastSent(KEY.userId, later(1_000));
  const deliveries = dynamoAlertDeliveries(table.client, table.tableName);
  expect(await deliveries.lastSentAt(KEY.userId)).toBe(later(60_000).toISOString());
});

it('is held by the SMS hours until a set time: let go, still pending, due for the reconciler only from then, its hand-overs not counted', async () => {
  const deliveries = dynamoAlertDeliveries(table.client, table.tableName);
  const nextMorning = new Date('2026-05-17T12:00:00.000Z');
  expect(await ledger().take(KEY, NOW, later(40_000))).toBe(true);
  expect(await ledger().defer(KEY, nextMorning, later(1_000))).toBe(true);
  expect(await ledger().getAll([KEY])).toMatchObject([
    { state: 'pending', reason: 'quiet_hours_deferred', redeliveries: 0, at: later(1_000).toISOString() },
  ]);
  // Let go at once (no hold), but not due before its time, even days of the index later.
  expect(await ledger().take(KEY, later(2_000), later(42_000))).toBe(true);
  expect(await deliveries.listDue(new Date(nextMorning.getTime() - 1))).toEqual([]);
  expect((await deliveries.listDue(nextMorning)).map(({ to, state }) => ({ to, state }))).toEqual([
    { to: KEY.to, state: 'pending' },
  ]);

  // A message sent or skipped meanwhile is not held back into the index.
  expect(await ledger().markSent(KEY, 'SM0123', later(3_000))).toBe(true);
  expect(await ledger().defer(KEY, nextMorning, later(4_000))).toBe(false);
  expect(await deliveries.listDue(nextMorning)).toEqual([]);
});
