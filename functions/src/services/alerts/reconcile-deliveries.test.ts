/**
 * What the reconciler counts: a message handed over MAX_REDELIVERIES times is given up, logged for
 * the alarm and counted by channel; one still within them is handed over again and counted as
 * nothing here (deliver-alert counts its send). A give-up another run got to first counts nothing.
 */
import { ALERT_METRICS } from '@lienminder/shared';
import { describe, expect, it, vi } from 'vitest';
import type { PendingDelivery } from '#src/ports/alert-deliveries';
import type { DeliveryOrder } from '#src/ports/delivery-order';
import { recordedMetrics } from '#test/recorded-metrics';
import { ALERT_MESSAGE_GIVEN_UP, reconcileDeliveries } from './reconcile-deliveries';
import { MAX_REDELIVERIES } from './redelivery';

const NOW = new Date('2026-05-16T14:00:00.000Z');

const pending = (channel: 'email' | 'sms', redeliveries: number): PendingDelivery => ({
  userId: 'user1',
  projectId: 'proj1',
  deadlineId: 'proj1-lien',
  alertKey: 'd7',
  channel,
  to: channel === 'sms' ? '+13055550101' : 'maria@coastal.example.com',
  state: 'pending',
  providerMessageId: null,
  reason: null,
  at: NOW.toISOString(),
  redeliveries,
  message:
    channel === 'sms'
      ? { channel, to: '+13055550101', body: 'LienMinder: Claim of Lien in 7 days' }
      : { channel, to: 'maria@coastal.example.com', subject: 'Claim of Lien', text: 't', html: '<p>t</p>' },
});

function reconcilerWith(due: PendingDelivery[], givesUp = true) {
  const handedOver: DeliveryOrder[] = [];
  const metrics = recordedMetrics();
  const dependencies = {
    clock: { now: () => NOW },
    metrics,
    deliveries: {
      listDue: async () => due,
      rearmDue: async () => true,
      giveUp: async () => givesUp,
    },
    handOver: {
      handOver: async (order: DeliveryOrder) => {
        handedOver.push(order);
      },
    },
  };
  return { run: () => reconcileDeliveries(dependencies), handedOver, metrics };
}

describe('reconciling deliveries', () => {
  it('counts a message given up by its channel, and hands the others over again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reconciler = reconcilerWith([pending('sms', MAX_REDELIVERIES), pending('email', 1)]);

    expect(await reconciler.run()).toEqual({ handedOver: 1, alerts: 1, givenUp: 1 });
    expect(reconciler.metrics.measures).toEqual([
      { metric: ALERT_METRICS.givenUp, value: 1, channel: 'sms' },
    ]);
    expect(reconciler.handedOver.map((order) => order.messages.map(({ channel }) => channel))).toEqual([
      ['email'],
    ]);
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({ level: 'ERROR', message: ALERT_MESSAGE_GIVEN_UP, channel: 'sms' }),
    ]);
    errors.mockRestore();
  });

  it('counts nothing for a message another run gave up first', async () => {
    const reconciler = reconcilerWith([pending('email', MAX_REDELIVERIES)], false);
    expect(await reconciler.run()).toEqual({ handedOver: 0, alerts: 0, givenUp: 0 });
    expect(reconciler.metrics.measures).toEqual([]);
  });
});
