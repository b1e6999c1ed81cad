/**
 * The send-alert Lambda handler as EventBridge Scheduler invokes it (ids only), against the real
 * stores: the delivery order it answers for deliver-alert (every email and text, word for word),
 * what is skipped and why, and the claim that hands each alert over once (docs/decisions/007).
 * Send-alert holds no provider: nothing reaches SES or Twilio here (see deliver-alert.test.ts).
 */

import { UpdateScheduleCommand } from '@aws-sdk/client-scheduler';
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ALERT_METRICS, PROJECT_PHONE_CONSENT_TEXT, type ProjectInput } from '@lienminder/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '#src/handlers/alerts/send-alert';
import type { DeliveryOrder } from '#src/ports/delivery-order';
import type { AlertPayload } from '#src/ports/scheduler';
import type { StoredUser } from '#src/ports/user-store';
import { sendAlert } from '#src/services/alerts/send-alert';
import { verifyDeadlineDoneToken } from '#src/services/deadlines/deadline-done-token';
import { dynamoAlertDeliveries } from '#src/store/alert-deliveries';
import { dynamoDeliveryClaims } from '#src/store/delivery-claims';
import { createDocumentClient } from '#src/store/document-client';
import { dynamoSuppressionList } from '#src/store/suppressions';
import { TEST_SESSION_SECRET } from '#test/dynamodb';
import { setPhoneStatus } from '#test/phone-statuses';
import { recordedMetrics } from '#test/recorded-metrics';
import { TWILIO_TOKEN, textFrom } from '#test/sms/sms-support';
import { type AlertHarness, BROWSER, startAlertHarness, WINDOW_PAST_EVERY_TEST_ALERT } from './harness';

let harness: AlertHarness;

// Last furnishing 2026-02-22: the Claim of Lien is due Saturday 2026-05-23, legal last day Tuesday
// 2026-05-26 (s. 713.011; Monday is Memorial Day). Its 7-day alert fires Saturday 2026-05-16 at
// 9:00 Eastern, 13:00 UTC.
const LIEN = { lastFurnishingDate: '2026-02-22' } satisfies Partial<ProjectInput>;
const SEVEN_DAY_ALERT = '2026-05-16T13:00:00.000Z';

const emailsIn = (order: DeliveryOrder) => order.messages.filter((message) => message.channel === 'email');
const textsIn = (order: DeliveryOrder) => order.messages.filter((message) => message.channel === 'sms');
const recipients = (order: DeliveryOrder) => order.messages.map((message) => message.to);

async function projectWithAlert(user: StoredUser, fields: Partial<ProjectInput> = {}) {
  const project = await harness.createProject(user, { ...LIEN, ...fields });
  const payload: AlertPayload = {
    userId: user.id,
    projectId: project.id,
    deadlineId: `${project.id}-lien`,
    alertKey: 'd7',
  };
  return { project, payload };
}

const alertItem = (payload: AlertPayload) => harness.app.alerting.records.get(payload);
const table = () => createDocumentClient(harness.app.config);
const tableName = () => harness.app.config.tableName;
const claimKey = (payload: AlertPayload) => ({
  pk: `SENT#${payload.deadlineId}#${payload.alertKey}`,
  sk: 'SENT',
});

async function claimItem(payload: AlertPayload) {
  const answer = await table().send(new GetCommand({ TableName: tableName(), Key: claimKey(payload) }));
  return answer.Item ?? null;
}

/** The schedule fires: the clock stands at its time (plus Scheduler's few seconds). */
function fireAt(instant = SEVEN_DAY_ALERT) {
  harness.clock.set(new Date(Date.parse(instant) + 4_000).toISOString());
}

beforeEach(async () => {
  harness = await startAlertHarness('2026-03-02T14:00:00.000Z', WINDOW_PAST_EVERY_TEST_ALERT);
});

afterEach(() => harness.stop());

afterEach(() => {
  // Send-alert decides; only deliver-alert talks to the providers.
  expect(harness.ses.commandCalls(SendEmailCommand)).toEqual([]);
  expect(harness.texts).toEqual([]);
});

describe('the alert email in the order', () => {
  it('links the project page, a Mark-as-done token for the deadline alone, and (for the account holder) its alert settings', async () => {
    const user = await harness.user('free', 'maria@coastal.example.com');
    const { project, payload } = await projectWithAlert(user, { name: 'Brickell <Tower> & "Co"' });
    fireAt();

    const order = await handler(payload);

    expect(order.outcome).toEqual({ status: 'sent', emails: 1, texts: 0, textsWithheld: null });
    const [email] = emailsIn(order);
    if (email?.channel !== 'email') throw new Error('no email');
    expect(email.lead).toEqual(payload);
    expect(email.subject).toBe('Claim of Lien for Brickell <Tower> & "Co" due May 23 (7 days)');
    const token = /deadlines\/done\?token=([\w.-]+)/.exec(email.text)?.[1] ?? '';
    expect(verifyDeadlineDoneToken(TEST_SESSION_SECRET, token, harness.clock.now())).toEqual({
      ok: true,
      // 30 days after the legal last day, Tuesday May 26.
      claims: {
        userId: user.id,
        projectId: project.id,
        deadlineId: payload.deadlineId,
        // The link is this recipient's, and ends with the owner's next password reset.
        recipient: 'maria@coastal.example.com',
        accountVersion: 1,
        issuedAt: harness.clock.now().toISOString(),
        expiresAt: '2026-06-25T00:00:00.000Z',
      },
    });
    expect(email.text).toContain(`Open project: http://localhost:3000/projects/${project.id}\n`);
    expect(email.text).toContain(
      `Change who gets alerts for this project: http://localhost:3000/projects/${project.id}/edit#alerts`,
    );
    expect(email.text).toContain('Legal last day: Tuesday, May 26, 2026 (moved from Saturday)');
    expect(email.html).toContain('Brickell &lt;Tower&gt; &amp; &quot;Co&quot;');
    expect(email.html).not.toContain('<Tower>');
    expect(email.html).toContain(`href="http://localhost:3000/deadlines/done?token=${token}"`);
  });

  it("links the deadline's prepared document on Gold, which prepares the statutory forms, and not below", async () => {
    const gold = await harness.user('gold');
    const silver = await harness.user('silver');
    const onGold = await projectWithAlert(gold, { role: 'subcontractor' });
    const onSilver = await projectWithAlert(silver, { role: 'subcontractor' });
    fireAt();
    const [goldEmail] = emailsIn(await handler(onGold.payload));
    const [silverEmail] = emailsIn(await handler(onSilver.payload));
    if (goldEmail?.channel !== 'email' || silverEmail?.channel !== 'email') throw new Error('no email');
    const document = `http://localhost:3000/projects/${onGold.project.id}/documents/claim-of-lien`;
    expect(goldEmail.text).toContain(`Claim of Lien, ready to review: ${document}`);
    expect(goldEmail.html).toContain(`href="${document}"`);
    expect(silverEmail.text).not.toContain('/documents/');
  });

  it('goes to every alert email the plan allows, and to the account email when alert email 1 is blank', async () => {
    const silver = await harness.user('silver', 'owner@silver.example.com');
    const { payload } = await projectWithAlert(silver, {
      alertEmail: '',
      alertEmail2: 'pm@silver.example.com',
    });
    fireAt();
    const order = await handler(payload);
    expect(recipients(order)).toEqual(['owner@silver.example.com', 'pm@silver.example.com']);
    // Each email carries its own Mark-as-done link, naming the address it went to.
    const linkRecipients = emailsIn(order).map((email) => {
      const token = /deadlines\/done\?token=([\w.-]+)/.exec(email.channel === 'email' ? email.text : '')?.[1];
      const verified = verifyDeadlineDoneToken(TEST_SESSION_SECRET, token ?? '', harness.clock.now());
      return [email.to, verified.ok ? verified.claims.recipient : verified.refusal];
    });
    expect(linkRecipients).toEqual([
      ['owner@silver.example.com', 'owner@silver.example.com'],
      ['pm@silver.example.com', 'pm@silver.example.com'],
    ]);
  });

  it('after a downgrade to Free only alert email 1 is used, whatever the project still holds', async () => {
    const user = await harness.user('gold');
    const { payload } = await projectWithAlert(user, {
      alertEmail: 'a@example.com',
      alertEmail2: 'b@example.com',
      alertEmail3: 'c@example.com',
    });
    await harness.app.users.setTier(user.id, 'free');
    fireAt();
    expect(recipients(await handler(payload))).toEqual(['a@example.com']);
  });

  it('is not there when the project turned email alerts off: with no one to tell, the alert is skipped', async () => {
    const user = await harness.user('free');
    const { payload } = await projectWithAlert(user, { emailAlerts: false });
    fireAt();
    expect(await handler(payload)).toEqual({
      alert: payload,
      outcome: { status: 'skipped', reason: 'no_recipients' },
      messages: [],
    });
    expect(await alertItem(payload)).toMatchObject({ state: 'skipped', skipReason: 'no_recipients' });
    expect(await claimItem(payload)).toBeNull();
  });
});

describe('the alert SMS in the order', () => {
  const phones = {
    smsAlerts: true,
    alertPhone: '3055550101',
    alertPhoneConsent: true,
    alertPhone2: '3055550102',
    alertPhone2Consent: true,
  } satisfies Partial<ProjectInput>;

  it('goes to consented phones on a plan with SMS: one GSM-7 text of at most 160 characters', async () => {
    const user = await harness.user('gold');
    const { project, payload } = await projectWithAlert(user, {
      ...phones,
      name: 'Brickell Tower – Phase “2”',
    });
    fireAt();

    const order = await handler(payload);
    expect(order.outcome).toEqual({ status: 'sent', emails: 1, texts: 2, textsWithheld: null });
    const body = `LienMinder: Brickell Tower - Phase "2": Claim of Lien in 7 days (May 23). http://localhost:3000/projects/${project.id} Reply STOP to opt out`;
    expect(textsIn(order)).toEqual([
      { channel: 'sms', to: '+13055550101', body, timeZone: 'America/New_York', lead: payload },
      { channel: 'sms', to: '+13055550102', body, timeZone: 'America/New_York', lead: payload },
    ]);
    expect(body.length).toBeLessThanOrEqual(160);
  });

  it('shortens a long project name so the text stays within 160 characters', async () => {
    const user = await harness.user('silver');
    const { project, payload } = await projectWithAlert(user, {
      ...phones,
      type: 'public',
      name: 'Very Long Name '.repeat(12),
    });
    fireAt();
    const [text] = textsIn(await handler(payload));
    if (text?.channel !== 'sms') throw new Error('no text');
    expect(text.body.length).toBeLessThanOrEqual(160);
    expect(text.body.length).toBeGreaterThan(155);
    expect(text.body.startsWith('LienMinder: Very Long Name')).toBe(true);
    expect(
      text.body.endsWith(
        `...: Notice of Nonpayment in 7 days (May 23). http://localhost:3000/projects/${project.id} Reply STOP to opt out`,
      ),
    ).toBe(true);
  });

  it('never goes to a number that replied STOP', async () => {
    const user = await harness.user('silver');
    const { payload } = await projectWithAlert(user, phones);
    await setPhoneStatus(harness.app.config, '+13055550102', 'opted_out', harness.clock.now());
    // The setup's consents counted their opt-ins; what matters here is what the send counts.
    harness.metrics.measures.length = 0;
    fireAt();
    expect(textsIn(await handler(payload)).map((text) => text.to)).toEqual(['+13055550101']);
    expect(harness.metrics.measures).toEqual([
      { metric: ALERT_METRICS.suppressed, value: 1, channel: 'sms' },
    ]);
  });

  it('is not there on Free (after a downgrade) or when the project has SMS alerts off', async () => {
    const downgraded = await harness.user('gold');
    const first = await projectWithAlert(downgraded, phones);
    await harness.app.users.setTier(downgraded.id, 'free');
    const smsOff = await harness.user('gold');
    const second = await projectWithAlert(smsOff, { ...phones, smsAlerts: false });
    fireAt();
    for (const order of [await handler(first.payload), await handler(second.payload)]) {
      expect(textsIn(order)).toEqual([]);
      expect(emailsIn(order)).toHaveLength(1);
    }
  });

  it('outside 8:00-20:00 in the project zone waits, whole, for the next 8:00 there, then goes with its texts', async () => {
    const user = await harness.user('gold');
    const { payload } = await projectWithAlert(user, phones);
    fireAt('2026-05-17T01:30:00.000Z'); // 21:30 Eastern on May 16: a late delivery
    const deferred = await handler(payload);
    // 8:00 EDT on May 17 is 12:00 UTC.
    expect(deferred).toEqual({
      alert: payload,
      outcome: { status: 'deferred', until: '2026-05-17T12:00:00.000Z' },
      messages: [],
    });
    expect(await alertItem(payload)).toMatchObject({
      state: 'scheduled',
      localDate: '2026-05-17',
      localTime: '08:00',
      fireAt: '2026-05-17T12:00:00.000Z',
      deferredFrom: SEVEN_DAY_ALERT,
    });
    expect(await claimItem(payload)).toBeNull();

    // The stream moves the alert's schedule to the new time (ApplySchedules).
    harness.scheduler.resetHistory();
    await harness.settle();
    const [update] = harness.scheduler.commandCalls(UpdateScheduleCommand);
    expect(update?.args[0].input).toMatchObject({
      Name: `alert-${payload.deadlineId}-${payload.alertKey}`,
      ScheduleExpression: 'at(2026-05-17T08:00:00)',
      ScheduleExpressionTimezone: 'America/New_York',
    });

    // A schedule of the old time firing again is not the deferred alert's.
    expect((await handler(payload)).outcome).toEqual({ status: 'ignored', reason: 'alert_moved' });

    fireAt('2026-05-17T12:00:00.000Z');
    const order = await handler(payload);
    expect(order.outcome).toEqual({ status: 'sent', emails: 1, texts: 2, textsWithheld: null });
    expect(textsIn(order).map((text) => text.to)).toEqual(['+13055550101', '+13055550102']);
    expect(await alertItem(payload)).toMatchObject({ state: 'sent', deferredFrom: SEVEN_DAY_ALERT });
  });

  it('before 8:00 waits for 8:00 the same morning', async () => {
    const user = await harness.user('gold');
    const { payload } = await projectWithAlert(user, phones);
    fireAt('2026-05-17T10:15:00.000Z'); // 6:15 Eastern on May 17
    expect((await handler(payload)).outcome).toEqual({
      status: 'deferred',
      until: '2026-05-17T12:00:00.000Z',
    });
  });

  it('does not wait past the legal last day: the email goes at once, the texts are withheld', async () => {
    const user = await harness.user('gold');
    const { payload } = await projectWithAlert(user, phones);
    // 21:30 Eastern on Tuesday May 26, the legal last day: the next 8:00 is too late.
    fireAt('2026-05-27T01:30:00.000Z');
    const order = await handler(payload);
    expect(order.outcome).toEqual({ status: 'sent', emails: 1, texts: 0, textsWithheld: 'quiet_hours' });
    expect(order.messages.map((message) => message.channel)).toEqual(['email']);
  });

  it('with no phone to text, goes at once outside the SMS hours (email has no quiet hours)', async () => {
    const user = await harness.user('gold');
    const { payload } = await projectWithAlert(user);
    fireAt('2026-05-17T01:30:00.000Z');
    expect((await handler(payload)).outcome).toEqual({
      status: 'sent',
      emails: 1,
      texts: 0,
      textsWithheld: null,
    });
  });

  it('honours a STOP texted in the same second the alert fires', async () => {
    process.env.TWILIO_AUTH_TOKEN = TWILIO_TOKEN;
    try {
      const user = await harness.user('silver');
      const { payload } = await projectWithAlert(user, phones);
      fireAt();
      const stop = await textFrom('+13055550101', 'stop');
      expect(stop.statusCode).toBe(200);
      const order = await handler(payload);
      expect(textsIn(order).map((text) => text.to)).toEqual(['+13055550102']);
    } finally {
      delete process.env.TWILIO_AUTH_TOKEN;
    }
  });
});

describe('SMS consent from the project form', () => {
  const consented = {
    smsAlerts: true,
    alertPhone: '3055550101',
    alertPhoneConsent: true,
  } satisfies Partial<ProjectInput>;

  /** The consent log's partition for the harness's month (docs/architecture.md section 3). */
  async function consentRecords() {
    const answer = await table().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'CONSENT#2026-03' },
      }),
    );
    return answer.Items ?? [];
  }

  it('saving a project with a consented phone records exactly one consent as shown, and opts the phone in', async () => {
    const user = await harness.user('silver');
    const { project } = await projectWithAlert(user, consented);

    expect(await consentRecords()).toEqual([
      {
        pk: 'CONSENT#2026-03',
        sk: expect.stringMatching(/^2026-03-02T14:00:00\.000Z#.+$/),
        entity: 'smsConsent',
        id: expect.any(String),
        phone: '+13055550101',
        name: null,
        ip: BROWSER.ip,
        userAgent: BROWSER.userAgent,
        timestamp: '2026-03-02T14:00:00.000Z',
        consentText: PROJECT_PHONE_CONSENT_TEXT,
        programType: 'deadline_alerts',
        frequency: 'Varies with your deadlines',
        termsUrl: 'http://localhost:3000/terms',
        privacyUrl: 'http://localhost:3000/privacy',
        action: 'opt_in',
        source: 'project_form',
        userId: user.id,
        projectId: project.id,
      },
    ]);
    expect(await harness.app.alerting.phones.get('+13055550101')).toBe('opted_in');
  });

  it('re-saving the project unchanged records no second consent; a newly ticked number gets its own', async () => {
    const user = await harness.user('silver');
    const { project } = await projectWithAlert(user, consented);
    await harness.updateProject(user, project.id, { ...LIEN, ...consented, name: 'Renamed' });
    expect(await consentRecords()).toHaveLength(1);

    await harness.updateProject(user, project.id, {
      ...LIEN,
      ...consented,
      alertPhone2: '3055550102',
      alertPhone2Consent: true,
    });
    expect((await consentRecords()).map((record) => record.phone)).toEqual(['+13055550101', '+13055550102']);
  });

  it('a ticked phone with no consent on record (a project saved before consents were logged) is not texted', async () => {
    const user = await harness.user('silver');
    const { payload } = await projectWithAlert(user, consented);
    await table().send(
      new DeleteCommand({ TableName: tableName(), Key: { pk: 'PHONE#+13055550101', sk: 'PHONE' } }),
    );
    fireAt();
    const order = await handler(payload);
    expect(order.outcome).toMatchObject({ status: 'sent', emails: 1, texts: 0 });
    expect(textsIn(order)).toEqual([]);
  });

  it('a number that replied STOP stays opted out when a project ticks it again, and is not texted', async () => {
    await setPhoneStatus(harness.app.config, '+13055550101', 'opted_out', harness.clock.now());
    const user = await harness.user('silver');
    const { payload } = await projectWithAlert(user, consented);

    expect(await harness.app.alerting.phones.get('+13055550101')).toBe('opted_out');
    expect(await consentRecords()).toEqual([]);
    fireAt();
    const order = await handler(payload);
    expect(order.outcome).toMatchObject({ status: 'sent', emails: 1, texts: 0 });
    expect(textsIn(order)).toEqual([]);
  });
});

describe('the claim: each alert is handed over once', () => {
  it('records the claim and the alert sent together, and a repeated invocation answers nothing to deliver', async () => {
    const user = await harness.user('free');
    const { project, payload } = await projectWithAlert(user);
    fireAt();
    expect((await handler(payload)).messages).toHaveLength(1);

    const firedAt = harness.clock.now();
    expect(await claimItem(payload)).toEqual({
      ...claimKey(payload),
      userId: user.id,
      projectId: project.id,
      claimedAt: firedAt.toISOString(),
      expiresAt: Math.floor(firedAt.getTime() / 1000) + 365 * 86_400,
    });
    expect(await alertItem(payload)).toMatchObject({
      state: 'sent',
      skipReason: null,
      updatedAt: firedAt.toISOString(),
    });

    // EventBridge Scheduler delivers at least once: the same event again.
    expect(await handler(payload)).toEqual({
      alert: payload,
      outcome: { status: 'ignored', reason: 'already_done' },
      messages: [],
    });
  });

  it('two concurrent invocations: exactly one answers the messages, the other nothing', async () => {
    const user = await harness.user('free');
    const { payload } = await projectWithAlert(user);
    fireAt();
    const orders = await Promise.all([handler(payload), handler(payload)]);
    const outcomes = orders.map((order) => order.outcome.status).sort();
    expect(outcomes).toEqual(['ignored', 'sent']);
    expect(orders.flatMap((order) => order.messages)).toHaveLength(1);
    expect(orders.find((order) => order.outcome.status === 'ignored')?.outcome).toEqual({
      status: 'ignored',
      reason: 'already_done',
    });
  });

  it('a claim already on record stops the send, and the alert item is left as it was', async () => {
    const user = await harness.user('free');
    const { payload } = await projectWithAlert(user);
    await table().send(
      new PutCommand({ TableName: tableName(), Item: { ...claimKey(payload), userId: user.id } }),
    );
    const before = await alertItem(payload);
    fireAt();
    expect(await handler(payload)).toEqual({
      alert: payload,
      outcome: { status: 'ignored', reason: 'already_done' },
      messages: [],
    });
    expect(await alertItem(payload)).toEqual(before);
  });

  it('an alert changed after it was judged (an edit moved it) is neither claimed nor overwritten', async () => {
    const user = await harness.user('free');
    const { payload } = await projectWithAlert(user);
    const judged = await alertItem(payload);
    if (!judged) throw new Error('alert not planned');
    const claims = dynamoDeliveryClaims(table(), tableName());
    // What send-alert read, before an edit moved the alert three days later.
    const stale = { ...judged, fireAt: '2026-05-13T13:00:00.000Z', localDate: '2026-05-13' };
    fireAt();

    const claim = { alerts: [{ alert: stale, sentIn: [] }], messages: [], skipped: [] };
    expect(await claims.claim(claim, harness.clock.now(), harness.clock.now())).toEqual({
      status: 'refused',
      taken: [],
      changed: [payload],
    });
    expect(await claimItem(payload)).toBeNull();
    expect(await alertItem(payload)).toEqual(judged);
  });

  it('a process that dies right after the claim leaves the messages it will not send on record with it (the history says why)', async () => {
    const user = await harness.user('silver');
    const { payload } = await projectWithAlert(user, {
      smsAlerts: true,
      alertPhone: '3055550101',
      alertPhoneConsent: true,
      alertPhone2: '3055550102',
      alertPhone2Consent: true,
    });
    await setPhoneStatus(harness.app.config, '+13055550102', 'opted_out', harness.clock.now());
    const claims = dynamoDeliveryClaims(table(), tableName());
    const deliveries = dynamoAlertDeliveries(table(), tableName());
    fireAt();
    const dies = sendAlert(
      {
        clock: harness.clock,
        metrics: recordedMetrics(),
        alerts: harness.app.alerting.records,
        claims: {
          async claim(...args) {
            await claims.claim(...args);
            throw new Error('the process died');
          },
          defer: (...args) => claims.defer(...args),
        },
        projects: harness.app.projects,
        users: harness.app.users,
        phones: harness.app.alerting.phones,
        publicUrl: 'http://localhost:3000/',
        doneTokenSecret: async () => 'a-test-secret-of-at-least-32-characters',
        unsubscribeSecret: async () => 'a-test-secret-of-at-least-32-characters',
        suppressions: dynamoSuppressionList(table(), tableName()),
      },
      payload,
    );
    await expect(dies).rejects.toThrow('the process died');

    const records = await deliveries.listForProject(user.id, payload.projectId);
    expect(records.map(({ channel, to, state, reason }) => ({ channel, to, state, reason }))).toEqual([
      { channel: 'email', to: user.email, state: 'pending', reason: null },
      { channel: 'sms', to: '+13055550101', state: 'pending', reason: null },
      { channel: 'sms', to: '+13055550102', state: 'skipped', reason: 'opted_out' },
    ]);
  });

  it('a re-armed alert (its deadline moved later) can be claimed again for the new date', async () => {
    const user = await harness.user('free');
    const { payload } = await projectWithAlert(user);
    const claims = dynamoDeliveryClaims(table(), tableName());
    fireAt();
    await handler(payload);
    await claims.rearm(payload);
    expect(await claimItem(payload)).toBeNull();
  });
});

describe('skips, and why', () => {
  const skipped = (payload: AlertPayload, reason: string) => ({
    alert: payload,
    outcome: { status: 'skipped', reason },
    messages: [],
  });

  it('a project completed or put on hold just before the alert fires', async () => {
    const user = await harness.user('silver');
    const completed = await projectWithAlert(user);
    const onHold = await projectWithAlert(user);
    fireAt();
    await harness.updateProject(user, completed.project.id, { ...LIEN, projectStatus: 'completed' });
    await harness.updateProject(user, onHold.project.id, { ...LIEN, projectStatus: 'on_hold' });

    expect(await handler(completed.payload)).toEqual(skipped(completed.payload, 'project_completed'));
    expect(await handler(onHold.payload)).toEqual(skipped(onHold.payload, 'project_on_hold'));
    expect(await alertItem(completed.payload)).toMatchObject({
      state: 'skipped',
      skipReason: 'project_completed',
    });
    expect(await claimItem(completed.payload)).toBeNull();
  });

  it('a project that is gone (its alert item left behind by a failed sync)', async () => {
    const user = await harness.user('silver');
    const { project, payload } = await projectWithAlert(user);
    const previous = await harness.app.projects.get(user.id, project.id);
    if (!previous) throw new Error('project not stored');
    await harness.app.projects.delete({ userId: user.id, previous, activity: null });
    fireAt();
    expect(await handler(payload)).toEqual(skipped(payload, 'project_deleted'));
  });

  it('an alert whose project was deleted normally is simply gone', async () => {
    const user = await harness.user('silver');
    const { project, payload } = await projectWithAlert(user);
    await harness.deleteProject(user, project.id);
    fireAt();
    expect(await handler(payload)).toEqual({
      alert: payload,
      outcome: { status: 'ignored', reason: 'alert_gone' },
      messages: [],
    });
  });

  it('an old schedule of an alert whose date moved sends nothing; the moved alert stays scheduled', async () => {
    const user = await harness.user('free');
    const { project, payload } = await projectWithAlert(user);
    // Three days later: the 7-day alert is now 2026-05-19.
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-02-25' });
    fireAt(); // the 2026-05-16 schedule fires anyway (its update had failed)
    expect(await handler(payload)).toEqual({
      alert: payload,
      outcome: { status: 'ignored', reason: 'alert_moved' },
      messages: [],
    });
    expect(await alertItem(payload)).toMatchObject({ state: 'scheduled', localDate: '2026-05-19' });
  });

  it('a late delivery after the legal last day', async () => {
    const user = await harness.user('free');
    const { payload } = await projectWithAlert(user);
    fireAt('2026-05-27T13:00:00.000Z');
    expect(await handler(payload)).toEqual(skipped(payload, 'deadline_passed'));
  });

  it('a payload that is not an alert is reported and not retried, with nothing to deliver', async () => {
    expect(await handler({ userId: 'u', alertKey: 'd99' })).toEqual({
      alert: null,
      outcome: { status: 'invalid' },
      messages: [],
    });
  });
});
