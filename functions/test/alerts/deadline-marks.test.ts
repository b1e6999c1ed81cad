/**
 * A deadline marked done leaves the alert plan through the table's stream, as in AWS: the mark
 * changes only the project item's `completedDeadlines` (and its revision), SyncAlerts re-reads the
 * project and deletes the done deadline's alert items, ApplySchedules deletes their schedules.
 * Undoing the mark plans them again. A schedule that fires before the stream has caught up sends
 * nothing either: send-alert reads the mark itself.
 */
import { PRODUCT_METRICS } from '@lienminder/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as sendAlert } from '#src/handlers/alerts/send-alert';
import type { StoredUser } from '#src/ports/user-store';
import { markDeadlineDone, readDeadlineDone } from '#src/services/deadlines/deadline-done';
import { signDeadlineDoneToken } from '#src/services/deadlines/deadline-done-token';
import { actorOf } from '#src/services/projects/activity-entries';
import { markDeadline } from '#src/services/projects/mark-deadline';
import { recordedMetrics } from '#test/recorded-metrics';
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
const deletedScheduleNames = () =>
  harness
    .deletedSchedules()
    .map((input) => input.Name)
    .sort();

/** Marks the deadline (or undoes the mark) as PATCH /api/projects/{id}/deadlines/{deadlineId} does. */
async function mark(user: StoredUser, projectId: string, deadlineId: string, isCompleted: boolean) {
  const read = await harness.app.projects.get(user.id, projectId);
  const deps = {
    projects: harness.app.projects,
    clock: harness.clock,
    metrics: recordedMetrics(),
    source: 'app' as const,
    actor: actorOf(user),
  };
  await markDeadline(deps, user.id, read, deadlineId, { isCompleted });
}

/** A Claim of Lien due Thursday 2026-05-21: alerts at 9:00 Eastern (13:00 UTC) 30, 14, 7, 3 and 1 days before. */
async function projectWithLienAlerts(user: StoredUser) {
  const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-20' });
  const lien = `${project.id}-lien`;
  const alertOf = (alertKey: string) => ({
    userId: user.id,
    projectId: project.id,
    deadlineId: lien,
    alertKey,
  });
  return { project, lien, alertOf };
}

const alertKeysOf = async (user: StoredUser, projectId: string) =>
  (await harness.app.alerting.records.listForProject(user.id, projectId))
    .map((record) => record.alertKey)
    .sort();

describe('a deadline marked done', () => {
  it('has no alert items, so no schedules, and sends nothing; undoing the mark plans its alerts again', async () => {
    const user = await harness.user('free', 'maria@coastal.example.com');
    const { project, lien, alertOf } = await projectWithLienAlerts(user);
    expect(await alertKeysOf(user, project.id)).toEqual(['d1', 'd14', 'd3', 'd30', 'd7']);
    harness.forgetCalls();

    await mark(user, project.id, lien, true);
    await harness.settle();

    expect(await alertKeysOf(user, project.id)).toEqual([]);
    expect(deletedScheduleNames()).toEqual(
      ['d1', 'd14', 'd3', 'd30', 'd7'].map((key) => `alert-${lien}-${key}`),
    );
    expect(harness.createdSchedules()).toEqual([]);
    // A schedule firing all the same (its deletion not yet applied) finds nothing to send.
    at('2026-05-14T13:00:04.000Z');
    const fired = await sendAlert(alertOf('d7'));
    expect(fired.outcome).toEqual({ status: 'ignored', reason: 'alert_gone' });
    expect(fired.messages).toEqual([]);

    // The next day the user finds the lien was not recorded after all: the alerts still ahead return.
    at('2026-05-15T12:00:00.000Z');
    harness.forgetCalls();
    await mark(user, project.id, lien, false);
    await harness.settle();

    expect(await alertKeysOf(user, project.id)).toEqual(['d1', 'd3']);
    const eastern = (alertKey: string, localDate: string) =>
      expectedSchedule({ ...alertOf(alertKey), localDate, timeZone: 'America/New_York' });
    expect(harness.createdSchedules().sort((a, b) => (a.Name ?? '').localeCompare(b.Name ?? ''))).toEqual([
      eastern('d1', '2026-05-20'),
      eastern('d3', '2026-05-18'),
    ]);
    at('2026-05-18T13:00:04.000Z');
    const rearmed = await sendAlert(alertOf('d3'));
    expect(rearmed.outcome).toMatchObject({ status: 'sent', emails: 1 });
    expect(rearmed.messages).toEqual([
      expect.objectContaining({ channel: 'email', to: 'maria@coastal.example.com' }),
    ]);
  });

  it("marked through an alert email's link: opening it keeps every alert, its button deletes them, its undo plans them again", async () => {
    const user = await harness.user('free', 'maria@coastal.example.com');
    const { project, lien } = await projectWithLienAlerts(user);
    const secret = 'a-session-secret-of-at-least-32-characters';
    const link = {
      deps: {
        projects: harness.app.projects,
        rateLimiter: harness.app.rateLimiter,
        clock: harness.clock,
        secret: async () => secret,
        users: harness.app.users,
        teamRemovals: harness.app.teamRemovals,
        metrics: recordedMetrics(),
      },
      token: signDeadlineDoneToken(secret, {
        userId: user.id,
        projectId: project.id,
        deadlineId: lien,
        recipient: user.email,
        accountVersion: user.sessionVersion,
        issuedAt: harness.clock.now().toISOString(),
        expiresAt: '2026-06-21T04:00:00.000Z',
      }),
      ip: '203.0.113.7',
    };
    harness.forgetCalls();

    await readDeadlineDone(link.deps, link.token, link.ip);
    await readDeadlineDone(link.deps, link.token, link.ip);
    await harness.settle();
    expect(await alertKeysOf(user, project.id)).toEqual(['d1', 'd14', 'd3', 'd30', 'd7']);
    expect(harness.deletedSchedules()).toEqual([]);

    await markDeadlineDone(link.deps, link.token, link.ip, true);
    await harness.settle();
    expect(await alertKeysOf(user, project.id)).toEqual([]);
    expect(link.deps.metrics.measures).toEqual([
      { metric: PRODUCT_METRICS.deadlinesMarkedDone, value: 1, source: 'email' },
    ]);
    expect(deletedScheduleNames()).toEqual(
      ['d1', 'd14', 'd3', 'd30', 'd7'].map((key) => `alert-${lien}-${key}`),
    );

    harness.forgetCalls();
    await markDeadlineDone(link.deps, link.token, link.ip, false);
    await harness.settle();
    expect(await alertKeysOf(user, project.id)).toEqual(['d1', 'd14', 'd3', 'd30', 'd7']);
    expect(
      harness
        .createdSchedules()
        .map((input) => input.Name)
        .sort(),
    ).toEqual(['d1', 'd14', 'd3', 'd30', 'd7'].map((key) => `alert-${lien}-${key}`));
  });

  it('sends nothing when its schedule fires before the stream has caught up with the mark', async () => {
    const user = await harness.user('free');
    const { project, lien, alertOf } = await projectWithLienAlerts(user);

    await mark(user, project.id, lien, true);
    // No settle: the alert items and schedules are still there when the 30-day alert fires.
    at('2026-04-21T13:00:04.000Z');
    const fired = await sendAlert(alertOf('d30'));

    expect(fired.outcome).toEqual({ status: 'skipped', reason: 'deadline_completed' });
    expect(fired.messages).toEqual([]);
    await harness.settle();
    const left = await harness.app.alerting.records.listForProject(user.id, project.id);
    expect(left.filter((record) => record.state === 'scheduled')).toEqual([]);
  });
});
