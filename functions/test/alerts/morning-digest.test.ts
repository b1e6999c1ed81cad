/**
 * One message a morning per person, end to end through the real handlers and stores: every alert
 * of an account firing at the same 9:00 is taken by the first of them to run, and each recipient
 * gets one email (one text) with the deadlines of the projects that list them. The others' schedules
 * find their alerts taken. A crash between the take and the send loses nothing: the reconciler
 * hands the morning's messages over again. The history shows each alert sent, with its messages.
 */
import type { AlertHistoryResponse, ProjectInput, ProjectResponse } from '@lienminder/shared';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { StoredOutboxMessage } from '#local/store/outbox';
import type { TableStream } from '#local/table-stream';
import { handler as deliverAlert } from '#src/handlers/alerts/deliver-alert';
import { handler as sendAlert } from '#src/handlers/alerts/send-alert';
import type { DeliveryOrder } from '#src/ports/delivery-order';
import type { AlertPayload } from '#src/ports/scheduler';
import {
  call,
  PASSWORD,
  projectBody,
  type SignedUpUser,
  sessionFrom,
  signUp,
  startTestApi,
  type TestApi,
} from '#test/api/support';
import { readTestTableStream } from '#test/dynamodb';
import { setPhoneStatus } from '#test/phone-statuses';

let api: TestApi;
let stream: TableStream;

beforeAll(async () => {
  api = await startTestApi();
  stream = await readTestTableStream(api.table);
});

beforeEach(() => {
  api.clock.set('2026-03-02T14:00:00.000Z');
});

afterAll(async () => {
  await stream.stop();
});

async function createProject(session: string, fields: Partial<ProjectInput>) {
  const response = await call('POST', '/api/projects', { session, body: projectBody(fields) });
  expect(response.statusCode).toBe(201);
  await stream.drain();
  return response.json<ProjectResponse>().project;
}

let owners = 0;

/**
 * Three projects whose alerts fire on Saturday 2026-05-16 at 9:00 Eastern: the 7-day alerts of
 * Smith Residence and Bay Plaza (Claims of Lien due May 23) and the 14-day alert of Oak Street (due
 * May 30). Smith Residence and Oak Street share a project manager's address (written two ways) and
 * a phone; Oak Street's second phone replied STOP; Bay Plaza texts a phone of its own.
 */
async function threeProjectsOneMorning() {
  const owner = await signUp(api, 'gold', { email: `owner${++owners}@coastal.example.com` });
  const sharedPhone = { smsAlerts: true, alertPhone: '3055550101', alertPhoneConsent: true };
  const smith = await createProject(owner.session, {
    name: 'Smith Residence',
    lastFurnishingDate: '2026-02-22',
    alertEmail2: 'pm@shared.example.com',
    ...sharedPhone,
  });
  const oak = await createProject(owner.session, {
    name: 'Oak Street',
    lastFurnishingDate: '2026-03-01',
    alertEmail2: 'PM@Shared.example.com',
    ...sharedPhone,
    alertPhone2: '3055550102',
    alertPhone2Consent: true,
  });
  const bay = await createProject(owner.session, {
    name: 'Bay Plaza',
    lastFurnishingDate: '2026-02-22',
    smsAlerts: true,
    alertPhone: '3055550103',
    alertPhoneConsent: true,
  });
  await setPhoneStatus(api.app.config, '+13055550102', 'opted_out', api.clock.now());
  // Two weeks ahead the daily sweep gives the alerts their schedules (the scheduling window).
  api.clock.set('2026-05-05T10:00:00.000Z');
  await api.app.alerting.sweep();
  await stream.drain();
  const alert = (projectId: string, alertKey: AlertPayload['alertKey']): AlertPayload => ({
    userId: owner.user.id,
    projectId,
    deadlineId: `${projectId}-lien`,
    alertKey,
  });
  return {
    owner,
    projects: { smith, oak, bay },
    alerts: [alert(smith.id, 'd7'), alert(oak.id, 'd14'), alert(bay.id, 'd7')],
  };
}

/** The three schedules fire together, as Scheduler invokes them: one takes the morning. */
async function fireTogether(alerts: AlertPayload[]): Promise<DeliveryOrder> {
  api.clock.set('2026-05-16T13:00:04.000Z');
  const orders = await Promise.all(alerts.map((alert) => sendAlert(alert)));
  const taken = orders.filter((order) => order.outcome.status === 'sent');
  expect(taken).toHaveLength(1);
  for (const order of orders.filter((candidate) => candidate.outcome.status !== 'sent')) {
    expect(order).toEqual({
      alert: order.alert,
      outcome: { status: 'ignored', reason: 'already_done' },
      messages: [],
    });
  }
  return taken[0] as DeliveryOrder;
}

const outbox = async () => (await api.app.alerting.outbox?.list()) ?? [];
const sentSince = async (before: StoredOutboxMessage[]) => {
  const known = new Set(before.map((message) => message.id));
  return (await outbox()).filter((message) => !known.has(message.id));
};

/** Each recipient's message: the projects it names, in order. */
function summary(messages: StoredOutboxMessage[], projects: Record<string, { name: string }>) {
  const names = Object.values(projects).map((project) => project.name);
  const named = (content: string) =>
    names
      .map((name) => ({ name, at: content.indexOf(name) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)
      .map(({ name }) => name);
  return Object.fromEntries(
    messages.map((message) => [
      `${message.channel} ${message.to}`,
      message.channel === 'email'
        ? { subject: message.subject, projects: named(message.text) }
        : message.body,
    ]),
  );
}

function expectTheMorning(
  messages: StoredOutboxMessage[],
  owner: SignedUpUser,
  projects: Record<string, { id: string; name: string }>,
) {
  expect(summary(messages, projects)).toEqual({
    [`email ${owner.user.email}`]: {
      subject: 'Claim of Lien for Bay Plaza due May 23 (7 days) + 2 more',
      projects: ['Bay Plaza', 'Smith Residence', 'Oak Street'],
    },
    // As the first project wrote it; only the two projects that list it.
    'email pm@shared.example.com': {
      subject: 'Claim of Lien for Smith Residence due May 23 (7 days) + 1 more',
      projects: ['Smith Residence', 'Oak Street'],
    },
    'sms +13055550101':
      'LienMinder: Smith Residence: Claim of Lien in 7 days (May 23) + 1 more. http://localhost:3000/ Reply STOP to opt out',
    'sms +13055550103': `LienMinder: Bay Plaza: Claim of Lien in 7 days (May 23). http://localhost:3000/projects/${projects.bay?.id} Reply STOP to opt out`,
  });
  expect(messages).toHaveLength(4);
}

/** Two months on, the March session has expired: the owner signs in again to read the history. */
async function historyOf(owner: SignedUpUser, projectId: string, alert: AlertPayload) {
  const signIn = await call('POST', '/api/auth/login', {
    body: { email: owner.user.email, password: PASSWORD },
    cookies: [owner.device],
  });
  expect(signIn.statusCode).toBe(200);
  const response = await call('GET', `/api/projects/${projectId}/alerts`, { session: sessionFrom(signIn) });
  expect(response.statusCode).toBe(200);
  return response
    .json<AlertHistoryResponse>()
    .alerts.find((entry) => entry.deadlineId === alert.deadlineId && entry.alertKey === alert.alertKey);
}

it('one email per address and one text per opted-in phone, each with only the projects that list it; every alert shows sent', async () => {
  const { owner, projects, alerts } = await threeProjectsOneMorning();
  const before = await outbox();

  const order = await fireTogether(alerts);
  expect(order.outcome).toEqual({ status: 'sent', emails: 2, texts: 2, textsWithheld: null });
  await deliverAlert(JSON.parse(JSON.stringify(order)));

  expectTheMorning(await sentSince(before), owner, projects);
  // A schedule firing again later finds its alert taken.
  for (const alert of alerts)
    expect((await sendAlert(alert)).outcome).toEqual({ status: 'ignored', reason: 'already_done' });

  const ownerMask = `o***@coastal.example.com`;
  const at = '2026-05-16T13:00:04.000Z';
  const sent = (channel: string, recipient: string) => ({
    channel,
    recipient,
    state: 'sent',
    at,
    reason: null,
    // No provider event yet (services/deliverability/email-events.ts, text-status.ts).
    outcome: null,
    outcomeAt: null,
    outcomeDetail: null,
  });
  const [smithAlert, oakAlert, bayAlert] = alerts as [AlertPayload, AlertPayload, AlertPayload];
  expect(await historyOf(owner, projects.smith.id, smithAlert)).toMatchObject({
    state: 'sent',
    sentAt: at,
    messages: expect.arrayContaining([
      sent('email', ownerMask),
      sent('email', 'p***@shared.example.com'),
      sent('sms', '***0101'),
    ]),
  });
  const oak = await historyOf(owner, projects.oak.id, oakAlert);
  expect(oak?.state).toBe('sent');
  expect(oak?.messages).toEqual(
    expect.arrayContaining([
      sent('email', ownerMask),
      sent('email', 'p***@shared.example.com'),
      sent('sms', '***0101'),
      {
        channel: 'sms',
        recipient: '***0102',
        state: 'skipped',
        at,
        reason: 'opted_out',
        outcome: null,
        outcomeAt: null,
        outcomeDetail: null,
      },
    ]),
  );
  expect(oak?.messages).toHaveLength(4);
  const bay = await historyOf(owner, projects.bay.id, bayAlert);
  expect(bay?.messages).toEqual([sent('email', ownerMask), sent('sms', '***0103')]);
});

it('a crash between the take and the send loses nothing: the reconciler sends the morning, once', async () => {
  const { owner, projects, alerts } = await threeProjectsOneMorning();
  const before = await outbox();

  // The take is written; the process dies before the hand-off: deliver-alert never runs.
  await fireTogether(alerts);
  api.clock.set('2026-05-16T13:10:05.000Z');
  expect(await api.app.alerting.reconcile()).toEqual({
    handedOver: 4,
    alerts: expect.any(Number),
    givenUp: 0,
  });

  expectTheMorning(await sentSince(before), owner, projects);
  api.clock.set('2026-05-16T13:30:00.000Z');
  expect(await api.app.alerting.reconcile()).toEqual({ handedOver: 0, alerts: 0, givenUp: 0 });
});
