/**
 * The providers deliver-alert chooses: SES (v1 SendEmail, exact input) once a sender is configured,
 * the local outbox the app hands over otherwise, and a clear refusal when neither is there.
 */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMailer } from '#local/adapters/outbox-mailer';
import { outboxTexter } from '#local/adapters/outbox-texter';
import type { Outbox, OutboxMessage } from '#local/store/outbox';
import { parseConfig } from '#src/config';
import type { OutgoingEmail } from '#src/ports/mailer';
import { mailer, outboxProviders, texter } from './message-providers';
import { clock, config } from './runtime';
import { Scope } from './scope';
import { twilioSecrets } from './twilio-secret';

const ses = mockClient(SESClient);
afterEach(() => ses.reset());

const email: OutgoingEmail = {
  to: 'office@example.com',
  subject: 'LienMinder: Record Claim of Lien due in 7 days',
  text: 'plain',
  html: '<p>html</p>',
};

const LOCAL_ENVIRONMENT = {
  RUNTIME: 'local',
  TABLE_NAME: 'lienminder-test',
  PUBLIC_URL: 'http://localhost:3000',
  SESSION_SECRET: 'a-test-session-secret-of-32-characters!',
};

/** A local-runtime scope; with an outbox when the app has handed one over. */
function localScope(options: { environment?: Record<string, string>; handedOver?: boolean } = {}) {
  const outboxed: OutboxMessage[] = [];
  const outbox: Outbox = {
    add: async (message) => String(outboxed.push(message)),
    list: async () => [],
    page: async () => ({ messages: [], nextCursor: null }),
  };
  const scope = new Scope()
    .provide(config, parseConfig({ ...LOCAL_ENVIRONMENT, ...options.environment }))
    .provide(clock, { now: () => new Date('2026-05-14T13:00:00.000Z') })
    // No Twilio account in the secret.
    .provide(twilioSecrets, async () => ({}));
  if (options.handedOver ?? true) {
    const now = scope.use(clock);
    scope.provide(outboxProviders, { mailer: outboxMailer(outbox, now), texter: outboxTexter(outbox, now) });
  }
  return { scope, outboxed };
}

describe('the mailer deliver-alert uses', () => {
  it('keeps email in the local outbox when no SES sender is configured', async () => {
    const { scope, outboxed } = localScope();
    await scope.use(mailer).send(email);
    expect(outboxed).toEqual([{ channel: 'email', ...email }]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('sends through SES v1 once SES_FROM_ADDRESS is set: real providers when configured', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message' });
    const { scope, outboxed } = localScope({
      environment: { SES_FROM_ADDRESS: 'alerts@lienminder.example.com' },
    });
    await scope.use(mailer).send(email);
    expect(outboxed).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input)).toEqual([
      {
        Source: 'alerts@lienminder.example.com',
        Destination: { ToAddresses: ['office@example.com'] },
        Message: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: 'plain', Charset: 'UTF-8' },
            Html: { Data: '<p>html</p>', Charset: 'UTF-8' },
          },
        },
      },
    ]);
  });

  it('refuses to start when the app never handed over its outbox and no SES sender is set, rather than lose the email', () => {
    const { scope } = localScope({ handedOver: false });
    expect(() => scope.use(mailer)).toThrow('SES_FROM_ADDRESS is required');
  });

  it('in AWS requires the SES sender: there is no outbox to fall back on', () => {
    const scope = new Scope().provide(
      config,
      parseConfig({
        RUNTIME: 'aws',
        STAGE: 'test',
        TABLE_NAME: 't',
        PUBLIC_URL: 'https://lienminder.example',
      }),
    );
    expect(() => scope.use(mailer)).toThrow('SES_FROM_ADDRESS is required');
  });
});

describe('the texter deliver-alert uses', () => {
  it('keeps texts in the local outbox when no Twilio account is configured', async () => {
    const { scope, outboxed } = localScope();
    await scope.use(texter).send({ to: '+13055550101', body: 'LienMinder: test. Reply STOP to opt out' });
    expect(outboxed).toEqual([
      { channel: 'sms', to: '+13055550101', body: 'LienMinder: test. Reply STOP to opt out' },
    ]);
  });
});
