/**
 * An alert from schedule to inbox as AWS runs it: send-alert decides and answers a delivery order;
 * Lambda's on-success destination hands that answer, as JSON, to deliver-alert, which sends it
 * (SES v1 checked for its exact input; texts recorded by the harness). Also: what deliver-alert
 * does with an event that is not an order, and that a failed delivery never makes send-alert send
 * again.
 */
import { SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import { CLOSED_LOGIN_NOTICE_DAYS, type ProjectInput } from '@lienminder/shared';
import { afterEach, beforeEach, expect, it, type MockInstance, vi } from 'vitest';
import { handler as deliverAlert } from '#src/handlers/alerts/deliver-alert';
import { handler as sendAlert } from '#src/handlers/alerts/send-alert';
import type { DeliveryOrder } from '#src/ports/delivery-order';
import type { AlertPayload } from '#src/ports/scheduler';
import type { StoredUser } from '#src/ports/user-store';
import { AlertUndelivered } from '#src/services/alerts/deliver-alert';
import { dynamoAccountClosings } from '#src/store/account-closing';
import { dynamoDeliveryLedger } from '#src/store/delivery-records';
import { createDocumentClient } from '#src/store/document-client';
import { createTableClient } from '#src/store/table-client';
import { setPhoneStatus } from '#test/phone-statuses';
import { type AlertHarness, FROM_ADDRESS, startAlertHarness } from './harness';

let harness: AlertHarness;
let errorLines: MockInstance<typeof console.error>;

beforeEach(async () => {
  harness = await startAlertHarness('2026-03-02T14:00:00.000Z');
  errorLines = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  errorLines.mockRestore();
  await harness.stop();
});

/** What SES was sent, by recipient: an alert's messages go out side by side, in no set order. */
const sesInputs = () =>
  harness.ses
    .commandCalls(SendEmailCommand)
    .map((call) => call.args[0].input)
    .sort((x, y) =>
      (x.Destination?.ToAddresses?.[0] ?? '').localeCompare(y.Destination?.ToAddresses?.[0] ?? ''),
    );
const loggedErrors = () =>
  errorLines.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

/** Lambda hands the destination the function's answer serialised as JSON. */
const asDestinationEvent = (order: DeliveryOrder): unknown => JSON.parse(JSON.stringify(order));
const accountClosings = () =>
  dynamoAccountClosings(createDocumentClient(harness.app.config), harness.app.config.tableName);
const deliveryLedger = () =>
  dynamoDeliveryLedger(createTableClient(harness.app.config), harness.app.config.tableName);
/** The delivery records of an order's messages, as the table holds them. */
const recordsOf = (order: DeliveryOrder, payload: AlertPayload) =>
  deliveryLedger().getAll(
    order.messages.map((message) => ({ ...payload, channel: message.channel, to: message.to })),
  );

/** A project whose Claim of Lien 7-day alert fires 2026-05-16 at 9:00 Eastern, and the clock at that time. */
async function projectWithAlert(user: StoredUser, fields: Partial<ProjectInput> = {}) {
  const project = await harness.createProject(user, { lastFurnishingDate: '2026-02-22', ...fields });
  harness.clock.set('2026-05-16T13:00:04.000Z');
  const payload: AlertPayload = {
    userId: user.id,
    projectId: project.id,
    deadlineId: `${project.id}-lien`,
    alertKey: 'd7',
  };
  return payload;
}

/** A Silver owner's 7-day alert that also texts an opted-in phone, and the clock at its time. */
async function alertWithText() {
  const user = await harness.user('silver', 'owner@coastal.example.com');
  const payload = await projectWithAlert(user, {
    smsAlerts: true,
    alertPhone: '3055550101',
    alertPhoneConsent: true,
  });
  await setPhoneStatus(harness.app.config, '+13055550101', 'opted_in', harness.clock.now());
  return { user, payload };
}

it("sends every message of send-alert's order: each email through SES as it was worded, each text", async () => {
  const user = await harness.user('silver', 'owner@coastal.example.com');
  const payload = await projectWithAlert(user, {
    alertEmail2: 'pm@coastal.example.com',
    smsAlerts: true,
    alertPhone: '3055550101',
    alertPhoneConsent: true,
  });
  const order = await sendAlert(payload);

  expect(await deliverAlert(asDestinationEvent(order))).toEqual({ delivered: 3, undelivered: 0 });

  const emails = order.messages.filter((message) => message.channel === 'email');
  expect(emails.map((email) => email.to)).toEqual(['owner@coastal.example.com', 'pm@coastal.example.com']);
  // The account holder's email as SendEmail; the listed recipient's, with List-Unsubscribe, as MIME.
  const [own, listed] = emails;
  expect(sesInputs()).toEqual(
    [own].flatMap((email) =>
      email
        ? [
            {
              Source: FROM_ADDRESS,
              Destination: { ToAddresses: [email.to] },
              Message: {
                Subject: { Data: email.subject, Charset: 'UTF-8' },
                Body: {
                  Text: { Data: email.text, Charset: 'UTF-8' },
                  Html: { Data: email.html, Charset: 'UTF-8' },
                },
              },
            },
          ]
        : [],
    ),
  );
  const raw = harness.ses.commandCalls(SendRawEmailCommand).map((call) => call.args[0].input);
  expect(raw.map(({ Source, Destinations }) => ({ Source, Destinations }))).toEqual([
    { Source: FROM_ADDRESS, Destinations: ['pm@coastal.example.com'] },
  ]);
  const mime = new TextDecoder().decode(raw[0]?.RawMessage?.Data);
  expect(mime).toContain(`\r\nList-Unsubscribe: ${listed?.headers?.['List-Unsubscribe']}\r\n`);
  expect(mime).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
  expect(mime).toContain(
    `\r\nSubject: =?UTF-8?B?${Buffer.from(listed?.subject ?? '').toString('base64')}?=\r\n`,
  );
  expect(harness.texts).toEqual([
    {
      to: '+13055550101',
      body: `LienMinder: Brickell Tower: Claim of Lien in 7 days (May 23). http://localhost:3000/projects/${payload.projectId} Reply STOP to opt out`,
    },
  ]);
});

it('an order with nothing to send (an alert no longer planned) sends nothing', async () => {
  const order = await sendAlert({
    userId: 'user000000000404',
    projectId: 'proj000000000404',
    deadlineId: 'proj000000000404-lien',
    alertKey: 'd7',
  });
  expect(order.outcome).toEqual({ status: 'ignored', reason: 'alert_gone' });

  expect(await deliverAlert(asDestinationEvent(order))).toEqual({ delivered: 0, undelivered: 0 });
  expect(sesInputs()).toEqual([]);
  expect(harness.texts).toEqual([]);
});

it('an event that is not a delivery order is logged and dropped, not retried', async () => {
  const event = {
    alert: null,
    outcome: { status: 'sent', emails: 1, texts: 0, textsWithheld: null },
    messages: [{ channel: 'fax', to: '+13055550101' }],
  };
  expect(await deliverAlert(event)).toEqual({ status: 'invalid' });
  expect(sesInputs()).toEqual([]);
  expect(loggedErrors()).toEqual([
    expect.objectContaining({
      level: 'ERROR',
      message: 'deliver-alert received an event that is not a delivery order',
    }),
  ]);
});

it('a delivery that failed outright is retried by Lambda alone: send-alert never answers the alert again', async () => {
  const user = await harness.user('free', 'owner@coastal.example.com');
  const payload = await projectWithAlert(user);
  harness.ses
    .on(SendEmailCommand)
    // Not the sending rate, which the mailer waits out itself (ses-mailer.ts): an outage.
    .rejectsOnce(Object.assign(new Error('Service Unavailable'), { name: 'ServiceUnavailable' }))
    .resolves({ MessageId: 'ses-message' });
  const order = await sendAlert(payload);

  await expect(deliverAlert(asDestinationEvent(order))).rejects.toBeInstanceOf(AlertUndelivered);
  // Lambda's first retry of the same event.
  expect(await deliverAlert(asDestinationEvent(order))).toEqual({ delivered: 1, undelivered: 0 });
  expect(sesInputs().map((input) => input.Destination?.ToAddresses)).toEqual([
    ['owner@coastal.example.com'],
    ['owner@coastal.example.com'],
  ]);

  // A repeated schedule event finds the alert handed over already.
  expect(await sendAlert(payload)).toEqual({
    alert: payload,
    outcome: { status: 'ignored', reason: 'already_done' },
    messages: [],
  });
});

it("records and logs a provider's refusal in its own words, with the recipient's number and address masked", async () => {
  const { payload } = await alertWithText();
  harness.ses
    .on(SendEmailCommand)
    .rejectsOnce(
      Object.assign(
        new Error(
          'Email address is not verified. The following identities failed the check in region US-EAST-1: owner@coastal.example.com',
        ),
        { name: 'MessageRejected' },
      ),
    );
  // Twilio's words for a number it will not text, as twilio-texter.ts reports them.
  harness.textRefusals.push(
    new Error(
      'Twilio refused the message (HTTP 400, code 21610): Attempt to send to unsubscribed recipient +13055550101',
    ),
  );
  const order = await sendAlert(payload);
  expect(order.outcome).toMatchObject({ status: 'sent', emails: 1, texts: 1 });

  const failure = await deliverAlert(asDestinationEvent(order)).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(AlertUndelivered);
  const records = await deliveryLedger().getAll(
    order.messages.map((message) => ({
      userId: payload.userId,
      projectId: payload.projectId,
      deadlineId: payload.deadlineId,
      alertKey: payload.alertKey,
      channel: message.channel,
      to: message.to,
    })),
  );
  // The alert history shows these reasons.
  expect(records.map((record) => record.reason).sort()).toEqual([
    'Email address is not verified. The following identities failed the check in region US-EAST-1: o***@coastal.example.com',
    'Twilio refused the message (HTTP 400, code 21610): Attempt to send to unsubscribed recipient ***0101',
  ]);
  const everythingSaid = [
    (failure as Error).message,
    (failure as Error).stack,
    JSON.stringify(loggedErrors()),
  ].join('\n');
  expect(everythingSaid).toContain('unsubscribed recipient ***0101');
  expect(everythingSaid).toContain('US-EAST-1: o***@coastal.example.com');
  expect(everythingSaid).not.toMatch(/3055550101|owner@coastal/);
});

/** An alert's order, decided, and then its owner closing the account (the mark made, nothing deleted yet). */
async function orderOfAClosingAccount() {
  const { user, payload } = await alertWithText();
  const order = await sendAlert(payload);
  expect(order.outcome).toMatchObject({ status: 'sent', emails: 1, texts: 1 });
  const closings = accountClosings();
  await closings.begin(user.id, harness.clock.now().toISOString());
  return { user, payload, order, closings };
}

it('an account whose closing stopped after its mark: a morning claimed before it is not delivered, and none fires after it; each skip recorded', async () => {
  // The run stops right after the mark (the daily job finishes it).
  const { order, payload } = await orderOfAClosingAccount();

  expect(await deliverAlert(asDestinationEvent(order))).toEqual({ delivered: 0, undelivered: 0 });
  expect(sesInputs()).toEqual([]);
  expect(harness.texts).toEqual([]);
  const records = await recordsOf(order, payload);
  expect(
    records
      .map(({ channel, state, reason }) => ({ channel, state, reason }))
      .sort((a, b) => a.channel.localeCompare(b.channel)),
  ).toEqual([
    { channel: 'email', state: 'skipped', reason: 'account_closing' },
    { channel: 'sms', state: 'skipped', reason: 'account_closing' },
  ]);

  // The 3-day alert fires while the closing still waits for the daily job.
  harness.clock.set('2026-05-20T13:00:04.000Z');
  const threeDays = { ...payload, alertKey: 'd3' } satisfies AlertPayload;
  expect(await sendAlert(threeDays)).toEqual({
    alert: threeDays,
    outcome: { status: 'skipped', reason: 'account_closing' },
    messages: [],
  });
  expect(await harness.app.alerting.records.get(threeDays)).toMatchObject({
    state: 'skipped',
    skipReason: 'account_closing',
  });
  expect(sesInputs()).toEqual([]);
  expect(harness.texts).toEqual([]);
});

it('a delivery retried after the account was closed (its records deleted with it) sends nothing and records nothing', async () => {
  const { user, order, payload, closings } = await orderOfAClosingAccount();
  const noticeUntil = Math.floor(harness.clock.now().getTime() / 1000) + CLOSED_LOGIN_NOTICE_DAYS * 86_400;
  await closings.finish(user.id, noticeUntil);

  // Lambda's retry, or a replayed dead-letter message, after the deletion.
  expect(await deliverAlert(asDestinationEvent(order))).toEqual({ delivered: 0, undelivered: 0 });
  expect(sesInputs()).toEqual([]);
  expect(harness.texts).toEqual([]);
  const records = await recordsOf(order, payload);
  // No record of its recipients written again.
  expect(records).toEqual([]);
  expect(await deliveryLedger().accountClosing(user.id)).toBe('closed');
});
