/**
 * The 45-day notice's alerts, which a project asks for (`noticeToOwnerAlerts`, docs/decisions/033),
 * through the table's stream and the send-alert handler as in AWS: off by default, so no alert
 * mentions the notice; on, it alerts 30, 14, 7, 3 and 1 days before its last day to mail (s.
 * 713.18(4)), and the messages name both last days: by mail, and by hand.
 */
import type { ProjectInput } from '@lienminder/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '#src/handlers/alerts/send-alert';
import type { DeliveryOrder } from '#src/ports/delivery-order';
import type { StoredUser } from '#src/ports/user-store';
import { type AlertHarness, startAlertHarness, WINDOW_PAST_EVERY_TEST_ALERT } from './harness';

let harness: AlertHarness;

// Monday 2026-03-02, 9:00 in New York. First furnishing Sunday 2026-03-01: the notice is to be
// mailed by Friday 2026-04-10 (day 40) or delivered by Wednesday 2026-04-15 (day 45). Last
// furnishing 2026-03-02: the Claim of Lien is due Sunday 2026-05-31.
const JOB = {
  name: 'Palm Court',
  role: 'subcontractor',
  firstFurnishingDate: '2026-03-01',
  lastFurnishingDate: '2026-03-02',
  smsAlerts: true,
  alertPhone: '3055550101',
  alertPhoneConsent: true,
} satisfies Partial<ProjectInput>;

beforeEach(async () => {
  harness = await startAlertHarness('2026-03-02T14:00:00.000Z', WINDOW_PAST_EVERY_TEST_ALERT);
});

afterEach(() => harness.stop());

async function alertItems(user: StoredUser, projectId: string) {
  const items = await harness.app.alerting.records.listForProject(user.id, projectId);
  return items
    .sort((a, b) => a.fireAt.localeCompare(b.fireAt))
    .map((item) => ({ ...item, suffix: item.deadlineId.slice(projectId.length + 1) }));
}

/** Every word the order would send: each email's subject and both parts, each text. */
const wordsOf = (order: DeliveryOrder) =>
  order.messages.map((message) =>
    message.channel === 'email' ? [message.subject, message.text, message.html].join('\n') : message.body,
  );

/** Sends each of the project's alerts at its time, and answers every word they sent. */
async function sendEveryAlert(user: StoredUser, projectId: string) {
  const sent: string[] = [];
  for (const item of await alertItems(user, projectId)) {
    harness.clock.set(new Date(Date.parse(item.fireAt) + 4_000).toISOString());
    const order = await handler({
      userId: user.id,
      projectId,
      deadlineId: item.deadlineId,
      alertKey: item.alertKey,
    });
    sent.push(...wordsOf(order));
  }
  return sent;
}

describe('the Notice to Owner alerts', () => {
  it('are off by default: the notice has no alert, and no alert sent mentions it', async () => {
    const user = await harness.user('gold');
    const project = await harness.createProject(user, JOB);
    expect(project.noticeToOwnerAlerts).toBe(false);
    const items = await alertItems(user, project.id);
    expect(items.map((item) => item.suffix)).toEqual(['lien', 'lien', 'lien', 'lien', 'lien']);

    const sent = await sendEveryAlert(user, project.id);
    expect(sent.length).toBeGreaterThanOrEqual(10);
    for (const words of sent) {
      expect(words).toContain('Claim of Lien');
      expect(words).not.toMatch(/Notice to Owner|hand-deliver/i);
    }
  });

  it('on, count 30, 14, 7, 3 and 1 days down to the last day to mail, and the 7-day alert names both last days', async () => {
    const user = await harness.user('gold');
    const project = await harness.createProject(user, { ...JOB, noticeToOwnerAlerts: true });
    const notice = (await alertItems(user, project.id)).filter((item) => item.suffix === 'nto');
    // 9:00 in New York: 14:00 UTC before 2026-03-08, 13:00 after.
    expect(notice.map((item) => `${item.alertKey} ${item.localDate} ${item.fireAt}`)).toEqual([
      'd30 2026-03-11 2026-03-11T13:00:00.000Z',
      'd14 2026-03-27 2026-03-27T13:00:00.000Z',
      'd7 2026-04-03 2026-04-03T13:00:00.000Z',
      'd3 2026-04-07 2026-04-07T13:00:00.000Z',
      'd1 2026-04-09 2026-04-09T13:00:00.000Z',
    ]);

    harness.clock.set('2026-04-03T13:00:04.000Z');
    const order = await handler({
      userId: user.id,
      projectId: project.id,
      deadlineId: `${project.id}-nto`,
      alertKey: 'd7',
    });
    expect(order.outcome).toEqual({ status: 'sent', emails: 1, texts: 1, textsWithheld: null });
    const [email, text] = order.messages;
    if (email?.channel !== 'email' || text?.channel !== 'sms') throw new Error('no email and text');
    expect(email.subject).toBe(
      'Notice to Owner for Palm Court: mail by Apr 10, or hand-deliver by Apr 15 (7 days)',
    );
    expect(email.text).toContain('Notice to Owner: 7 days left to mail\n');
    expect(email.text).toContain('Mail by: Friday, April 10, 2026 (certified or registered mail)\n');
    expect(email.text).toContain('Hand-deliver by: Wednesday, April 15, 2026\n');
    expect(email.html).toContain('Hand-deliver by');
    expect(text.body).toBe(
      `LienMinder: Palm Court: Notice to Owner: mail by Apr 10 (7 days). http://localhost:3000/projects/${project.id} Reply STOP to opt out`,
    );
    expect(text.body.length).toBeLessThanOrEqual(160);
  });

  it('turned off again, leave the plan and stop', async () => {
    const user = await harness.user('gold');
    const project = await harness.createProject(user, { ...JOB, noticeToOwnerAlerts: true });
    expect((await alertItems(user, project.id)).filter((item) => item.suffix === 'nto')).toHaveLength(5);
    await harness.updateProject(user, project.id, { ...JOB, noticeToOwnerAlerts: false });
    expect((await alertItems(user, project.id)).filter((item) => item.suffix === 'nto')).toEqual([]);
  });
});
