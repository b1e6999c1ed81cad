/**
 * The local scheduler fires each schedule at its instant — 9:00 local on either side of both DST
 * changes, in both Florida zones — through the invoker it is given (send-alert, then its on-success
 * destination deliver-alert), and keeps unfired schedules in the table across a restart.
 */

import { alertFireAt } from '@lienminder/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeScheduler } from '#local/adapters/store-scheduler';
import { dynamoLocalSchedules, type LocalSchedules } from '#local/store/local-schedules';
import type { AlertPayload, AlertTrigger } from '#src/ports/scheduler';
import { TestClock } from '#test/api/support';
import { createTestTable } from '#test/dynamodb';
import { startLocalScheduler } from './local-scheduler';
import { DESTINATION_RETRY_ATTEMPTS, withOnSuccessDestination } from './on-success-destination';

let schedules: LocalSchedules;
let clock: TestClock;
let fired: { payload: AlertPayload; at: string }[];

function trigger(deadlineId: string, localDate: string, timeZone: string): AlertTrigger {
  return {
    userId: 'u1',
    projectId: 'p1',
    deadlineId,
    alertKey: 'due',
    localDate,
    localTime: '09:00',
    timeZone,
    fireAt: alertFireAt(localDate, timeZone),
  };
}

function start(
  fire: (payload: AlertPayload) => Promise<unknown> = async (payload) =>
    void fired.push({ payload, at: clock.now().toISOString() }),
) {
  return startLocalScheduler({ schedules, clock, fire, intervalMs: 60_000 });
}

beforeEach(async () => {
  const table = await createTestTable();
  schedules = dynamoLocalSchedules(table.client, table.tableName);
  clock = new TestClock(new Date('2026-03-01T00:00:00.000Z'));
  fired = [];
});

describe('local scheduler', () => {
  it('fires at 9:00 local on the DST change days in both Florida zones, not a moment before', async () => {
    const scheduler = storeScheduler(schedules);
    const days = [
      ['ny-spring', '2026-03-08', 'America/New_York', '2026-03-08T13:00:00.000Z'],
      ['chi-spring', '2026-03-08', 'America/Chicago', '2026-03-08T14:00:00.000Z'],
      ['ny-fall', '2026-11-01', 'America/New_York', '2026-11-01T14:00:00.000Z'],
      ['chi-fall', '2026-11-01', 'America/Chicago', '2026-11-01T15:00:00.000Z'],
    ] as const;
    for (const [id, date, zone] of days) await scheduler.create(trigger(id, date, zone));
    const local = start();

    for (const [id, , , utc] of days) {
      clock.set(new Date(Date.parse(utc) - 1).toISOString());
      expect(await local.tick()).toBe(0);
      clock.set(utc);
      expect(await local.tick()).toBe(1);
      expect(fired.at(-1)).toEqual({
        payload: { userId: 'u1', projectId: 'p1', deadlineId: id, alertKey: 'due' },
        at: utc,
      });
    }
    await local.stop();
    expect(await schedules.listDue(new Date('2030-01-01T00:00:00.000Z'))).toEqual([]);
  });

  it('reports what a clock move brought due, though its own timer ticks while the move settles', async () => {
    await storeScheduler(schedules).create(trigger('moved', '2026-03-10', 'America/New_York'));
    const local = startLocalScheduler({
      schedules,
      clock,
      fire: async (payload) => void fired.push({ payload, at: clock.now().toISOString() }),
      intervalMs: 5,
    });
    const firedByMove = await local.tickAfter(async () => {
      clock.set('2026-03-10T13:00:00.000Z');
      // The sweep and the stream after a move take a while: many timer periods here.
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await local.stop();
    expect(firedByMove).toBe(1);
    expect(fired.map((entry) => entry.payload.deadlineId)).toEqual(['moved']);
  });

  it('fires on start what came due while it was stopped', async () => {
    await storeScheduler(schedules).create(trigger('missed', '2026-03-10', 'America/New_York'));
    clock.set('2026-03-11T02:00:00.000Z'); // the server was off at 9:00
    const local = start();
    await local.stop(); // waits for the start-up tick
    expect(fired.map((entry) => entry.payload.deadlineId)).toEqual(['missed']);
  });

  it('retries a failed invocation a minute later, three invocations at most', async () => {
    await storeScheduler(schedules).create(trigger('flaky', '2026-03-10', 'America/New_York'));
    clock.set('2026-03-10T13:00:00.000Z');
    let invocations = 0;
    const local = start(async () => {
      invocations += 1;
      throw new Error('send-alert failed');
    });
    await local.tick();
    expect(invocations).toBe(1);
    expect(await local.tick()).toBe(0); // not yet: retried after a minute
    for (let attempt = 2; attempt <= 4; attempt++) {
      clock.advanceSeconds(61);
      await local.tick();
    }
    expect(invocations).toBe(3);
    await local.stop();
  });

  it('a schedule moved by a sync is replaced, not fired at its old time', async () => {
    const scheduler = storeScheduler(schedules);
    await scheduler.create(trigger('moved', '2026-03-10', 'America/New_York'));
    await scheduler.update(trigger('moved', '2026-03-12', 'America/New_York'));
    clock.set('2026-03-10T13:00:00.000Z');
    const local = start();
    expect(await local.tick()).toBe(0);
    clock.set('2026-03-12T13:00:00.000Z');
    expect(await local.tick()).toBe(1);
    await local.stop();
  });

  it('hands send-alert’s result to deliver-alert, and a failed delivery never fires the alert again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await storeScheduler(schedules).create(trigger('chained', '2026-03-10', 'America/New_York'));
    const sent: AlertPayload[] = [];
    const orders: unknown[] = [];
    const local = start(
      withOnSuccessDestination(
        async (payload: AlertPayload) => {
          sent.push(payload);
          return { alert: payload, messages: [{ channel: 'email', to: 'rosa@example.com' }] };
        },
        async (order) => {
          orders.push(order);
          throw new Error('SES rejected the message');
        },
        { destinationName: 'DeliverAlert', retryDelayMs: 1 },
      ),
    );
    expect(await local.tick()).toBe(0); // not due yet
    clock.set('2026-03-10T13:00:00.000Z');
    expect(await local.tick()).toBe(1);
    const payload = { userId: 'u1', projectId: 'p1', deadlineId: 'chained', alertKey: 'due' };
    expect(sent).toEqual([payload]);
    expect(orders).toEqual(
      Array(1 + DESTINATION_RETRY_ATTEMPTS).fill({
        alert: payload,
        messages: [{ channel: 'email', to: 'rosa@example.com' }],
      }),
    );
    expect(errors).toHaveBeenCalledTimes(1);
    // send-alert succeeded: its schedule is done, whatever became of the delivery.
    clock.advanceSeconds(600);
    expect(await local.tick()).toBe(0);
    expect(sent).toHaveLength(1);
    await local.stop();
    vi.restoreAllMocks();
  });
});
