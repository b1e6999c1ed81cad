import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '#ports/mailer';
import { parseConfig } from '../config';
import type { OutboxMessage } from '../store/outbox';
import { mailer } from './alert-sending';
import { type LocalAlerts, localAlerts } from './local-alerts';
import { clock, config } from './runtime';
import { Scope } from './scope';

const ses = mockClient(SESv2Client);
afterEach(() => ses.reset());

const email: OutgoingEmail = {
  to: 'office@example.com',
  subject: 'LienClock: Record Claim of Lien due in 7 days',
  text: 'plain',
  html: '<p>html</p>',
};

/** A local-runtime scope whose outbox records what it is given. */
function localScope(extraEnvironment: Record<string, string> = {}) {
  const outboxed: OutboxMessage[] = [];
  const local: LocalAlerts = {
    outbox: { add: async (message) => void outboxed.push(message), list: async () => [] },
    localSchedules: {} as LocalAlerts['localSchedules'],
  };
  const scope = new Scope()
    .provide(
      config,
      parseConfig({
        RUNTIME: 'local',
        TABLE_NAME: 'lienclock-test',
        PUBLIC_URL: 'http://localhost:3000',
        SESSION_SECRET: 'a-test-session-secret-of-32-characters!',
        ...extraEnvironment,
      }),
    )
    .provide(localAlerts, local)
    .provide(clock, { now: () => new Date('2026-05-14T13:00:00.000Z') });
  return { scope, outboxed };
}

describe('the mailer the local runtime chooses', () => {
  it('keeps email in the outbox when no SES sender is configured', async () => {
    const { scope, outboxed } = localScope();
    await scope.use(mailer).send(email);
    expect(outboxed).toEqual([{ channel: 'email', ...email }]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('sends through SES once SES_FROM_ADDRESS is set (issue 4: real providers when configured)', async () => {
    const { scope, outboxed } = localScope({ SES_FROM_ADDRESS: 'alerts@lienclock.example.com' });
    await scope.use(mailer).send(email);
    expect(outboxed).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input)).toEqual([
      {
        FromEmailAddress: 'alerts@lienclock.example.com',
        Destination: { ToAddresses: ['office@example.com'] },
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: 'plain', Charset: 'UTF-8' },
              Html: { Data: '<p>html</p>', Charset: 'UTF-8' },
            },
          },
        },
      },
    ]);
  });
});
