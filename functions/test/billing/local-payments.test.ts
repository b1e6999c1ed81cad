/**
 * The local test-payment provider's full cycle, with no STRIPE_SECRET_KEY and no
 * network: Free → Silver → Gold → cancel → period end → Free, through the same services and event
 * handling as Stripe's webhook, with the table's stream re-planning alerts as in AWS; then the
 * 15-day data deletion, and a re-subscription that cancels it.
 */
import { isLocalClientSecret } from '@lienminder/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalPayments } from '#local/adapters/local-payments';
import { LOCAL_PRICES } from '#src/ports/payments';
import type { StoredUser } from '#src/ports/user-store';
import { cancelSubscription } from '#src/services/billing/cancel-subscription';
import { createSubscription } from '#src/services/billing/create-subscription';
import { actorOf } from '#src/services/projects/activity-entries';
import { updateProject } from '#src/services/projects/update-project';
import { type AlertHarness, BROWSER, startAlertHarness } from '#test/alerts/harness';
import { projectBody } from '#test/api/support';
import { useStripeEnvironment } from '#test/stripe-stand-in';

let harness: AlertHarness;
let restoreEnvironment: () => void;

beforeAll(() => {
  restoreEnvironment = useStripeEnvironment({});
});
afterAll(() => restoreEnvironment());
beforeEach(async () => {
  harness = await startAlertHarness('2026-11-23T15:00:00.000Z');
});
afterEach(() => harness.stop());

const local = (): LocalPayments => {
  const provider = harness.app.billing.localPayments;
  if (!provider) throw new Error('The local runtime has the local test-payment provider');
  return provider;
};
const current = async (user: StoredUser) =>
  (await harness.app.users.findById(user.id, { consistent: true })) as StoredUser;

/** What the subscribe page does: ask for the plan, then press "Complete test payment". */
async function buy(user: StoredUser, tier: 'silver' | 'gold') {
  const answer = await createSubscription(
    { users: harness.app.users, payments: local(), prices: LOCAL_PRICES, publishableKey: null },
    await current(user),
    { tier },
  );
  expect(answer).toMatchObject({ status: 'incomplete', publishableKey: null });
  expect(isLocalClientSecret(answer.clientSecret ?? '')).toBe(true);
  const event = await local().confirm(answer.clientSecret as string);
  expect(event?.type).toBe('invoice.payment_succeeded');
  expect(await harness.app.billing.handleEvent(event)).toBe('applied');
  await harness.settle();
  // A client secret pays once.
  expect(await local().confirm(answer.clientSecret as string)).toBeNull();
}

async function passTime(iso: string) {
  harness.clock.set(iso);
  for (const event of await local().endLapsed()) await harness.app.billing.handleEvent(event);
  await harness.app.billing.deleteLapsedData();
  await harness.settle();
}

/**
 * The reminders still to fire (reminder deadline ids end in -r<yyyymmdd>, shared/src/deadlines/engine.ts);
 * no scheduler fires them in this test, so past ones simply stay as they were.
 */
const reminderAlerts = async (user: StoredUser, projectId: string) =>
  (await harness.app.alerting.records.listForProject(user.id, projectId)).filter(
    (alert) =>
      alert.state === 'scheduled' &&
      /-r\d{8}$/.test(alert.deadlineId) &&
      alert.fireAt > harness.clock.now().toISOString(),
  );

const RECURRING = {
  recurringAlertsInterval: '15',
  recurringAlertsStartDate: '2026-12-01',
  recurringAlertsEndDate: '2027-05-01',
  alertEmail2: 'office@coastal.example.com',
} as const;

describe('the local test-payment provider', () => {
  it('runs Free → Silver → Gold → cancel → period end → Free, on one subscription', async () => {
    const user = await harness.user('free');
    const first = await harness.createProject(user, { name: 'Free project' });

    await buy(user, 'silver');
    expect(await current(user)).toMatchObject({ tier: 'silver', subscriptionState: 'active' });
    const paid = await harness.createProject(await current(user), { name: 'Silver project', ...RECURRING });
    expect((await reminderAlerts(user, paid.id)).length).toBeGreaterThan(0);

    const { stripeSubscriptionId, stripeCustomerId } = await current(user);
    await buy(user, 'gold');
    expect(await current(user)).toMatchObject({ tier: 'gold', stripeSubscriptionId, stripeCustomerId });

    const cancelled = await cancelSubscription({ payments: local() }, await current(user), {
      confirmDataDeletion: true,
    });
    expect(cancelled.currentPeriodEnd).toBe('2026-12-23T15:00:00.000Z');
    expect(cancelled.message).toBe(
      'Your subscription is cancelled. You keep your plan until December 23, 2026, then your account moves to the Free plan.',
    );
    await passTime('2026-12-23T14:59:00.000Z');
    expect((await current(user)).tier).toBe('gold');

    await passTime('2026-12-23T15:01:00.000Z');
    expect(await current(user)).toMatchObject({ tier: 'free', subscriptionState: 'canceled' });
    // Downgrade effects: the reminders' schedules are gone; both projects stay, readable and editable.
    expect(await reminderAlerts(user, paid.id)).toEqual([]);
    expect((await harness.app.projects.listProjects(user.id)).map((p) => p.name).sort()).toEqual([
      'Free project',
      'Silver project',
    ]);
    const edited = await updateProject(
      harness.app,
      await current(user),
      actorOf(user),
      await harness.app.projects.get(user.id, paid.id),
      projectBody({ name: 'Silver project, renamed', ...RECURRING }),
      BROWSER,
    );
    expect(edited.project).toMatchObject({
      name: 'Silver project, renamed',
      alertEmail2: RECURRING.alertEmail2,
    });
    expect(await harness.app.billing.deletions.find(user.id)).toEqual({
      userId: user.id,
      dueAt: '2027-01-06T15:00:00.000Z',
    });

    // Within 15 days of the downgrade (a day early, for the daily job): what Free does not hold is deleted; the oldest project stays.
    await passTime('2027-01-06T15:00:00.000Z');
    const left = await harness.app.projects.listProjects(user.id);
    expect(left.map((project) => project.id)).toEqual([first.id]);
    expect((await current(user)).projectCount).toBe(1);
    expect(await harness.app.billing.deletions.find(user.id)).toBeNull();
  });

  it('a re-subscription inside the 15 days cancels the deletion: nothing is lost', async () => {
    const user = await harness.user('free');
    await harness.createProject(user, { name: 'First' });
    await buy(user, 'silver');
    const second = await harness.createProject(await current(user), { name: 'Second', ...RECURRING });
    await cancelSubscription({ payments: local() }, await current(user), { confirmDataDeletion: true });
    await passTime('2026-12-23T15:01:00.000Z');
    expect((await current(user)).tier).toBe('free');

    harness.clock.set('2026-12-30T10:00:00.000Z');
    await buy(user, 'gold');
    expect((await current(user)).tier).toBe('gold');
    expect(await harness.app.billing.deletions.find(user.id)).toBeNull();

    await passTime('2027-01-08T00:00:00.000Z');
    expect((await harness.app.projects.listProjects(user.id)).length).toBe(2);
    expect((await harness.app.projects.get(user.id, second.id))?.project.alertEmail2).toBe(
      RECURRING.alertEmail2,
    );
  });

  it('on Free, editing a project may keep but not add what the plan does not include', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { name: 'Only' });
    await expect(
      updateProject(
        harness.app,
        user,
        actorOf(user),
        await harness.app.projects.get(user.id, project.id),
        projectBody({ alertEmail2: 'new@example.com' }),
        BROWSER,
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});
