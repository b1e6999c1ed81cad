/**
 * Deliver-alert through the real provider adapters: SES v1 over a client mocked by
 * aws-sdk-client-mock (the exact SendEmail input) and Twilio over a local stand-in for its API (the
 * request on the wire), each outcome recorded in the real delivery records (DynamoDB Local). What a
 * failure does: each is recorded and logged once per recipient with the line the stack's alarm
 * counts, and the delivery throws for Lambda to retry; the retry sends only what is not yet sent.
 * And every attempt asks again whether each text may go (the number's status in the table, a US
 * number): one that may not is recorded skipped, and Twilio gets no request for it; one outside the
 * SMS hours waits, pending, for the next 8:00.
 */

import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ALERT_METRICS } from '@lienminder/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { sesMailer } from '#src/adapters/aws/ses-mailer';
import { twilioTexter } from '#src/adapters/aws/twilio-texter';
import { parseConfig } from '#src/config';
import type { DeliveryMessage, DeliveryOrder } from '#src/ports/delivery-order';
import { dynamoAlertDeliveries, pendingDeliveryPut } from '#src/store/alert-deliveries';
import { dynamoDeliveryLedger } from '#src/store/delivery-records';
import { phoneKey, plainPhoneStatuses } from '#src/store/phone-status-item';
import { createTableClient } from '#src/store/table-client';
import { type TestTable, useTestEnvironment } from '#test/dynamodb';
import { setPhoneStatus } from '#test/phone-statuses';
import { recordedMetrics } from '#test/recorded-metrics';
import { startTwilioStandIn, type TwilioStandIn } from '#test/twilio-stand-in';
import { ALERT_MESSAGE_UNDELIVERED, AlertUndelivered, deliverAlert } from './deliver-alert';

const FROM_ADDRESS = 'alerts@lienminder.example.com';
const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const SMS_BODY =
  'LienMinder: Claim of Lien for Oak St due May 23 (7 days left), legal last day May 26. Reply STOP to opt out';

const ses = mockClient(SESClient);
let twilio: TwilioStandIn;
let errorLines: MockInstance<typeof console.error>;
let table: TestTable;
let metrics: ReturnType<typeof recordedMetrics>;
const NOW = new Date('2026-05-16T13:00:05.000Z');

beforeEach(async () => {
  table = await useTestEnvironment();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message' });
  twilio = await startTwilioStandIn();
  metrics = recordedMetrics();
  errorLines = vi.spyOn(console, 'error').mockImplementation(() => {});
  // The consent send-alert found when it claimed the alert.
  await setPhoneStatus(
    parseConfig(process.env),
    '+13055550101',
    'opted_in',
    new Date('2026-03-01T12:00:00Z'),
  );
});

afterEach(async () => {
  errorLines.mockRestore();
  await twilio.close();
});

const dependencies = (now = NOW) => ({
  mailer: sesMailer(
    new SESClient({ region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } }),
    { fromAddress: FROM_ADDRESS },
  ),
  texter: twilioTexter({
    accountSid: ACCOUNT_SID,
    authToken: 'test-auth-token',
    sender: { fromNumber: '+13055550000' },
    apiOrigin: twilio.origin,
  }),
  deliveries: dynamoDeliveryLedger(createTableClient(parseConfig(process.env)), table.tableName),
  phones: plainPhoneStatuses(createTableClient(parseConfig(process.env)), table.tableName),
  clock: { now: () => now },
  metrics,
});

const ALERT = { userId: 'user1', projectId: 'proj1', deadlineId: 'proj1-lien', alertKey: 'd7' } as const;

const email = (to: string) => ({
  channel: 'email' as const,
  to,
  subject: 'LienMinder: Record Claim of Lien for Oak St due Saturday, May 23, 2026 (7 days left)',
  text: 'Record Claim of Lien for Oak St: 7 days left.',
  html: '<p>Record Claim of Lien for Oak St: 7 days left.</p>',
});

const order: DeliveryOrder = {
  alert: ALERT,
  outcome: { status: 'sent', emails: 2, texts: 1, textsWithheld: null },
  messages: [
    email('maria@coastal.example.com'),
    email('pm@coastal.example.com'),
    { channel: 'sms', to: '+13055550101', body: SMS_BODY },
  ],
};

/** What send-alert's claim writes: every message of the order `pending`. */
async function claimed(delivery: DeliveryOrder) {
  for (const message of delivery.messages) {
    const key = { ...ALERT, channel: message.channel, to: message.to };
    await table.client.send(new PutCommand(pendingDeliveryPut(table.tableName, message, key, NOW, NOW)));
  }
}

const recordStates = async (delivery: DeliveryOrder = order) =>
  (
    await dynamoDeliveryLedger(createTableClient(parseConfig(process.env)), table.tableName).getAll(
      delivery.messages.map((message) => ({ ...ALERT, channel: message.channel, to: message.to })),
    )
  ).map(({ to, state, providerMessageId, reason }) => ({ to, state, providerMessageId, reason }));

/** What SES was sent, by recipient: an alert's messages go out side by side, in no set order. */
const sesInputs = () =>
  ses
    .commandCalls(SendEmailCommand)
    .map((call) => call.args[0].input)
    .sort((x, y) =>
      (x.Destination?.ToAddresses?.[0] ?? '').localeCompare(y.Destination?.ToAddresses?.[0] ?? ''),
    );
const loggedErrors = () =>
  errorLines.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
const refuse = (to: string) =>
  ses
    .on(SendEmailCommand, { Destination: { ToAddresses: [to] } })
    .rejects(Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected' }));

describe('delivering an alert', () => {
  it('sends each email through SES v1 SendEmail and each text through Twilio, exactly as ordered', async () => {
    await claimed(order);
    expect(await deliverAlert(dependencies(), order)).toEqual({ delivered: 3, undelivered: 0 });
    expect(await recordStates()).toEqual(
      expect.arrayContaining([
        { to: 'maria@coastal.example.com', state: 'sent', providerMessageId: 'ses-message', reason: null },
        { to: 'pm@coastal.example.com', state: 'sent', providerMessageId: 'ses-message', reason: null },
        { to: '+13055550101', state: 'sent', providerMessageId: 'SM0123', reason: null },
      ]),
    );

    expect(sesInputs()).toEqual(
      ['maria@coastal.example.com', 'pm@coastal.example.com'].map((to) => ({
        Source: FROM_ADDRESS,
        Destination: { ToAddresses: [to] },
        Message: {
          Subject: { Data: email(to).subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: email(to).text, Charset: 'UTF-8' },
            Html: { Data: email(to).html, Charset: 'UTF-8' },
          },
        },
      })),
    );
    expect(twilio.received).toEqual([
      {
        method: 'POST',
        url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:test-auth-token`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+13055550101', From: '+13055550000', Body: SMS_BODY },
      },
    ]);
    expect(loggedErrors()).toEqual([]);
  });

  it('counts each message handed to a provider by channel, and how long after the fire time it went', async () => {
    // Send-alert's order names when the schedule was set for: 9:00 Eastern, 5 s before NOW.
    const fired: DeliveryOrder = { ...order, fireAt: '2026-05-16T13:00:00.000Z' };
    await claimed(fired);
    await deliverAlert(dependencies(), fired);
    const handedOff = (channel: string) => ({ metric: ALERT_METRICS.handedOff, value: 1, channel });
    const lateness = (channel: string) => ({ metric: ALERT_METRICS.lateness, value: 5, channel });
    expect(metrics.measures).toEqual(
      expect.arrayContaining([
        handedOff('email'),
        lateness('email'),
        handedOff('email'),
        lateness('email'),
        handedOff('sms'),
        lateness('sms'),
      ]),
    );
    expect(metrics.measures).toHaveLength(6);

    // A retry finds them sent and counts nothing again.
    await deliverAlert(dependencies(), fired);
    expect(metrics.measures).toHaveLength(6);
  });

  it('has nothing to do for an alert that was skipped or ignored', async () => {
    const skipped: DeliveryOrder = {
      alert: ALERT,
      outcome: { status: 'skipped', reason: 'project_completed' },
      messages: [],
    };
    expect(await deliverAlert(dependencies(), skipped)).toEqual({ delivered: 0, undelivered: 0 });
    expect(sesInputs()).toEqual([]);
    expect(twilio.received).toEqual([]);
  });
});

describe("a morning's messages", () => {
  it('records each message under its lead alert, not the alert that fired, and a retry skips what went', async () => {
    // The alert of another project took the morning; the project manager's message leads with ALERT.
    const taker = { userId: 'user1', projectId: 'proj2', deadlineId: 'proj2-lien', alertKey: 'd14' } as const;
    const morning: DeliveryOrder = {
      alert: taker,
      outcome: { status: 'sent', emails: 2, texts: 0, textsWithheld: null },
      messages: [
        { ...email('maria@coastal.example.com'), lead: taker },
        { ...email('pm@coastal.example.com'), lead: ALERT },
      ],
    };
    for (const { lead, ...message } of morning.messages) {
      const key = { ...(lead ?? taker), channel: message.channel, to: message.to };
      await table.client.send(new PutCommand(pendingDeliveryPut(table.tableName, message, key, NOW, NOW)));
    }
    expect(await deliverAlert(dependencies(), morning)).toEqual({ delivered: 2, undelivered: 0 });

    const ledger = dynamoDeliveryLedger(createTableClient(parseConfig(process.env)), table.tableName);
    const records = await ledger.getAll([
      { ...taker, channel: 'email', to: 'maria@coastal.example.com' },
      { ...ALERT, channel: 'email', to: 'pm@coastal.example.com' },
      { ...taker, channel: 'email', to: 'pm@coastal.example.com' },
    ]);
    expect(records.map(({ projectId, to, state }) => ({ projectId, to, state }))).toEqual(
      expect.arrayContaining([
        { projectId: 'proj2', to: 'maria@coastal.example.com', state: 'sent' },
        { projectId: 'proj1', to: 'pm@coastal.example.com', state: 'sent' },
      ]),
    );
    expect(records).toHaveLength(2);
    expect(await deliverAlert(dependencies(), morning)).toEqual({ delivered: 0, undelivered: 0 });
    expect(sesInputs()).toHaveLength(2);
  });
});

describe('two deliveries of one alert at once', () => {
  it('a delivery that waited in the queue and the reconciler’s hand-over of the same messages send each once', async () => {
    await claimed(order);
    // SES slow enough that both deliveries read the records before either has sent anything.
    ses.on(SendEmailCommand).callsFake(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { MessageId: 'ses-message' };
    });
    const reports = await Promise.all([
      deliverAlert(dependencies(), order),
      deliverAlert(dependencies(), order),
    ]);

    expect(reports.reduce((sent, report) => sent + report.delivered, 0)).toBe(3);
    expect(sesInputs().map((input) => input.Destination?.ToAddresses)).toEqual(
      expect.arrayContaining([['maria@coastal.example.com'], ['pm@coastal.example.com']]),
    );
    expect(sesInputs()).toHaveLength(2);
    expect(twilio.received.map((request) => request.form.To)).toEqual(['+13055550101']);
    expect((await recordStates()).map(({ state }) => state)).toEqual(['sent', 'sent', 'sent']);
  });
});

describe('when messages fail', () => {
  it('some failed: each is recorded and logged once for the alarm, recipient masked; the retry sends those alone', async () => {
    await claimed(order);
    refuse('pm@coastal.example.com');
    twilio.answer({
      status: 400,
      body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 },
    });

    await expect(deliverAlert(dependencies(), order)).rejects.toThrow(
      '2 message(s) of alert proj1-lien/d7 undelivered: ' +
        'email p***@coastal.example.com: Email address is not verified; ' +
        'sms ***0101: Twilio refused the message (HTTP 400, code 21610): Attempt to send to unsubscribed recipient',
    );
    expect(await recordStates()).toEqual(
      expect.arrayContaining([
        { to: 'maria@coastal.example.com', state: 'sent', providerMessageId: 'ses-message', reason: null },
        {
          to: 'pm@coastal.example.com',
          state: 'failed',
          providerMessageId: null,
          reason: 'Email address is not verified',
        },
        {
          to: '+13055550101',
          state: 'failed',
          providerMessageId: null,
          reason:
            'Twilio refused the message (HTTP 400, code 21610): Attempt to send to unsubscribed recipient',
        },
      ]),
    );

    expect(sesInputs().map((input) => input.Destination?.ToAddresses)).toEqual([
      ['maria@coastal.example.com'],
      ['pm@coastal.example.com'],
    ]);
    expect(loggedErrors()).toMatchObject([
      {
        level: 'ERROR',
        timestamp: expect.any(String),
        message: ALERT_MESSAGE_UNDELIVERED,
        alert: ALERT,
        channel: 'email',
        recipient: 'p***@coastal.example.com',
        error: {
          name: 'MessageRejected',
          message: 'Email address is not verified',
        },
      },
      {
        level: 'ERROR',
        timestamp: expect.any(String),
        message: ALERT_MESSAGE_UNDELIVERED,
        alert: ALERT,
        channel: 'sms',
        recipient: '***0101',
        error: {
          name: 'Error',
          message:
            'Twilio refused the message (HTTP 400, code 21610): Attempt to send to unsubscribed recipient',
        },
      },
    ]);
    expect(ALERT_MESSAGE_UNDELIVERED).toBe('Alert message undelivered');
    expect(metrics.measures).toEqual(
      expect.arrayContaining([
        { metric: ALERT_METRICS.handedOff, value: 1, channel: 'email' },
        { metric: ALERT_METRICS.failed, value: 1, channel: 'email' },
        { metric: ALERT_METRICS.failed, value: 1, channel: 'sms' },
      ]),
    );
    // The order names no fire time (a reconciler's hand-over names none): no lateness is made up.
    expect(metrics.measures).toHaveLength(3);

    // Lambda's retry, the providers well again: only the two unsent go out.
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-retry' });
    twilio.answer({ status: 201, body: { sid: 'SM0456', status: 'queued' } });
    expect(await deliverAlert(dependencies(), order)).toEqual({ delivered: 2, undelivered: 0 });
    expect(sesInputs().map((input) => input.Destination?.ToAddresses)).toEqual([['pm@coastal.example.com']]);
    expect(twilio.received).toHaveLength(2);
    expect((await recordStates()).map(({ state }) => state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('every message failed: it throws so that Lambda retries the delivery', async () => {
    await claimed(order);
    refuse('maria@coastal.example.com');
    refuse('pm@coastal.example.com');
    twilio.answer({ status: 503, body: { code: 20500, message: 'Service Unavailable', status: 503 } });

    const delivery = deliverAlert(dependencies(), order);
    await expect(delivery).rejects.toBeInstanceOf(AlertUndelivered);
    await expect(delivery).rejects.toThrow(
      '3 message(s) of alert proj1-lien/d7 undelivered: ' +
        'email m***@coastal.example.com: Email address is not verified; ' +
        'email p***@coastal.example.com: Email address is not verified; ' +
        'sms ***0101: Twilio refused the message (HTTP 503, code 20500): Service Unavailable',
    );
    expect(sesInputs()).toHaveLength(2);
    expect(twilio.received).toHaveLength(1);
    expect(loggedErrors()).toHaveLength(3);
    expect((await recordStates()).map(({ state }) => state)).toEqual(['failed', 'failed', 'failed']);
  });
});

describe('every attempt to send a text asks again whether it may go', () => {
  const twilioRequest = (to: string) => ({
    method: 'POST',
    url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
    authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:test-auth-token`).toString('base64')}`,
    contentType: 'application/x-www-form-urlencoded',
    form: { To: to, From: '+13055550000', Body: SMS_BODY },
  });
  /** The order as send-alert words it now: each text carries its recipient's zone. */
  const zoned: DeliveryOrder = {
    ...order,
    messages: order.messages.map((message) =>
      message.channel === 'sms' ? { ...message, timeZone: 'America/New_York' } : message,
    ),
  };

  it("a STOP recorded after the claim: Lambda's retry sends the email that failed and no text, and records the text skipped", async () => {
    await claimed(zoned);
    refuse('pm@coastal.example.com');
    twilio.answer({ status: 503, body: { code: 20500, message: 'Service Unavailable', status: 503 } });
    await expect(deliverAlert(dependencies(), zoned)).rejects.toBeInstanceOf(AlertUndelivered);
    expect(twilio.received).toEqual([twilioRequest('+13055550101')]);

    // The number texts STOP; Twilio is well again; Lambda retries the same order a minute later.
    await setPhoneStatus(
      parseConfig(process.env),
      '+13055550101',
      'opted_out',
      new Date(NOW.getTime() + 30_000),
    );
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-retry' });
    twilio.answer({ status: 201, body: { sid: 'SM0456', status: 'queued' } });
    expect(await deliverAlert(dependencies(new Date(NOW.getTime() + 60_000)), zoned)).toEqual({
      delivered: 1,
      undelivered: 0,
    });

    expect(sesInputs().map((input) => input.Destination?.ToAddresses)).toEqual([['pm@coastal.example.com']]);
    expect(twilio.received).toEqual([twilioRequest('+13055550101')]);
    expect(await recordStates(zoned)).toEqual(
      expect.arrayContaining([
        { to: '+13055550101', state: 'skipped', providerMessageId: null, reason: 'opted_out' },
      ]),
    );
    expect(metrics.measures).toContainEqual({ metric: ALERT_METRICS.suppressed, value: 1, channel: 'sms' });

    // Skipped is final: a later hand-over (the reconciler, a replayed dead letter) after a START sends nothing.
    await setPhoneStatus(
      parseConfig(process.env),
      '+13055550101',
      'opted_in',
      new Date(NOW.getTime() + 90_000),
    );
    expect(await deliverAlert(dependencies(new Date(NOW.getTime() + 120_000)), zoned)).toEqual({
      delivered: 0,
      undelivered: 0,
    });
    expect(twilio.received).toHaveLength(1);
  });

  it('a number with no opt-in on record any more gets no text (no_consent)', async () => {
    await claimed(zoned);
    await table.client.send(new DeleteCommand({ TableName: table.tableName, Key: phoneKey('+13055550101') }));
    expect(await deliverAlert(dependencies(), zoned)).toEqual({ delivered: 2, undelivered: 0 });
    expect(twilio.received).toEqual([]);
    expect(await recordStates(zoned)).toContainEqual({
      to: '+13055550101',
      state: 'skipped',
      providerMessageId: null,
      reason: 'no_consent',
    });
  });

  it("a hand-over that comes after 20:00 in the recipient's zone sends the emails and holds the text, pending, until 8:00 there, when it goes", async () => {
    await claimed(zoned);
    const deliveries = dynamoAlertDeliveries(table.client, table.tableName);
    // 20:30 in Miami (EDT): the reconciler's or a replayed dead letter's attempt, hours after the claim.
    const evening = new Date('2026-05-17T00:30:00.000Z');
    expect(await deliverAlert(dependencies(evening), zoned)).toEqual({ delivered: 2, undelivered: 0 });
    expect(sesInputs()).toHaveLength(2);
    expect(twilio.received).toEqual([]);
    expect(await recordStates(zoned)).toContainEqual({
      to: '+13055550101',
      state: 'pending',
      providerMessageId: null,
      reason: 'quiet_hours_deferred',
    });
    // The reconciler hands it over at 8:00 EDT the next morning (12:00 UTC), not before.
    const morning = new Date('2026-05-17T12:00:00.000Z');
    expect(await deliveries.listDue(new Date(morning.getTime() - 1))).toEqual([]);
    const [due] = await deliveries.listDue(morning);
    expect(due?.message).toEqual(zoned.messages[2]);

    twilio.answer({ status: 201, body: { sid: 'SM0789', status: 'queued' } });
    const handedOver: DeliveryOrder = { ...zoned, messages: [due?.message as DeliveryMessage] };
    expect(await deliverAlert(dependencies(new Date(morning.getTime() + 5_000)), handedOver)).toEqual({
      delivered: 1,
      undelivered: 0,
    });
    expect(twilio.received).toEqual([twilioRequest('+13055550101')]);
    expect(await recordStates(zoned)).toContainEqual({
      to: '+13055550101',
      state: 'sent',
      providerMessageId: 'SM0789',
      reason: null,
    });
  });

  it("a text claimed before texts carried their zone waits until both of Florida's zones are in the SMS hours", async () => {
    await claimed(order);
    const deliveries = dynamoAlertDeliveries(table.client, table.tableName);
    // 8:30 in Miami is 7:30 in Pensacola: it waits for 8:00 there, 13:00 UTC.
    expect(await deliverAlert(dependencies(new Date('2026-05-16T12:30:00.000Z')), order)).toEqual({
      delivered: 2,
      undelivered: 0,
    });
    expect(twilio.received).toEqual([]);
    expect(await recordStates()).toContainEqual({
      to: '+13055550101',
      state: 'pending',
      providerMessageId: null,
      reason: 'quiet_hours_deferred',
    });
    expect(await deliveries.listDue(new Date('2026-05-16T12:59:59.999Z'))).toEqual([]);
    expect((await deliveries.listDue(new Date('2026-05-16T13:00:00.000Z'))).map(({ to }) => to)).toEqual([
      '+13055550101',
    ]);
  });

  it('a text to a number LienMinder never texts (a record from before the rule) is refused before Twilio', async () => {
    const abroad: DeliveryOrder = {
      ...order,
      outcome: { status: 'sent', emails: 0, texts: 1, textsWithheld: null },
      messages: [{ channel: 'sms', to: '+447700900123', body: SMS_BODY, timeZone: 'America/New_York' }],
    };
    await claimed(abroad);
    await setPhoneStatus(
      parseConfig(process.env),
      '+447700900123',
      'opted_in',
      new Date('2026-03-01T12:00:00Z'),
    );
    expect(await deliverAlert(dependencies(), abroad)).toEqual({ delivered: 0, undelivered: 0 });
    expect(twilio.received).toEqual([]);
    expect(await recordStates(abroad)).toEqual([
      { to: '+447700900123', state: 'skipped', providerMessageId: null, reason: 'not_us_number' },
    ]);
    expect(loggedErrors()).toEqual([]);
  });
});
