/**
 * Closing an account, through the handlers on DynamoDB Local with the network edges mocked and
 * asserted: Stripe's HTTP client (the subscription cancelled), EventBridge Scheduler (each alert's
 * schedule deleted, through the table's stream as in AWS) and SES. Afterwards nothing of the account
 * answers, no alert of it fires, its people's sign-ins say it was closed, and the SMS consent log
 * still holds its records. A run that stopped after the mark is finished by the daily job.
 */
import { CreateScheduleCommand, DeleteScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_MESSAGES, CLOSED_LOGIN_NOTICE_DAYS, type ProjectSavedResponse } from '@lienminder/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBridgeScheduler } from '#src/adapters/aws/eventbridge-scheduler';
import { sesMailer } from '#src/adapters/aws/ses-mailer';
import { finishClosings } from '#src/services/account/close-account';
import { signDeadlineDoneToken } from '#src/services/deadlines/deadline-done-token';
import { dynamoAccountClosings } from '#src/store/account-closing';
import { createDocumentClient } from '#src/store/document-client';
import { SCHEDULER_SETTINGS, WINDOW_PAST_EVERY_TEST_ALERT } from '#test/alerts/harness';
import { readTestTableStream, TEST_SESSION_SECRET } from '#test/dynamodb';
import { STRIPE_TEST_ENV, stripeStandIn, useStripeEnvironment } from '#test/stripe-stand-in';
import {
  call,
  PASSWORD,
  projectBody,
  registration,
  type SignedUpUser,
  signUp,
  startTestApi,
  type TestApi,
} from './support';

vi.setConfig({ testTimeout: 60_000 });

const region = 'us-east-1';
const credentials = { accessKeyId: 't', secretAccessKey: 't' };
const scheduler = mockClient(SchedulerClient);
const ses = mockClient(SESClient);
const stripe = stripeStandIn();
let api: TestApi;
let stream: Awaited<ReturnType<typeof readTestTableStream>>;
let restoreEnvironment: () => void;

beforeAll(async () => {
  restoreEnvironment = useStripeEnvironment(STRIPE_TEST_ENV);
  api = await startTestApi(
    '2026-03-02T14:00:00.000Z',
    {},
    {
      alertProviders: {
        scheduler: eventBridgeScheduler(new SchedulerClient({ region, credentials }), SCHEDULER_SETTINGS),
        mailer: sesMailer(new SESClient({ region, credentials }), {
          fromAddress: 'alerts@lienminder.example.com',
        }),
      },
      stripeHttpClient: stripe.httpClient,
      ...WINDOW_PAST_EVERY_TEST_ALERT,
    },
  );
  stream = await readTestTableStream(api.table);
});
afterAll(async () => {
  await stream.stop();
  restoreEnvironment();
});
beforeEach(() => {
  scheduler.reset();
  scheduler.onAnyCommand().resolves({});
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message' });
  stripe.reset();
});

const signIn = (email: string) =>
  call('POST', '/api/auth/login', { body: { email, password: PASSWORD }, sourceIp: '198.51.100.21' });

const itemsOf = async (partition: string) =>
  (
    await api.table.client.send(
      new QueryCommand({
        TableName: api.table.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': partition },
      }),
    )
  ).Items ?? [];

/**
 * A Gold account on Stripe (`sub_close_1` of `customer`) with a teammate, an open invitation, a
 * calendar feed and a project whose alerts hold their schedules, one alert phone consented.
 */
async function goldAccount(customer: string) {
  const owner = await signUp(api);
  await api.app.users.attachStripeCustomer(owner.user.id, customer);
  await api.app.users.applyBillingFact(owner.user.id, {
    asOf: 1772400000,
    subscriptionId: 'sub_close_1',
    state: 'active',
    tier: 'gold',
  });
  const teammateEmail = registration().email;
  await call('POST', '/api/team/invitations', {
    session: owner.session,
    body: { email: teammateEmail, role: 'member' },
  });
  await call('POST', '/api/team/invitations', {
    session: owner.session,
    body: { email: registration().email, role: 'admin' },
  });
  const invitation = ses
    .commandCalls(SendEmailCommand)
    .map(({ args: [command] }) => command.input)
    .find((input) => input.Destination?.ToAddresses?.[0] === teammateEmail);
  const joinToken = new URL(
    /http\S+\/join\?token=\S+/.exec(invitation?.Message?.Body?.Text?.Data ?? '')?.[0] ?? 'http://missing/',
  ).searchParams.get('token');
  const joined = await call('POST', '/api/team/join', {
    body: { token: joinToken, firstName: 'Luis', lastName: 'Ortega', password: PASSWORD },
  });
  expect(joined.statusCode).toBe(201);
  const teammate = {
    email: teammateEmail,
    session: joined.cookies.find((c) => c.startsWith('lm_session='))?.split(';')[0] ?? '',
  };
  const feed = await call('POST', '/api/calendar-feed', {
    session: owner.session,
    body: { currentPassword: PASSWORD },
  });
  const saved = await call('POST', '/api/projects', {
    session: owner.session,
    body: projectBody({ smsAlerts: true, alertPhone: '(305) 555-0177', alertPhoneConsent: true }),
  });
  await stream.drain();
  return {
    owner,
    teammate,
    projectId: saved.json<ProjectSavedResponse>().project.id,
    feedPath: new URL(feed.json<{ url: string }>().url).pathname,
  };
}

const close = (who: Pick<SignedUpUser, 'session'>, currentPassword = PASSWORD) =>
  call('DELETE', '/api/account', { session: who.session, body: { currentPassword } });

describe('DELETE /api/account', () => {
  it('cancels the subscription, deletes the account and its schedules, and keeps the consent log', async () => {
    const customer = 'cus_close_1';
    const { owner, teammate, projectId, feedPath } = await goldAccount(customer);
    const schedules = scheduler
      .commandCalls(CreateScheduleCommand)
      .map(({ args: [command] }) => command.input.Name);
    expect(schedules.length).toBeGreaterThan(0);
    const doneLink = `/api/deadline-done/${signDeadlineDoneToken(TEST_SESSION_SECRET, {
      userId: owner.user.id,
      projectId,
      deadlineId: `${projectId}-lien`,
      recipient: owner.email,
      accountVersion: 1,
      issuedAt: '2026-03-02T14:00:00.000Z',
      expiresAt: '2026-09-01T00:00:00.000Z',
    })}`;
    expect((await call('GET', doneLink)).statusCode).toBe(200);
    const alerts = await itemsOf(`ALERTS#${owner.user.id}`);
    expect(alerts.length).toBe(schedules.length);

    // Only the owner, and only with the password.
    expect((await close(teammate)).json()).toMatchObject({ message: ACCOUNT_MESSAGES.closeNeedsOwner });
    expect((await close(owner, 'Wrong-Password-1')).statusCode).toBe(403);
    stripe.answer(
      {
        body: {
          object: 'list',
          url: '/v1/subscriptions',
          has_more: false,
          data: [
            {
              id: 'sub_close_1',
              object: 'subscription',
              status: 'active',
              cancel_at_period_end: false,
              items: {
                object: 'list',
                data: [{ id: 'si_1', object: 'subscription_item', current_period_end: 1775000000 }],
              },
            },
          ],
        },
      },
      {
        body: {
          id: 'sub_close_1',
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: true,
          items: {
            object: 'list',
            data: [{ id: 'si_1', object: 'subscription_item', current_period_end: 1775000000 }],
          },
        },
      },
    );
    expect((await close(owner)).statusCode).toBe(204);
    await stream.drain();

    expect(stripe.requests.map(({ method, path, form }) => ({ method, path, form }))).toEqual([
      { method: 'GET', path: `/v1/subscriptions?customer=${customer}&limit=100`, form: {} },
      { method: 'POST', path: '/v1/subscriptions/sub_close_1', form: { cancel_at_period_end: 'true' } },
    ]);
    const deleted = scheduler.commandCalls(DeleteScheduleCommand).map(({ args: [command] }) => command.input);
    expect(deleted.map((input) => input.Name).sort()).toEqual([...schedules].sort());
    expect(deleted.every((input) => input.GroupName === SCHEDULER_SETTINGS.groupName)).toBe(true);

    // Nothing of it answers.
    expect((await call('GET', `/api/projects/${projectId}`, { session: owner.session })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/api/projects', { session: teammate.session })).statusCode).toBe(401);
    expect((await call('GET', feedPath)).statusCode).toBe(404);
    expect((await call('GET', doneLink)).statusCode).toBe(404);
    for (const partition of ['USER#', 'ALERTS#', 'ACTIVITY#', 'SUPPRESSED#', 'TEAM#', 'TEAM_REMOVALS#']) {
      expect(await itemsOf(`${partition}${owner.user.id}`), partition).toEqual([]);
    }
    // Of its delivery records, only the closing's note, marked closed, expiring with the closed
    // sign-in's notice: a delivery retried later finds it (deliver-alert.test.ts).
    const closedOn = '2026-03-02T14:00:00.000Z';
    expect(await itemsOf(`DELIVERY#${owner.user.id}`)).toEqual([
      {
        pk: `DELIVERY#${owner.user.id}`,
        sk: 'ACCOUNT_CLOSING',
        entity: 'accountClosing',
        closingSince: closedOn,
        closed: true,
        expiresAt: Date.parse(closedOn) / 1000 + CLOSED_LOGIN_NOTICE_DAYS * 86_400,
      },
    ]);

    // Its people's sign-ins say what happened; the addresses are free again.
    const closedMessage =
      'The LienMinder account this email signed in to was closed by its owner on March 2, 2026, and its data was deleted. Sign up to start a new account.';
    for (const email of [owner.email, teammate.email]) {
      const refused = await signIn(email);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: closedMessage });
    }
    expect(
      (await call('POST', '/api/auth/register', { body: registration({ email: owner.email }) })).statusCode,
    ).toBe(201);

    // No alert of it fires on its morning.
    ses.resetHistory();
    api.clock.set('2026-04-21T13:00:04.000Z');
    for (const alert of alerts) {
      const payload = {
        userId: owner.user.id,
        projectId,
        deadlineId: alert.deadlineId,
        alertKey: alert.alertKey,
      };
      const order = await api.app.alerting.send(payload);
      expect(order.outcome).toEqual({ status: 'ignored', reason: 'alert_gone' });
      await api.app.alerting.deliver(order);
    }
    expect(ses.commandCalls(SendEmailCommand)).toEqual([]);

    // The consent log keeps the proof of the alert phone's opt-in.
    const consents = (await itemsOf('CONSENT#2026-03')).filter((record) => record.userId === owner.user.id);
    expect(consents).toMatchObject([{ phone: '+13055550177', action: 'opt_in', source: 'project_form' }]);
  });

  it('ends every sign-in at its mark; a run that stopped there is finished by the daily job', async () => {
    const owner = await signUp(api);
    await call('POST', '/api/projects', { session: owner.session, body: projectBody() });
    const closings = dynamoAccountClosings(createDocumentClient(api.app.config), api.app.config.tableName);
    // The mark alone, as if the run stopped right after it.
    await closings.begin(owner.user.id, api.clock.now().toISOString());
    expect((await call('GET', '/api/projects', { session: owner.session })).statusCode).toBe(401);
    expect((await signIn(owner.email)).statusCode).toBe(401);
    expect(await closings.unfinished()).toContain(owner.user.id);

    const finished = await finishClosings({ closings, clock: api.clock });
    expect(finished).toBeGreaterThanOrEqual(1);
    expect(await closings.unfinished()).not.toContain(owner.user.id);
    expect(await itemsOf(`USER#${owner.user.id}`)).toEqual([]);
    // Again: nothing left to do, nothing fails.
    await closings.finish(owner.user.id, 0);
  });
});
