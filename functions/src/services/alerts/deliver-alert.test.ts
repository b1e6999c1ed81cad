/**
 * Deliver-alert through the real provider adapters: SES v1 over a client mocked by
 * aws-sdk-client-mock (the exact SendEmail input) and Twilio over a local stand-in for its API (the
 * request on the wire), each outcome recorded in the real delivery records (DynamoDB Local). What a
 * failure does: each is recorded and logged once per recipient with the line the stack's alarm
 * counts, and the delivery throws for Lambda to retry; the retry sends only what is not yet sent.
 */

import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type TestTable, useTestEnvironment } from '../../../test/dynamodb';
import { startTwilioStandIn, type TwilioStandIn } from '../../../test/twilio-stand-in';
import { sesMailer } from '../../adapters/aws/ses-mailer';
import { twilioTexter } from '../../adapters/aws/twilio-texter';
import { parseConfig } from '../../config';
import { pendingDeliveryPut } from '../../store/alert-deliveries';
import { dynamoDeliveryLedger } from '../../store/delivery-records';
import { createTableClient } from '../../store/table-client';
import { ALERT_MESSAGE_UNDELIVERED, AlertUndelivered, deliverAlert } from './deliver-alert';
import type { DeliveryOrder } from './delivery-order';

const FROM_ADDRESS = 'alerts@lienminder.example.com';
const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const SMS_BODY =
  'LienMinder: Claim of Lien for Oak St due May 23 (7 days left), legal last day May 26. Reply STOP to opt out';

const ses = mockClient(SESClient);
let twilio: TwilioStandIn;
let errorLines: MockInstance<typeof console.error>;
let table: TestTable;
const NOW = new Date('2026-05-16T13:00:05.000Z');

beforeEach(async () => {
  table = await useTestEnvironment();
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message' });
  twilio = await startTwilioStandIn();
  errorLines = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  errorLines.mockRestore();
  await twilio.close();
});

const dependencies = () => ({
  mailer: sesMailer(
    new SESClient({ region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } }),
    FROM_ADDRESS,
  ),
  texter: twilioTexter({
    accountSid: ACCOUNT_SID,
    authToken: 'test-auth-token',
    sender: { fromNumber: '+13055550000' },
    apiOrigin: twilio.origin,
  }),
  deliveries: dynamoDeliveryLedger(createTableClient(parseConfig(process.env)), table.tableName),
  clock: { now: () => NOW },
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

const recordStates = async () =>
  (
    await dynamoDeliveryLedger(createTableClient(parseConfig(process.env)), table.tableName).getAll(
      order.messages.map((message) => ({ ...ALERT, channel: message.channel, to: message.to })),
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
    expect(loggedErrors()).toEqual([
      {
        level: 'error',
        time: expect.any(String),
        message: ALERT_MESSAGE_UNDELIVERED,
        alert: ALERT,
        channel: 'email',
        recipient: 'p***@coastal.example.com',
        error: {
          name: 'MessageRejected',
          message: 'Email address is not verified',
          stack: expect.any(String),
        },
      },
      {
        level: 'error',
        time: expect.any(String),
        message: ALERT_MESSAGE_UNDELIVERED,
        alert: ALERT,
        channel: 'sms',
        recipient: '***0101',
        error: {
          name: 'Error',
          message:
            'Twilio refused the message (HTTP 400, code 21610): Attempt to send to unsubscribed recipient',
          stack: expect.any(String),
        },
      },
    ]);
    expect(ALERT_MESSAGE_UNDELIVERED).toBe('Alert message undelivered');

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
