/**
 * What SES reports after taking an alert email, handed to the email-events handler exactly as the
 * stack's rule hands it (the event's `detail`, SES's notification): a permanent bounce or a
 * complaint for one of a project's two addresses stops that account's alerts to it, the project's
 * history shows it, and the account holder's next alert email names it. Saving the address typed
 * anew lifts a bounce; a complaint only its recipient lifts (the unsubscribe page's undo), and an
 * edit that only changes the address's case is no new address. A transient bounce changes nothing.
 */
import { ALERT_METRICS } from '@lienminder/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as emailEvents } from '#src/handlers/deliverability/email-events';
import type { StoredUser } from '#src/ports/user-store';
import { call } from '#test/api/support';
import {
  type DeliverabilityHarness,
  fireAndDeliver,
  historyOf,
  LIEN,
  startDeliverabilityHarness,
} from './support';

const OFFICE = 'dana@office.example.com';
let setup: DeliverabilityHarness;
let owner: StoredUser;
let projectId: string;

beforeEach(async () => {
  setup = await startDeliverabilityHarness();
  owner = await setup.harness.user('gold', 'maria@coastal.example.com');
  // Alert email 1 blank: the account's own address; alert email 2 the office.
  const project = await setup.harness.createProject(owner, {
    ...LIEN,
    name: 'Oak St',
    alertEmail: '',
    alertEmail2: OFFICE,
  });
  projectId = project.id;
});

afterEach(() => setup.harness.stop());

// Deliver-alert sends an alert's emails side by side: in any order.
const sentTo = () => setup.emails.map((email) => email.to).sort();
const holderEmail = () => setup.emails.find((email) => email.to === owner.email);
const officeMessageId = () => setup.emails.find((email) => email.to === OFFICE)?.messageId ?? '';

const bounce = (messageId: string, bounceType: 'Permanent' | 'Transient') => ({
  eventType: 'Bounce',
  mail: { messageId, timestamp: '2026-05-16T13:00:05.000Z', destination: [OFFICE] },
  bounce: {
    bounceType,
    bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
    bouncedRecipients: [{ emailAddress: OFFICE, diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
    timestamp: '2026-05-16T13:00:06.000Z',
  },
});
const complaint = (messageId: string) => ({
  eventType: 'Complaint',
  mail: { messageId, timestamp: '2026-05-16T13:00:05.000Z', destination: [OFFICE] },
  complaint: { complainedRecipients: [{ emailAddress: OFFICE }], complaintFeedbackType: 'abuse' },
});

/** The office's message of the 7-day alert in the project's history. */
async function officeMessageOf(alertKey: string) {
  const history = await historyOf(setup.harness, owner, projectId);
  const alert = history.alerts.find((entry) => entry.alertKey === alertKey);
  return {
    history,
    message: alert?.messages.find((message) => message.recipient === 'd***@office.example.com'),
  };
}

describe.each([
  {
    what: 'a permanent bounce',
    event: (messageId: string) => bounce(messageId, 'Permanent'),
    reason: 'bounced' as const,
    detail: 'smtp; 550 5.1.1 user unknown',
    why: 'the address bounced on May 16, 2026. Correct it on the project and save: saving the address lets alerts go to it again.',
    liftedBySave: true,
  },
  {
    what: 'a complaint',
    event: complaint,
    reason: 'complained' as const,
    detail: null,
    why: 'its reader marked an alert as spam on May 16, 2026. Only they can resume, from the link in an earlier alert; or list another address.',
    liftedBySave: false,
  },
])('$what for one of two addresses', ({ event, reason, detail, why, liftedBySave }) => {
  it('stops the next alert to it alone, shows on the project, is named in the account holder’s next email, and is lifted by a save (a bounce) or only by its recipient (a complaint)', async () => {
    const { harness } = setup;
    await fireAndDeliver(harness, owner, projectId, 'd7');
    expect(sentTo()).toEqual([OFFICE, owner.email]);

    // The link in its email is how its recipient takes a complaint back.
    const officeRaw = setup.emails.find((email) => email.to === OFFICE)?.raw;
    harness.clock.set('2026-05-16T13:05:00.000Z');
    expect(await emailEvents(event(officeMessageId()))).toBe('suppressed');
    // A permanent bounce is counted by channel; a complaint is no bounce.
    expect(harness.metrics.measures.filter(({ metric }) => metric === ALERT_METRICS.bounced)).toEqual(
      reason === 'bounced' ? [{ metric: ALERT_METRICS.bounced, value: 1, channel: 'email' }] : [],
    );

    const { history, message } = await officeMessageOf('d7');
    const outcome = reason === 'bounced' ? 'bounced' : 'complained';
    expect(message).toMatchObject({
      state: 'sent',
      outcome,
      outcomeAt: '2026-05-16T13:05:00.000Z',
      outcomeDetail: detail,
    });
    expect(history.suppressedRecipients).toEqual([
      { channel: 'email', recipient: OFFICE, reason, at: '2026-05-16T13:05:00.000Z' },
    ]);

    setup.emails.length = 0;
    await fireAndDeliver(harness, owner, projectId, 'd3');
    expect(sentTo()).toEqual([owner.email]);
    const notice = [
      'Not everyone got your alerts:',
      `- ${OFFICE} missed the Record Claim of Lien / Notice of Nonpayment alert for Oak St: ${why}`,
    ].join('\n');
    // The earlier alert it missed and this one, which the list kept from it: under the subject line,
    // before the morning's deadlines.
    const [subject, blank, ...body] = setup.emails[0]?.text.split('\n') ?? [];
    expect(subject).toContain(' for Oak St due May 23 (3 days)');
    expect(blank).toBe('');
    expect(
      body
        .join('\n')
        .startsWith(
          `${notice}\n- ${OFFICE} missed the Record Claim of Lien / Notice of Nonpayment alert for Oak St: ${why}\n\n`,
        ),
    ).toBe(true);
    expect(setup.emails[0]?.html).toContain('Not everyone got your alerts:');
    const afterStop = await officeMessageOf('d3');
    expect(afterStop.message).toMatchObject({ state: 'skipped', reason: 'suppressed' });

    const stopsOn = async () =>
      (await historyOf(harness, owner, projectId)).suppressedRecipients.map((entry) => entry.reason);
    const saveOffice = (alertEmail2: string) =>
      harness.updateProject(owner, projectId, { ...LIEN, name: 'Oak St', alertEmail: '', alertEmail2 });
    // The same address in capitals is no new address: nothing is vouched for.
    await saveOffice('Dana@Office.example.com');
    expect(await stopsOn()).toEqual([reason]);
    // Cleared and typed again: the account holder vouches for a bounced address, never for a
    // complaint, which its recipient alone takes back.
    await saveOffice('');
    await saveOffice(OFFICE);
    expect(await stopsOn()).toEqual(liftedBySave ? [] : [reason]);
    if (!liftedBySave) {
      const header = /\r\nList-Unsubscribe: <([^>]+)>\r\n/.exec(officeRaw ?? '');
      const link = new URL(header?.[1] ?? 'http://missing/');
      const undo = await call('POST', `${link.pathname}${link.search}`, {
        body: 'resubscribe=yes',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(undo.statusCode).toBe(200);
      expect(await stopsOn()).toEqual([]);
    }
    setup.emails.length = 0;
    await fireAndDeliver(harness, owner, projectId, 'd1');
    expect(sentTo()).toEqual([OFFICE, owner.email]);
    // Named once: the misses went with the 3-day alert's email.
    expect(holderEmail()?.text).not.toContain('Not everyone got your alerts');
  });
});

describe('a transient bounce', () => {
  it('suppresses nothing: SES keeps trying, and the next alert goes to both addresses', async () => {
    const { harness } = setup;
    await fireAndDeliver(harness, owner, projectId, 'd7');
    expect(await emailEvents(bounce(officeMessageId(), 'Transient'))).toBe('ignored');

    const { history, message } = await officeMessageOf('d7');
    expect(message).toMatchObject({ state: 'sent', outcome: null });
    expect(history.suppressedRecipients).toEqual([]);
    setup.emails.length = 0;
    await fireAndDeliver(harness, owner, projectId, 'd3');
    expect(sentTo()).toEqual([OFFICE, owner.email]);
  });
});

describe('a delivery', () => {
  it('is recorded on the message, and a later complaint still stands over it', async () => {
    const { harness } = setup;
    await fireAndDeliver(harness, owner, projectId, 'd7');
    harness.clock.set('2026-05-16T13:01:00.000Z');
    const delivered = { eventType: 'Delivery', mail: { messageId: officeMessageId() }, delivery: {} };
    expect(await emailEvents(delivered)).toBe('recorded');
    expect((await officeMessageOf('d7')).message).toMatchObject({ outcome: 'delivered' });
    expect(harness.metrics.measures.filter(({ metric }) => metric === ALERT_METRICS.delivered)).toEqual([
      { metric: ALERT_METRICS.delivered, value: 1, channel: 'email' },
    ]);
    harness.clock.set('2026-05-16T15:00:00.000Z');
    await emailEvents(complaint(officeMessageId()));
    // SES's events come in any order: a late delivery event does not undo the complaint.
    await emailEvents(delivered);
    expect((await officeMessageOf('d7')).message).toMatchObject({ outcome: 'complained' });
  });
});

describe('the account holder’s own address', () => {
  it('bouncing is not put in an email it would not reach: the dashboard says so instead', async () => {
    const { harness } = setup;
    await fireAndDeliver(harness, owner, projectId, 'd7');
    const own = setup.emails.find((email) => email.to === owner.email)?.messageId ?? '';
    expect(
      await emailEvents({
        ...bounce(own, 'Permanent'),
        bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: owner.email }] },
      }),
    ).toBe('suppressed');
    expect(await harness.app.suppressions.listMissed(owner.id, harness.clock.now())).toEqual([]);
  });
});
