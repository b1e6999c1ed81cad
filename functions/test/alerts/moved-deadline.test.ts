/**
 * A deadline that moves later after some of its alerts went out (the last furnishing date is
 * extended as work goes on) gets its whole countdown again: the 30-day alert for the new date
 * is scheduled and sent, though one with the same key was sent for the old date. The whole path
 * runs as in AWS: the project write, the stream's SyncAlerts and ApplySchedules, send-alert.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '#src/handlers/alerts/send-alert';
import {
  type AlertHarness,
  expectedSchedule,
  startAlertHarness,
  WINDOW_PAST_EVERY_TEST_ALERT,
} from './harness';

let harness: AlertHarness;

beforeEach(async () => {
  harness = await startAlertHarness('2026-03-02T14:00:00.000Z', WINDOW_PAST_EVERY_TEST_ALERT);
});

afterEach(() => harness.stop());

const at = (instant: string) => harness.clock.set(instant);

describe('a Claim of Lien deadline moved later after its first alert was sent', () => {
  it('schedules and sends the 30-day alert again for the new date, once', async () => {
    const user = await harness.user('free', 'maria@coastal.example.com');
    // Last furnishing 2026-02-22: Claim of Lien due Saturday 2026-05-23; its 30-day alert fires
    // 2026-04-23 at 9:00 Eastern (13:00 UTC).
    const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-22' });
    const thirtyDayAlert = {
      userId: user.id,
      projectId: project.id,
      deadlineId: `${project.id}-lien`,
      alertKey: 'd30',
    } as const;
    at('2026-04-23T13:00:04.000Z');
    expect((await handler(thirtyDayAlert)).outcome).toMatchObject({ status: 'sent', emails: 1 });
    await harness.settle();
    harness.forgetCalls();

    // The next day the subcontractor furnishes more: last furnishing 2026-03-24 puts the Claim of
    // Lien at Monday 2026-06-22, and its 30-day alert at 2026-05-23 9:00 Eastern.
    at('2026-04-24T12:00:00.000Z');
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-03-24' });
    expect(harness.createdSchedules()).toEqual([
      expectedSchedule({ ...thirtyDayAlert, localDate: '2026-05-23', timeZone: 'America/New_York' }),
    ]);
    expect(await harness.app.alerting.records.get(thirtyDayAlert)).toMatchObject({
      state: 'scheduled',
      localDate: '2026-05-23',
      fireAt: '2026-05-23T13:00:00.000Z',
    });

    // The new schedule fires: the claim of the first delivery was re-armed, so it goes out.
    at('2026-05-23T13:00:04.000Z');
    const order = await handler(thirtyDayAlert);
    expect(order.outcome).toMatchObject({ status: 'sent', emails: 1 });
    expect(order.messages).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: 'maria@coastal.example.com',
        subject: expect.stringContaining('due Jun 22 (30 days)'),
      }),
    ]);

    // And the alert for the new date is still sent only once.
    expect((await handler(thirtyDayAlert)).outcome).toEqual({ status: 'ignored', reason: 'already_done' });
  });
});
