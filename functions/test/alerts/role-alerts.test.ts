/**
 * The alert plans of the deadlines a role, a payment bond or a recorded lien give (docs/florida-rules.md
 * section 3), through the table's stream as in AWS: every statutory deadline but the 45-day notice
 * alerts 30, 14, 7, 3 and 1 days before, on every plan; a role change or a recording re-plans the
 * alert items (and their schedules), and a met Claim of Lien leaves the plan.
 */
import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as sendAlertHandler } from '#src/handlers/alerts/send-alert';
import type { StoredUser } from '#src/ports/user-store';
import { type AlertHarness, startAlertHarness, WINDOW_PAST_EVERY_TEST_ALERT } from './harness';

let harness: AlertHarness;

// Monday 2026-03-02, 9:00 in New York. The harness's project: first furnishing 2026-01-07, last
// 2026-02-20, so its 90-day deadline is Thursday 2026-05-21 and a year after the last furnishing
// is Saturday 2027-02-20.
const TODAY = '2026-03-02';

beforeEach(async () => {
  harness = await startAlertHarness(`${TODAY}T14:00:00.000Z`, WINDOW_PAST_EVERY_TEST_ALERT);
});

afterEach(() => harness.stop());

/**
 * The project's alert items as "<id suffix> <alertKey> <local date> <UTC instant>", soonest first.
 * 9:00 in New York is 14:00 UTC in winter and 13:00 in summer (2026-03-08 to 11-01, 2027-03-14 on).
 */
async function alertItems(user: StoredUser, projectId: string): Promise<string[]> {
  const items = await harness.app.alerting.records.listForProject(user.id, projectId);
  for (const item of items) {
    expect(item).toMatchObject({ localTime: '09:00', timeZone: 'America/New_York', state: 'scheduled' });
  }
  return items
    .sort((a, b) => a.fireAt.localeCompare(b.fireAt))
    .map(
      (item) =>
        `${item.deadlineId.slice(projectId.length + 1)} ${item.alertKey} ${item.localDate} ${item.fireAt}`,
    );
}

/** "<id suffix> <alertKey>" of each schedule named, sorted. */
const scheduleNames = (inputs: { Name?: string }[], projectId: string) =>
  inputs
    .map((input) =>
      String(input.Name)
        .replace(`alert-${projectId}-`, '')
        .replace(/-(d\d+)$/, ' $1'),
    )
    .sort();
const created = (projectId: string) => scheduleNames(harness.createdSchedules(), projectId);
const deleted = (projectId: string) => scheduleNames(harness.deletedSchedules(), projectId);

const countdown = (suffix: string) => ['d30', 'd14', 'd7', 'd3', 'd1'].map((key) => `${suffix} ${key}`);

describe('on the Free plan every deadline with consequences alerts 30, 14, 7, 3 and 1 days before', () => {
  it("a contractor's recorded lien: the copy to serve, the affidavit and the suit; the met lien none", async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { role: 'contractor', lienRecordedDate: TODAY });
    expect(await alertItems(user, project.id)).toEqual([
      // Serve by Tuesday 2026-03-17, 15 days after today's recording: its 30-day alert is already past.
      'serve d14 2026-03-03 2026-03-03T14:00:00.000Z',
      'serve d7 2026-03-10 2026-03-10T13:00:00.000Z',
      'serve d3 2026-03-14 2026-03-14T13:00:00.000Z',
      'serve d1 2026-03-16 2026-03-16T13:00:00.000Z',
      // The final payment affidavit by Thursday 2027-02-25, 5 days before the suit.
      'fpa d30 2027-01-26 2027-01-26T14:00:00.000Z',
      'enforce d30 2027-01-31 2027-01-31T14:00:00.000Z',
      'fpa d14 2027-02-11 2027-02-11T14:00:00.000Z',
      'enforce d14 2027-02-16 2027-02-16T14:00:00.000Z',
      'fpa d7 2027-02-18 2027-02-18T14:00:00.000Z',
      'fpa d3 2027-02-22 2027-02-22T14:00:00.000Z',
      'enforce d7 2027-02-23 2027-02-23T14:00:00.000Z',
      'fpa d1 2027-02-24 2027-02-24T14:00:00.000Z',
      'enforce d3 2027-02-27 2027-02-27T14:00:00.000Z',
      // Suit by Tuesday 2027-03-02, a year after the recording.
      'enforce d1 2027-03-01 2027-03-01T14:00:00.000Z',
    ]);
    expect(created(project.id)).toEqual(
      [...countdown('enforce'), ...countdown('fpa'), ...countdown('serve').slice(1)].sort(),
    );
  });

  it("a bonded job's subcontractor: the Notice of Nonpayment and the suit on the bond", async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { role: 'subcontractor', paymentBond: true });
    expect(await alertItems(user, project.id)).toEqual([
      'lien d30 2026-04-21 2026-04-21T13:00:00.000Z',
      'lien d14 2026-05-07 2026-05-07T13:00:00.000Z',
      'lien d7 2026-05-14 2026-05-14T13:00:00.000Z',
      'lien d3 2026-05-18 2026-05-18T13:00:00.000Z',
      'lien d1 2026-05-20 2026-05-20T13:00:00.000Z',
      // Counted to the statutory Saturday 2027-02-20, not to the Monday it may roll to.
      'bond d30 2027-01-21 2027-01-21T14:00:00.000Z',
      'bond d14 2027-02-06 2027-02-06T14:00:00.000Z',
      'bond d7 2027-02-13 2027-02-13T14:00:00.000Z',
      'bond d3 2027-02-17 2027-02-17T14:00:00.000Z',
      'bond d1 2027-02-19 2027-02-19T14:00:00.000Z',
    ]);
  });

  it("a public job's sub-subcontractor: its Notice to Contractor, reference only, has none", async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, {
      type: 'public',
      role: 'sub_subcontractor',
      lastFurnishingDate: '',
    });
    expect(await alertItems(user, project.id)).toEqual([]);
    expect(harness.scheduler.calls()).toHaveLength(0);
  });
});

describe('a role change re-plans the alerts', () => {
  it('subcontractor to sub-subcontractor on a public job adds the Notice of Nonpayment; a supplier to the contractor drops it', async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { type: 'public', role: 'subcontractor' });
    const bondAlerts = await alertItems(user, project.id);
    expect(bondAlerts.map((item) => item.split(' ').slice(0, 2).join(' '))).toEqual(countdown('bond'));

    harness.forgetCalls();
    await harness.updateProject(user, project.id, { type: 'public', role: 'sub_subcontractor' });
    expect(await alertItems(user, project.id)).toEqual([
      'lien d30 2026-04-21 2026-04-21T13:00:00.000Z',
      'lien d14 2026-05-07 2026-05-07T13:00:00.000Z',
      'lien d7 2026-05-14 2026-05-14T13:00:00.000Z',
      'lien d3 2026-05-18 2026-05-18T13:00:00.000Z',
      'lien d1 2026-05-20 2026-05-20T13:00:00.000Z',
      ...bondAlerts,
    ]);
    expect(created(project.id)).toEqual(countdown('lien').sort());
    expect(harness.scheduler.commandCalls(UpdateScheduleCommand)).toEqual([]);
    expect(harness.scheduler.commandCalls(DeleteScheduleCommand)).toEqual([]);

    harness.forgetCalls();
    await harness.updateProject(user, project.id, { type: 'public', role: 'supplier_to_contractor' });
    expect(await alertItems(user, project.id)).toEqual(bondAlerts);
    expect(deleted(project.id)).toEqual(countdown('lien').sort());
    expect(harness.scheduler.commandCalls(CreateScheduleCommand)).toEqual([]);
  });

  it('no role to contractor on a bonded job with a recording: the lien is met and leaves, the affidavit comes', async () => {
    const user = await harness.user('free');
    const bonded = { paymentBond: true, lienRecordedDate: TODAY } as const;
    const project = await harness.createProject(user, bonded);
    const before = await alertItems(user, project.id);
    // With no role the bonded job's 90-day deadline may be a Notice of Nonpayment: not met, alerted;
    // and the bond suit, which every role but the contractor has, is shown and alerted too.
    expect(new Set(before.map((item) => item.split(' ')[0]))).toEqual(
      new Set(['serve', 'lien', 'bond', 'enforce']),
    );

    harness.forgetCalls();
    await harness.updateProject(user, project.id, { ...bonded, role: 'contractor' });
    const after = await alertItems(user, project.id);
    expect(new Set(after.map((item) => item.split(' ')[0]))).toEqual(new Set(['serve', 'fpa', 'enforce']));
    expect(after.filter((item) => !item.startsWith('fpa '))).toEqual(
      before.filter((item) => !item.startsWith('lien ') && !item.startsWith('bond ')),
    );
    expect(created(project.id)).toEqual(countdown('fpa').sort());
    expect(deleted(project.id)).toEqual([...countdown('bond'), ...countdown('lien')].sort());
  });
});

describe('entering a lien recording date', () => {
  it("removes the met Claim of Lien's alerts and adds the serve and enforce ones", async () => {
    const user = await harness.user('free');
    const project = await harness.createProject(user, { role: 'subcontractor' });
    expect((await alertItems(user, project.id)).map((item) => item.split(' ').slice(0, 2).join(' '))).toEqual(
      countdown('lien'),
    );

    harness.forgetCalls();
    await harness.updateProject(user, project.id, { role: 'subcontractor', lienRecordedDate: TODAY });
    expect(await alertItems(user, project.id)).toEqual([
      'serve d14 2026-03-03 2026-03-03T14:00:00.000Z',
      'serve d7 2026-03-10 2026-03-10T13:00:00.000Z',
      'serve d3 2026-03-14 2026-03-14T13:00:00.000Z',
      'serve d1 2026-03-16 2026-03-16T13:00:00.000Z',
      'enforce d30 2027-01-31 2027-01-31T14:00:00.000Z',
      'enforce d14 2027-02-16 2027-02-16T14:00:00.000Z',
      'enforce d7 2027-02-23 2027-02-23T14:00:00.000Z',
      'enforce d3 2027-02-27 2027-02-27T14:00:00.000Z',
      'enforce d1 2027-03-01 2027-03-01T14:00:00.000Z',
    ]);
    expect(deleted(project.id)).toEqual(countdown('lien').sort());
    expect(created(project.id)).toEqual([...countdown('enforce'), ...countdown('serve').slice(1)].sort());
  });

  it('a serve alert, when it fires, emails "Serve Claim of Lien" with its own dates and statute', async () => {
    const user = await harness.user('free', 'maria@coastal.example.com');
    const project = await harness.createProject(user, { role: 'subcontractor', lienRecordedDate: TODAY });
    harness.clock.set('2026-03-10T13:00:04.000Z');

    const order = await sendAlertHandler({
      userId: user.id,
      projectId: project.id,
      deadlineId: `${project.id}-serve`,
      alertKey: 'd7',
    });

    expect(order.outcome).toEqual({ status: 'sent', emails: 1, texts: 0, textsWithheld: null });
    const [email] = order.messages;
    expect(email).toMatchObject({
      channel: 'email',
      to: 'maria@coastal.example.com',
      subject: 'Serve Claim of Lien for Brickell Tower due Mar 17 (7 days)',
    });
    const text = email && 'text' in email ? email.text : '';
    expect(text).toContain('Serve Claim of Lien: 7 days left');
    expect(text).toContain('Statute: Fla. Stat. s. 713.08(4)(c)');
    // What to do in one line; the full description is one tap away on the project page.
    expect(text).toContain('Serve the owner a copy of the lien you recorded, by certified mail or by hand.');
  });
});
