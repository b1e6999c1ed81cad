import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, setAppForTests } from '#local/app';
import { parseConfig } from '#src/config';
import { handler } from '#src/handlers/messages/deliver-messages';
import type { OutgoingEmail } from '#src/ports/mailer';
import type { OutgoingMessage } from '#src/ports/message-dispatch';
import type { OutgoingSms } from '#src/ports/texter';
import { MESSAGE_UNDELIVERED, TEXT_NOT_ALLOWED } from '#src/services/messages/deliver-messages';
import { useTestEnvironment } from '#test/dynamodb';
import { setPhoneStatus } from '#test/phone-statuses';

const email: OutgoingMessage = {
  channel: 'email',
  to: 'maria@example.com',
  subject: 'Reset your LienMinder password',
  text: 'Open the link',
  html: '<p>Open the link</p>',
};
const sms: OutgoingMessage = { channel: 'sms', to: '+13055550142', body: 'LienMinder: you are opted in.' };

function recordingApp(refuse: { email?: boolean; sms?: boolean } = {}) {
  const emails: OutgoingEmail[] = [];
  const texts: OutgoingSms[] = [];
  const app = createApp({
    config: parseConfig(process.env),
    alertProviders: {
      mailer: {
        async send(message) {
          if (refuse.email) throw new Error('MessageRejected: Email address is not verified');
          emails.push(message);
          return `email-${emails.length}`;
        },
      },
      texter: {
        async send(message) {
          if (refuse.sms) throw new Error('Twilio refused the message (HTTP 400)');
          texts.push(message);
          return `sms-${texts.length}`;
        },
      },
    },
  });
  setAppForTests(app);
  return { app, emails, texts };
}

beforeAll(async () => {
  await useTestEnvironment();
  // The number the texts below go to agreed to texts (a consent on record, as every text needs).
  await setPhoneStatus(parseConfig(process.env), sms.to, 'opted_in', new Date('2026-05-01T12:00:00Z'));
});
afterEach(() => {
  setAppForTests(undefined);
  vi.restoreAllMocks();
});

describe('messages a table function dispatches', () => {
  it('are sent at once through the alert providers in one process (the local runtime)', async () => {
    const { app, emails, texts } = recordingApp();
    await app.messages.dispatch('password_reset', [email, sms]);
    expect(emails).toEqual([{ to: email.to, subject: email.subject, text: email.text, html: email.html }]);
    expect(texts).toEqual([{ to: '+13055550142', body: 'LienMinder: you are opted in.' }]);
  });

  it('land in the local outbox when no provider is configured', async () => {
    const app = createApp({ config: parseConfig(process.env) });
    await app.messages.dispatch('password_reset', [email]);
    const [latest] = (await app.alerting.outbox?.list()) ?? [];
    expect(latest).toMatchObject({
      channel: 'email',
      to: 'maria@example.com',
      subject: 'Reset your LienMinder password',
    });
  });

  it("keep an email's HTML, text and own headers in the local outbox, for the dev emails page", async () => {
    const app = createApp({ config: parseConfig(process.env) });
    setAppForTests(app);
    const headers = { 'List-Unsubscribe': '<https://app.example.com/unsubscribe>' };
    // Through the dispatch event's schema, as in AWS: a field it does not know would be dropped there.
    await handler({ purpose: 'password_reset', messages: [{ ...email, headers }] });
    const [latest] = (await app.alerting.outbox?.list()) ?? [];
    expect(latest).toMatchObject({ channel: 'email', text: email.text, html: email.html, headers });
  });
});

describe('deliver-messages (the function the dispatch event reaches in AWS)', () => {
  it('sends every message of a request and reports it', async () => {
    const { emails, texts } = recordingApp();
    await expect(handler({ purpose: 'password_reset', messages: [email, sms] })).resolves.toEqual({
      delivered: 2,
      undelivered: 0,
    });
    expect(emails).toHaveLength(1);
    expect(texts).toHaveLength(1);
  });

  it('refuses an event that is not a message request without sending or throwing (a retry would read the same)', async () => {
    const { emails } = recordingApp();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(handler({ purpose: 'password_reset', messages: [] })).resolves.toEqual({
      status: 'invalid',
    });
    await expect(handler({ messages: [email] })).resolves.toEqual({ status: 'invalid' });
    expect(emails).toEqual([]);
  });

  it('logs each message some recipients did not get with the phrase the alarm counts, and keeps the rest', async () => {
    const { emails } = recordingApp({ sms: true });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(handler({ purpose: 'sms_opt_in_confirmation', messages: [email, sms] })).resolves.toEqual({
      delivered: 1,
      undelivered: 1,
    });
    expect(emails).toHaveLength(1);
    const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(logged).toEqual([
      expect.objectContaining({
        message: MESSAGE_UNDELIVERED,
        purpose: 'sms_opt_in_confirmation',
        recipient: '***0142',
      }),
    ]);
  });

  it('refuses a text to a number LienMinder never texts, whoever dispatched it, without a retry', async () => {
    const { emails, texts } = recordingApp();
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const abroad: OutgoingMessage = {
      channel: 'sms',
      to: '+447700900123',
      body: 'LienMinder: you are opted in.',
    };
    await expect(
      handler({ purpose: 'sms_opt_in_confirmation', messages: [abroad, { ...abroad, to: '+19005550123' }] }),
    ).resolves.toEqual({ delivered: 0, undelivered: 2 });
    await expect(handler({ purpose: 'password_reset', messages: [email, abroad] })).resolves.toEqual({
      delivered: 1,
      undelivered: 1,
    });
    expect(texts).toEqual([]);
    expect(emails).toHaveLength(1);
    expect(warnings.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({
        message: TEXT_NOT_ALLOWED,
        purpose: 'sms_opt_in_confirmation',
        recipient: '***0123',
        reason: 'not_us_number',
      }),
      expect.objectContaining({
        message: TEXT_NOT_ALLOWED,
        purpose: 'sms_opt_in_confirmation',
        recipient: '***0123',
        reason: 'not_us_number',
      }),
      expect.objectContaining({
        message: TEXT_NOT_ALLOWED,
        purpose: 'password_reset',
        recipient: '***0123',
        reason: 'not_us_number',
      }),
    ]);
  });

  it('asks for consent as each text is sent: a STOP since the dispatch, or no consent at all, and the text is refused, not retried (a test text, a confirmation, a replayed dead letter)', async () => {
    const { app, emails, texts } = recordingApp();
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stopped: OutgoingMessage = {
      channel: 'sms',
      to: '+13055550177',
      body: 'LienMinder: Test message.',
    };
    const neverAsked: OutgoingMessage = { ...stopped, to: '+13055550178' };
    await setPhoneStatus(app.config, stopped.to, 'opted_in', new Date('2026-05-01T12:00:00Z'));
    const request = { purpose: 'test_sms', messages: [stopped] };
    await expect(handler(request)).resolves.toEqual({ delivered: 1, undelivered: 0 });
    // The number replies STOP; the same request comes again (Lambda's retry, a dead-letter replay).
    await setPhoneStatus(app.config, stopped.to, 'opted_out', new Date('2026-05-01T12:05:00Z'));
    await expect(handler(request)).resolves.toEqual({ delivered: 0, undelivered: 1 });
    await expect(
      handler({ purpose: 'sms_opt_in_confirmation', messages: [email, neverAsked] }),
    ).resolves.toEqual({ delivered: 1, undelivered: 1 });
    expect(texts).toEqual([{ to: stopped.to, body: stopped.body }]);
    expect(emails).toHaveLength(1);
    expect(warnings.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({
        message: TEXT_NOT_ALLOWED,
        purpose: 'test_sms',
        recipient: '***0177',
        reason: 'opted_out',
      }),
      expect.objectContaining({
        message: TEXT_NOT_ALLOWED,
        purpose: 'sms_opt_in_confirmation',
        recipient: '***0178',
        reason: 'no_consent',
      }),
    ]);
  });

  it('throws when not one message went out, so that Lambda retries and then dead-letters the request', async () => {
    recordingApp({ email: true, sms: true });
    await expect(handler({ purpose: 'password_reset', messages: [email, sms] })).rejects.toThrow(
      'No message of password_reset could be delivered: email m***@example.com: MessageRejected: Email address is not verified; sms ***0142: Twilio refused the message (HTTP 400)',
    );
  });
});
