/**
 * The send-alert Lambda handler as EventBridge Scheduler invokes it (ids only), against the real
 * stores: what reaches SES (exact SendEmail input), who gets texts, what is skipped and why, and
 * that a repeated or concurrent invocation never sends twice.
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PublishCommand } from '@aws-sdk/client-sns';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PROJECT_PHONE_CONSENT_TEXT, type ProjectInput } from '@lienclock/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AlertPayload } from '#ports/scheduler';
import type { StoredUser } from '#ports/user-store';
import { handler } from '../../src/handlers/alerts/send-alert';
import {
  AlertDeliveryIncomplete,
  AlertDeliveryInProgress,
  DELIVERY_LEASE_MS,
} from '../../src/services/alerts/send-alert';
import { dynamoDeliveryClaims } from '../../src/store/delivery-claims';
import { createDocumentClient } from '../../src/store/document-client';
import { type AlertHarness, BROWSER, FROM_ADDRESS, OPERATOR_TOPIC, startAlertHarness } from './harness';

let harness: AlertHarness;

// Last furnishing 2026-02-22: the Claim of Lien is due Saturday 2026-05-23, legal last day Tuesday
// 2026-05-26 (s. 713.011; Monday is Memorial Day). Its 7-day alert fires Saturday 2026-05-16 at
// 9:00 Eastern, 13:00 UTC.
const LIEN = { lastFurnishingDate: '2026-02-22' } satisfies Partial<ProjectInput>;
const SEVEN_DAY_ALERT = '2026-05-16T13:00:00.000Z';

const emails = () => harness.ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
const recipients = () => emails().map((input) => input.Destination?.ToAddresses);

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

/** The schedule fires: the clock stands at its time (plus Scheduler's few seconds). */
function fireAt(instant = SEVEN_DAY_ALERT) {
  harness.clock.set(new Date(Date.parse(instant) + 4_000).toISOString());
}

beforeEach(async () => {
  harness = await startAlertHarness('2026-03-02T14:00:00.000Z');
});

describe('the alert email', () => {
  it('names the project, deadline, due date, days left, legal last day and why, statute, dashboard link and disclaimer', async () => {
    const user = await harness.user('free', 'maria@coastal.example.com');
    const { project, payload } = await projectWithAlert(user, { name: 'Brickell <Tower> & "Co"' });
    fireAt();

    expect(await handler(payload)).toEqual({ status: 'sent', emails: 1, texts: 0, textsWithheld: null });

    const stored = await harness.app.projects.get(user.id, project.id);
    const description = stored?.deadlines.find((deadline) => deadline.type === 'record_lien')?.description;
    const [email] = emails();
    expect(email).toEqual({
      FromEmailAddress: FROM_ADDRESS,
      Destination: { ToAddresses: ['maria@coastal.example.com'] },
      Content: {
        Simple: {
          Subject: {
            Data: 'LienClock: Record Claim of Lien / Notice of Nonpayment for Brickell <Tower> & "Co" due Saturday, May 23, 2026 (7 days left)',
            Charset: 'UTF-8',
          },
          Body: {
            Text: {
              Data: [
                'Record Claim of Lien / Notice of Nonpayment for Brickell <Tower> & "Co": 7 days left.',
                '',
                'Project: Brickell <Tower> & "Co", 1 Brickell Ave, Miami, FL',
                'Deadline: Record Claim of Lien / Notice of Nonpayment',
                'Due date: Saturday, May 23, 2026 (7 days left)',
                'Legal last day: Tuesday, May 26, 2026 (moved from Saturday)',
                'Statute: Fla. Stat. s. 713.08(5)',
                '',
                description,
                '',
                'See all your deadlines: http://localhost:3000/',
                '',
                'LienClock is a convenience tool, not legal advice; you bear all risk. Verify every deadline with a Florida construction attorney.',
              ].join('\n'),
              Charset: 'UTF-8',
            },
            Html: { Data: expect.any(String), Charset: 'UTF-8' },
          },
        },
      },
    });
    const html = email?.Content?.Simple?.Body?.Html?.Data ?? '';
    expect(html).toContain('Brickell &lt;Tower&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<Tower>');
    expect(html).toContain('<a href="http://localhost:3000/">See all your deadlines</a>');
    expect(html).toContain('Tuesday, May 26, 2026 (moved from Saturday)');
    expect(html).toContain('LienClock is a convenience tool, not legal advice');
    expect(await alertItem(payload)).toMatchObject({ state: 'sent', attempts: 1, failure: null });
  });

  it('goes to every alert email the plan allows, and to the account email when alert email 1 is blank', async () => {
    const silver = await harness.user('silver', 'owner@silver.example.com');
    const { payload } = await projectWithAlert(silver, {
      alertEmail: '',
      alertEmail2: 'pm@silver.example.com',
    });
    fireAt();
    await handler(payload);
    expect(recipients()).toEqual([['owner@silver.example.com'], ['pm@silver.example.com']]);
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
    await handler(payload);
    expect(recipients()).toEqual([['a@example.com']]);
  });

  it('is not sent when the project turned email alerts off', async () => {
    const user = await harness.user('free');
    const { payload } = await projectWithAlert(user, { emailAlerts: false });
    fireAt();
    expect(await handler(payload)).toEqual({ status: 'skipped', reason: 'no_recipients' });
    expect(emails()).toEqual([]);
    expect(await alertItem(payload)).toMatchObject({ state: 'skipped', skipReason: 'no_recipients' });
  });
});

describe('the alert SMS', () => {
  const phones = {
    smsAlerts: true,
    alertPhone: '3055550101',
    alertPhoneConsent: true,
    alertPhone2: '3055550102',
    alertPhone2Consent: true,
  } satisfies Partial<ProjectInput>;

  it('goes to consented phones on a plan with SMS: one GSM-7 text of at most 160 characters', async () => {
    const user = await harness.user('gold');
    const { payload } = await projectWithAlert(user, { ...phones, name: 'Brickell Tower – Phase “2”' });
    fireAt();

    expect(await handler(payload)).toMatchObject({ status: 'sent', emails: 1, texts: 2 });
    const body =
      'LienClock: Claim of Lien for Brickell Tower - Phase "2" due May 23 (7 days left), legal last day May 26. Reply STOP to opt out';
    expect(harness.texts).toEqual([
      { to: '+13055550101', body },
      { to: '+13055550102', body },
    ]);
    expect(body.length).toBeLessThanOrEqual(160);
  });

  it('shortens a long project name so the text stays within 160 characters', async () => {
    const user = await harness.user('silver');
    const { payload } = await projectWithAlert(user, {
      ...phones,
      type: 'public',
      name: 'Very Long Name '.repeat(12),
    });
    fireAt();
    await handler(payload);
    const [text] = harness.texts;
    expect(text?.body.length).toBeLessThanOrEqual(160);
    expect(text?.body.length).toBeGreaterThan(155);
    expect(text?.body.startsWith('LienClock: Notice of Nonpayment for Very Long Name')).toBe(true);
    expect(
      text?.body.endsWith('... due May 23 (7 days left), legal last day May 26. Reply STOP to opt out'),
    ).toBe(true);
  });

  it('never goes to a number that replied STOP', async () => {
    const user = await harness.user('silver');
    const { payload } = await projectWithAlert(user, phones);
    await harness.app.alerting.phones.set('+13055550102', 'opted_out', harness.clock.now());
    fireAt();
    await handler(payload);
    expect(harness.texts.map((text) => text.to)).toEqual(['+13055550101']);
  });

  it('is not sent on Free (after a downgrade) or when the project has SMS alerts off', async () => {
    const downgraded = await harness.user('gold');
    const first = await projectWithAlert(downgraded, phones);
    await harness.app.users.setTier(downgraded.id, 'free');
    const smsOff = await harness.user('gold');
    const second = await projectWithAlert(smsOff, { ...phones, smsAlerts: false });
    fireAt();
    await handler(first.payload);
    await handler(second.payload);
    expect(harness.texts).toEqual([]);
    expect(emails()).toHaveLength(2);
  });

  it('is held back outside 8:00-20:00 in the project zone; the email still goes', async () => {
    const user = await harness.user('gold');
    const { payload } = await projectWithAlert(user, phones);
    fireAt('2026-05-17T01:30:00.000Z'); // 21:30 Eastern: a late delivery
    expect(await handler(payload)).toEqual({
      status: 'sent',
      emails: 1,
      texts: 0,
      textsWithheld: 'quiet_hours',
    });
    expect(harness.texts).toEqual([]);
  });
});

describe('SMS consent from the project form', () => {
  const consented = {
    smsAlerts: true,
    alertPhone: '3055550101',
    alertPhoneConsent: true,
  } satisfies Partial<ProjectInput>;
  const table = () => createDocumentClient(harness.app.config);
  const tableName = () => harness.app.config.tableName;

  /** The consent log's partition for the harness's month (DESIGN.md section 3). */
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
    expect(await handler(payload)).toMatchObject({ status: 'sent', emails: 1, texts: 0 });
    expect(harness.texts).toEqual([]);
  });

  it('a number that replied STOP stays opted out when a project ticks it again, and is not texted', async () => {
    await harness.app.alerting.phones.set('+13055550101', 'opted_out', harness.clock.now());
    const user = await harness.user('silver');
    const { payload } = await projectWithAlert(user, consented);

    expect(await harness.app.alerting.phones.get('+13055550101')).toBe('opted_out');
    expect(await consentRecords()).toEqual([]);
    fireAt();
    expect(await handler(payload)).toMatchObject({ status: 'sent', emails: 1, texts: 0 });
    expect(harness.texts).toEqual([]);
  });
});

describe('exactly once', () => {
  it('a repeated invocation sends nothing more', async () => {
    const user = await harness.user('free');
    const { payload } = await projectWithAlert(user);
    fireAt();
    await handler(payload);
    expect(await handler(payload)).toEqual({ status: 'ignored', reason: 'already_done' });
    expect(emails()).toHaveLength(1);
  });

  it('two concurrent invocations send once; the loser asks to be retried and then finds it done', async () => {
    const user = await harness.user('free');
    const { payload } = await projectWithAlert(user);
    fireAt();
    const outcomes = await Promise.allSettled([handler(payload), handler(payload)]);
    expect(emails()).toHaveLength(1);
    const sent = outcomes.filter(
      (outcome) => outcome.status === 'fulfilled' && outcome.value.status === 'sent',
    );
    expect(sent).toHaveLength(1);
    const other = outcomes.find((outcome) => !sent.includes(outcome));
    if (other?.status === 'rejected') expect(other.reason).toBeInstanceOf(AlertDeliveryInProgress);
    else expect(other?.value).toEqual({ status: 'ignored', reason: 'already_done' });
    expect(await handler(payload)).toEqual({ status: 'ignored', reason: 'already_done' });
  });

  it('after a crash between claim and send, a retry within the lease waits, and one after it sends', async () => {
    const user = await harness.user('free');
    const { payload } = await projectWithAlert(user);
    fireAt();
    // An invocation claimed the alert and died before sending (e.g. a Lambda timeout).
    const claims = dynamoDeliveryClaims(
      createDocumentClient(harness.app.config),
      harness.app.config.tableName,
    );
    await claims.claim(payload, { now: harness.clock.now(), leaseMs: DELIVERY_LEASE_MS });

    // A duplicate delivery while the first attempt could still be running: try again later.
    harness.clock.advanceSeconds(20);
    await expect(handler(payload)).rejects.toBeInstanceOf(AlertDeliveryInProgress);
    expect(emails()).toEqual([]);

    // Lambda's retry, a minute after the 30-second timeout: the lease has run out.
    harness.clock.advanceSeconds(70);
    expect(await handler(payload)).toMatchObject({ status: 'sent', emails: 1 });
    expect(emails()).toHaveLength(1);
    expect(await alertItem(payload)).toMatchObject({ state: 'sent', attempts: 2 });
  });
});

describe('delivery failures', () => {
  it('a failed recipient is retried alone; those already reached are not sent again', async () => {
    const user = await harness.user('silver', 'owner@example.com');
    const { payload } = await projectWithAlert(user, {
      alertEmail: 'a@example.com',
      alertEmail2: 'b@example.com',
    });
    let refusedOnce = false;
    harness.ses.on(SendEmailCommand).callsFake((input: { Destination: { ToAddresses: string[] } }) => {
      if (input.Destination.ToAddresses[0] === 'b@example.com' && !refusedOnce) {
        refusedOnce = true;
        throw Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' });
      }
      return { MessageId: 'ok' };
    });
    fireAt();

    await expect(handler(payload)).rejects.toBeInstanceOf(AlertDeliveryIncomplete);
    expect(await alertItem(payload)).toMatchObject({
      state: 'scheduled',
      attempts: 1,
      failure: { stage: 'delivery', error: 'email:b@example.com: Service unavailable' },
    });
    harness.clock.advanceSeconds(60); // Lambda's first asynchronous retry
    expect(await handler(payload)).toMatchObject({ status: 'sent' });
    expect(recipients()).toEqual([['a@example.com'], ['b@example.com'], ['b@example.com']]);
    expect(await alertItem(payload)).toMatchObject({ state: 'sent', attempts: 2, failure: null });
  });

  it('after the last attempt the alert is marked failed and the operator is told', async () => {
    const user = await harness.user('free', 'owner@example.com');
    const { project, payload } = await projectWithAlert(user);
    harness.ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected' }));
    fireAt();

    await expect(handler(payload)).rejects.toBeInstanceOf(AlertDeliveryIncomplete);
    harness.clock.advanceSeconds(60);
    await expect(handler(payload)).rejects.toBeInstanceOf(AlertDeliveryIncomplete);
    harness.clock.advanceSeconds(120);
    const error = 'email:owner@example.com: Email address is not verified';
    expect(await handler(payload)).toEqual({ status: 'failed', error });

    expect(harness.sns.commandCalls(PublishCommand).map((call) => call.args[0].input)).toEqual([
      {
        TopicArn: OPERATOR_TOPIC,
        Subject: 'LienClock alert undelivered: Record Claim of Lien / Notice of Nonpayment',
        Message: [
          'An alert could not be delivered after 3 attempts.',
          `User: ${user.id} (owner@example.com)`,
          `Project: Brickell Tower (${project.id})`,
          `Deadline: Record Claim of Lien / Notice of Nonpayment, due 2026-05-23 (${project.id}-lien), alert d7`,
          `Errors: ${error}`,
        ].join('\n'),
      },
    ]);
    expect(await alertItem(payload)).toMatchObject({
      state: 'failed',
      attempts: 3,
      failure: { stage: 'delivery', error },
    });
    // A fourth delivery of the same event changes nothing.
    expect(await handler(payload)).toEqual({ status: 'ignored', reason: 'already_done' });
    expect(harness.sns.commandCalls(PublishCommand)).toHaveLength(1);
  });
});

describe('skips, and why', () => {
  it('a project completed or put on hold just before the alert fires', async () => {
    const user = await harness.user('silver');
    const completed = await projectWithAlert(user);
    const onHold = await projectWithAlert(user);
    fireAt();
    await harness.updateProject(user, completed.project.id, { ...LIEN, projectStatus: 'completed' });
    await harness.updateProject(user, onHold.project.id, { ...LIEN, projectStatus: 'on_hold' });

    expect(await handler(completed.payload)).toEqual({ status: 'skipped', reason: 'project_completed' });
    expect(await handler(onHold.payload)).toEqual({ status: 'skipped', reason: 'project_on_hold' });
    expect(await alertItem(completed.payload)).toMatchObject({
      state: 'skipped',
      skipReason: 'project_completed',
    });
    expect(emails()).toEqual([]);
  });

  it('a project that is gone (its alert item left behind by a failed sync)', async () => {
    const user = await harness.user('silver');
    const { project, payload } = await projectWithAlert(user);
    const previous = await harness.app.projects.get(user.id, project.id);
    if (!previous) throw new Error('project not stored');
    await harness.app.projects.delete({ userId: user.id, previous });
    fireAt();
    expect(await handler(payload)).toEqual({ status: 'skipped', reason: 'project_deleted' });
    expect(emails()).toEqual([]);
  });

  it('an alert whose project was deleted normally is simply gone', async () => {
    const user = await harness.user('silver');
    const { project, payload } = await projectWithAlert(user);
    await harness.deleteProject(user, project.id);
    fireAt();
    expect(await handler(payload)).toEqual({ status: 'ignored', reason: 'alert_gone' });
  });

  it('an old schedule of an alert whose date moved sends nothing; the moved alert stays scheduled', async () => {
    const user = await harness.user('free');
    const { project, payload } = await projectWithAlert(user);
    // Three days later: the 7-day alert is now 2026-05-19.
    await harness.updateProject(user, project.id, { lastFurnishingDate: '2026-02-25' });
    fireAt(); // the 2026-05-16 schedule fires anyway (its update had failed)
    expect(await handler(payload)).toEqual({ status: 'ignored', reason: 'alert_moved' });
    expect(emails()).toEqual([]);
    expect(await alertItem(payload)).toMatchObject({ state: 'scheduled', localDate: '2026-05-19' });
  });

  it('a late delivery after the legal last day', async () => {
    const user = await harness.user('free');
    const { payload } = await projectWithAlert(user);
    fireAt('2026-05-27T13:00:00.000Z');
    expect(await handler(payload)).toEqual({ status: 'skipped', reason: 'deadline_passed' });
    expect(emails()).toEqual([]);
  });

  it('a payload that is not an alert is reported and not retried', async () => {
    expect(await handler({ userId: 'u', alertKey: 'd99' })).toEqual({ status: 'invalid' });
  });
});
