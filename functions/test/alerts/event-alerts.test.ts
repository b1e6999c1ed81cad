/**
 * The alert plans of the deadlines events bring or shorten (docs/florida-rules.md section 5), through
 * the table's stream as in AWS: a sworn-statement demand or an order to show cause entered on the
 * project re-plans at once, 30, 14, 7, 3 and 1 days before (a day already past skipped), and a
 * deadline entered with less than a day left gets one alert at the next 9:00, once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as sendAlertHandler } from '#src/handlers/alerts/send-alert';
import type { StoredUser } from '#src/ports/user-store';
import { type AlertHarness, startAlertHarness, WINDOW_PAST_EVERY_TEST_ALERT } from './harness';

let harness: AlertHarness;

// Monday 2026-03-02, 9:00 in New York (14:00 UTC): the harness's project is first furnished
// 2026-01-07, last 2026-02-20.
const TODAY = '2026-03-02';

beforeEach(async () => {
  harness = await startAlertHarness(`${TODAY}T14:00:00.000Z`, WINDOW_PAST_EVERY_TEST_ALERT);
});

afterEach(() => harness.stop());

/** The project's alert items of deadline `suffix` as "<alertKey> <local date> <UTC instant> <state>". */
async function alertsOf(user: StoredUser, projectId: string, suffix: string): Promise<string[]> {
  const items = await harness.app.alerting.records.listForProject(user.id, projectId);
  return items
    .filter((item) => item.deadlineId === `${projectId}-${suffix}`)
    .sort((a, b) => a.fireAt.localeCompare(b.fireAt))
    .map((item) => `${item.alertKey} ${item.localDate} ${item.fireAt} ${item.state}`);
}

describe('an event entered on the project re-plans its alerts at once', () => {
  it('a sworn-statement demand served today: Answer the Sworn Statement Demand by Wednesday 2026-04-01', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { role: 'subcontractor' });
    expect(await alertsOf(user, project.id, 'sworn')).toEqual([]);

    harness.forgetCalls();
    await harness.updateProject(user, project.id, { role: 'subcontractor', swornStatementDemandDate: TODAY });
    // The 30-day alert would be this very 9:00: past, skipped.
    expect(await alertsOf(user, project.id, 'sworn')).toEqual([
      'd14 2026-03-18 2026-03-18T13:00:00.000Z scheduled',
      'd7 2026-03-25 2026-03-25T13:00:00.000Z scheduled',
      'd3 2026-03-29 2026-03-29T13:00:00.000Z scheduled',
      'd1 2026-03-31 2026-03-31T13:00:00.000Z scheduled',
    ]);
    expect(harness.createdSchedules().map((input) => input.Name)).toEqual(
      expect.arrayContaining(['d14', 'd7', 'd3', 'd1'].map((key) => `alert-${project.id}-sworn-${key}`)),
    );
  });

  it('an order to show cause moves the suit to enforce from a year to 20 days', async () => {
    const user = await harness.user('free');
    const recorded = { role: 'subcontractor', lienRecordedDate: TODAY } as const;
    const project = await harness.createProject(user, recorded);
    expect((await alertsOf(user, project.id, 'enforce'))[0]).toBe(
      'd30 2027-01-31 2027-01-31T14:00:00.000Z scheduled',
    );

    await harness.updateProject(user, project.id, { ...recorded, showCauseServedDate: TODAY });
    // Suit by Sunday 2026-03-22, 20 days after the summons.
    expect(await alertsOf(user, project.id, 'enforce')).toEqual([
      'd14 2026-03-08 2026-03-08T13:00:00.000Z scheduled',
      'd7 2026-03-15 2026-03-15T13:00:00.000Z scheduled',
      'd3 2026-03-19 2026-03-19T13:00:00.000Z scheduled',
      'd1 2026-03-21 2026-03-21T13:00:00.000Z scheduled',
    ]);
  });
});

describe('a deadline entered with less than a day left', () => {
  it('gets one alert at the next 9:00, sent once, and no second one on a later save', async () => {
    const user = await harness.user('free', 'maria@coastal.example.com');
    // Friday 2026-03-06, 10:00 in New York: a demand served 2026-02-05 is entered. The statement is
    // due Saturday 03-07 (legal last day Monday 03-09); its 1-day alert was this morning at 9:00.
    harness.clock.set('2026-03-06T15:00:00.000Z');
    const fields = { role: 'subcontractor', swornStatementDemandDate: '2026-02-05' } as const;
    const project = await harness.createProject(user, fields);
    expect(await alertsOf(user, project.id, 'sworn')).toEqual([
      'catch_up 2026-03-07 2026-03-07T14:00:00.000Z scheduled',
    ]);

    harness.clock.set('2026-03-07T14:00:04.000Z');
    const order = await sendAlertHandler({
      userId: user.id,
      projectId: project.id,
      deadlineId: `${project.id}-sworn`,
      alertKey: 'catch_up',
    });
    expect(order.outcome).toEqual({ status: 'sent', emails: 1, texts: 0, textsWithheld: null });
    expect(order.messages[0]).toMatchObject({
      // The due date rolled from Saturday to Monday: on time until then, never "overdue".
      subject: 'Answer the Sworn Statement Demand for Brickell Tower due Mar 7 (on time until Mar 9)',
    });

    // Saved again that Saturday: the alert that reached the user is history. Sunday's 9:00 is still
    // before the legal last day, but no second catch-up is planned.
    harness.forgetCalls();
    await harness.updateProject(user, project.id, { ...fields, name: 'Brickell Tower II' });
    expect(await alertsOf(user, project.id, 'sworn')).toEqual([
      'catch_up 2026-03-07 2026-03-07T14:00:00.000Z sent',
    ]);
    expect(harness.createdSchedules()).toEqual([]);
  });
});
