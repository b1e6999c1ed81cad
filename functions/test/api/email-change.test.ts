/**
 * Changing one's sign-in email, end to end on DynamoDB Local with SES mocked at its client: the link
 * goes to the new address, opening it makes the change once, ends the other sessions and tells the
 * old address; the email claim moves in the same transaction, so two logins never hold one address.
 */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { ACCOUNT_MESSAGES, type User } from '@lienminder/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sesMailer } from '#src/adapters/aws/ses-mailer';
import { call, PASSWORD, registration, sessionFrom, signUp, startTestApi, type TestApi } from './support';

const ses = mockClient(SESClient);
const FROM = 'alerts@lienminder.example.com';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(
    '2026-03-02T14:00:00.000Z',
    {},
    {
      alertProviders: {
        mailer: sesMailer(
          new SESClient({ region: 'us-east-1', credentials: { accessKeyId: 't', secretAccessKey: 't' } }),
          {
            fromAddress: FROM,
          },
        ),
      },
    },
  );
});

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message' });
});

/** Every email SES was asked to send since the test began: to, subject, text. */
const sent = () =>
  ses.commandCalls(SendEmailCommand).map(({ args: [command] }) => ({
    to: command.input.Destination?.ToAddresses,
    from: command.input.Source,
    subject: command.input.Message?.Subject?.Data,
    text: command.input.Message?.Body?.Text?.Data ?? '',
  }));

const tokenIn = (text: string) => {
  const link = /http\S+\/verify-email\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in ${text}`);
  return new URL(link).searchParams.get('token') ?? '';
};

const newAddress = () => registration().email.replace('contractor', 'new');

async function signIn(email: string) {
  return call('POST', '/api/auth/login', { body: { email, password: PASSWORD }, sourceIp: '198.51.100.9' });
}

async function requestChange(session: string, newEmail: string, currentPassword = PASSWORD) {
  return call('POST', '/api/account/email', { session, body: { newEmail, currentPassword } });
}

describe('changing the sign-in email', () => {
  it('sends a link to the new address; opening it makes the change, ends the other sessions and tells the old address', async () => {
    const { email: oldEmail, session, user } = await signUp(api, 'gold');
    const otherDevice = sessionFrom(await signIn(oldEmail));
    const newEmail = newAddress();
    // Both stops on the new address were recorded for it before (say, as a project's alert address).
    const at = api.clock.now().toISOString();
    await api.app.suppressions.suppress(user.id, {
      channel: 'email',
      address: newEmail,
      reason: 'bounced',
      at,
    });

    const asked = await requestChange(session, newEmail);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message: `We sent a link to ${newEmail}. Open it within 24 hours to sign in with that email from then on.`,
      pendingEmail: newEmail,
      expiresAt: '2026-03-03T14:00:00.000Z',
    });
    const [linkEmail] = sent();
    expect(linkEmail).toMatchObject({
      to: [newEmail],
      from: FROM,
      subject: 'Confirm your new LienMinder sign-in email',
    });
    expect(linkEmail?.text).toMatch(/^Someone asked to sign in to LienMinder with this email address/);
    // Nothing changed yet: the old email still signs in, and the page shows the change waiting.
    const pending = await call('GET', '/api/auth/user', { session });
    expect(pending.json<User>()).toMatchObject({ email: oldEmail, pendingEmail: newEmail });

    const token = tokenIn(linkEmail?.text ?? '');
    const verified = await call('POST', '/api/account/email/verify', { session, body: { token } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: `Your sign-in email is now ${newEmail}. Every other device was signed out.`,
      email: newEmail,
    });
    expect(sent()[1]).toEqual({
      to: [oldEmail],
      from: FROM,
      subject: 'Your LienMinder sign-in email was changed',
      text: `Your LienMinder sign-in email was changed to ${newEmail}, and every device was signed out.\n\nIf you did not ask for this, write to support@lienminder.com at once.\n`,
    });

    // Every session ended; the browser that opened the link holds a new one.
    expect((await call('GET', '/api/auth/user', { session: otherDevice })).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', { session })).statusCode).toBe(401);
    const current = await call('GET', '/api/auth/user', { session: sessionFrom(verified) });
    // A session after the registration's: no longer the first sign-in.
    const { firstSignIn: _first, ...signedUpAs } = user;
    expect(current.json<User>()).toEqual({ ...signedUpAs, email: newEmail });

    expect((await signIn(oldEmail)).statusCode).toBe(401);
    expect((await signIn(newEmail.toUpperCase())).statusCode).toBe(200);
    // The link reached the new inbox: the bounce recorded there is gone.
    expect(await api.app.suppressions.list(user.id)).toEqual([]);
    // The old address is free for a new account; the new one is taken.
    expect(
      (await call('POST', '/api/auth/register', { body: registration({ email: oldEmail }) })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/auth/register', { body: registration({ email: newEmail }) })).statusCode,
    ).toBe(409);

    // Once only.
    const again = await call('POST', '/api/account/email/verify', { body: { token } });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: ACCOUNT_MESSAGES.emailChangeLinkGone });
  });

  it('asks for the current password, refuses the address one has or another login holds', async () => {
    const { email, session } = await signUp(api);
    const other = await signUp(api);
    expect((await requestChange(session, newAddress(), 'Wrong-Password-1')).statusCode).toBe(403);
    const same = await requestChange(session, email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      message: ACCOUNT_MESSAGES.sameEmail,
      errors: [{ path: 'newEmail', message: ACCOUNT_MESSAGES.sameEmail }],
    });
    expect((await requestChange(session, other.email)).statusCode).toBe(409);
    expect((await requestChange(session, 'not-an-email')).statusCode).toBe(400);
    expect(sent()).toEqual([]);
  });

  it('keeps one login per address when two people race for it: the second link answers 409', async () => {
    const first = await signUp(api);
    const second = await signUp(api);
    const contested = newAddress();
    await requestChange(first.session, contested);
    await requestChange(second.session, contested);
    const [firstLink, secondLink] = sent().map((email) => tokenIn(email.text));
    const answers = await Promise.all([
      call('POST', '/api/account/email/verify', { body: { token: firstLink } }),
      call('POST', '/api/account/email/verify', { body: { token: secondLink } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect((await signIn(contested)).json<User>().id).toBe(winner.user.id);
    expect((await signIn(loser.email)).statusCode).toBe(200);
  });

  it('works for 24 hours, and only the newest link of a person works', async () => {
    const { session } = await signUp(api);
    await requestChange(session, newAddress());
    await requestChange(session, newAddress());
    const [replaced, newest] = sent().map((email) => tokenIn(email.text));
    expect((await call('POST', '/api/account/email/verify', { body: { token: replaced } })).statusCode).toBe(
      410,
    );
    api.clock.advanceSeconds(24 * 3600);
    expect((await call('POST', '/api/account/email/verify', { body: { token: newest } })).statusCode).toBe(
      410,
    );
    expect((await call('GET', '/api/auth/user', { session })).json<User>().pendingEmail).toBeUndefined();
  });
});
