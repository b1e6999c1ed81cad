/**
 * GET /api/projects/{id}/alerts (docs/decisions/014): a project's alerts joined with the record of
 * each message, as the real handlers write them — send-alert's claim, deliver-alert's outcomes
 * (through the local outbox) — recipients masked, newest first, and nobody else's project. And the
 * reconciler: an alert claimed whose hand-off was lost goes out on its next run, once.
 */
import type {
  AlertHistoryResponse,
  DashboardResponse,
  ProjectInput,
  ProjectResponse,
} from '@lienminder/shared';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { TableStream } from '#local/table-stream';
import { handler as deliverAlert } from '#src/handlers/alerts/deliver-alert';
import { handler as sendAlert } from '#src/handlers/alerts/send-alert';
import type { AlertPayload } from '#src/ports/scheduler';
import {
  call,
  PASSWORD,
  projectBody,
  sessionFrom,
  signUp,
  startTestApi,
  type TestApi,
} from '#test/api/support';
import { readTestTableStream } from '#test/dynamodb';
import { setPhoneStatus } from '#test/phone-statuses';

/** Nothing heard from the provider yet. */
const NO_OUTCOME = { outcome: null, outcomeAt: null, outcomeDetail: null };

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

let owners = 0;
const signedUpOwner = () => signUp(api, 'silver', { email: `owner${++owners}@coastal.example.com` });

/** Saved through the API, as the browser does; the stream functions plan its alerts. */
async function createProject(session: string, fields: Partial<ProjectInput> = {}) {
  const response = await call('POST', '/api/projects', { session, body: projectBody(fields) });
  expect(response.statusCode).toBe(201);
  await stream.drain();
  return response.json<ProjectResponse>().project;
}

/** Two months on, the March session has expired: the owner signs in again. */
async function signInAgain(owner: { email: string; device: string }) {
  const signIn = await call('POST', '/api/auth/login', {
    body: { email: owner.email, password: PASSWORD },
    cookies: [owner.device],
  });
  expect(signIn.statusCode).toBe(200);
  return sessionFrom(signIn);
}

const history = async (session: string, projectId: string) =>
  call('GET', `/api/projects/${projectId}/alerts`, { session });

it("lists a project's alerts newest first: sent with each masked recipient, scheduled, skipped texts with why", async () => {
  const owner = await signedUpOwner();
  const project = await createProject(owner.session, {
    lastFurnishingDate: '2026-02-22',
    smsAlerts: true,
    alertPhone: '3055550101',
    alertPhoneConsent: true,
    alertPhone2: '3055550102',
    alertPhone2Consent: true,
  });
  await setPhoneStatus(api.app.config, '+13055550101', 'opted_in', api.clock.now());
  await setPhoneStatus(api.app.config, '+13055550102', 'opted_out', api.clock.now());
  // The Claim of Lien 7-day alert, 2026-05-16 at 9:00 Eastern.
  api.clock.set('2026-05-16T13:00:04.000Z');
  const payload: AlertPayload = {
    userId: owner.user.id,
    projectId: project.id,
    deadlineId: `${project.id}-lien`,
    alertKey: 'd7',
  };
  owner.session = await signInAgain(owner);
  const order = await sendAlert(payload);
  expect(order.outcome).toMatchObject({ status: 'sent', emails: 1, texts: 1 });

  const handedOver = (await history(owner.session, project.id)).json<AlertHistoryResponse>();
  const sending = handedOver.alerts.find(
    (alert) => alert.deadlineId === payload.deadlineId && alert.alertKey === 'd7',
  );
  expect(sending).toMatchObject({
    state: 'sending',
    sentAt: null,
    dueDate: '2026-05-23',
    deadlineType: 'record_lien',
  });
  expect(sending?.messages).toEqual(
    expect.arrayContaining([
      {
        ...NO_OUTCOME,
        channel: 'email',
        recipient: 'o***@coastal.example.com',
        state: 'pending',
        at: null,
        reason: null,
      },
      { ...NO_OUTCOME, channel: 'sms', recipient: '***0101', state: 'pending', at: null, reason: null },
      {
        ...NO_OUTCOME,
        channel: 'sms',
        recipient: '***0102',
        state: 'skipped',
        at: '2026-05-16T13:00:04.000Z',
        reason: 'opted_out',
      },
    ]),
  );
  expect(sending?.messages).toHaveLength(3);

  await deliverAlert(JSON.parse(JSON.stringify(order)));
  const response = await history(owner.session, project.id);
  expect(response.statusCode).toBe(200);
  const { alerts } = response.json<AlertHistoryResponse>();
  const sent = alerts.find((alert) => alert.deadlineId === payload.deadlineId && alert.alertKey === 'd7');
  expect(sent).toMatchObject({ state: 'sent', sentAt: '2026-05-16T13:00:04.000Z', reason: null });
  expect(sent?.messages.filter((message) => message.state === 'sent')).toHaveLength(2);
  // Newest first, and the later alerts of the lien still scheduled.
  const times = alerts.map((alert) => alert.scheduledFor);
  expect(times).toEqual([...times].sort().reverse());
  expect(
    alerts.find((alert) => alert.deadlineId === payload.deadlineId && alert.alertKey === 'd3'),
  ).toMatchObject({
    state: 'scheduled',
    messages: [],
  });

  const dashboard = (
    await call('GET', '/api/dashboard', { session: owner.session })
  ).json<DashboardResponse>();
  expect(dashboard.lastAlertSentAt).toBe('2026-05-16T13:00:04.000Z');
});

it("answers 404 for another user's project, as GET /api/projects/{id} does, and 401 without a session", async () => {
  const owner = await signedUpOwner();
  const project = await createProject(owner.session);
  const stranger = await signUp(api, 'silver');

  const theirs = await history(stranger.session, project.id);
  expect(theirs.statusCode).toBe(404);
  expect(theirs.json()).toEqual({ message: 'Project not found', errors: [] });
  expect((await call('GET', `/api/projects/${project.id}/alerts`)).statusCode).toBe(401);
  expect((await history(owner.session, project.id)).statusCode).toBe(200);
});

it('an alert claimed and never handed over goes out when the reconciler finds it due, and only once', async () => {
  const owner = await signedUpOwner();
  const project = await createProject(owner.session, {
    lastFurnishingDate: '2026-02-22',
    alertEmail2: 'pm@coastal.example.com',
  });
  api.clock.set('2026-05-16T13:00:04.000Z');
  // send-alert claims; the process dies before the hand-off: deliver-alert never runs.
  const order = await sendAlert({
    userId: owner.user.id,
    projectId: project.id,
    deadlineId: `${project.id}-lien`,
    alertKey: 'd7',
  });
  expect(order.outcome).toEqual({ status: 'sent', emails: 2, texts: 0, textsWithheld: null });
  const outboxBefore = (await api.app.alerting.outbox?.list())?.length ?? 0;

  // Not yet due: Lambda's own retries come first.
  api.clock.set('2026-05-16T13:05:00.000Z');
  expect(await api.app.alerting.reconcile()).toEqual({ handedOver: 0, alerts: 0, givenUp: 0 });

  api.clock.set('2026-05-16T13:10:05.000Z');
  expect(await api.app.alerting.reconcile()).toEqual({ handedOver: 2, alerts: 1, givenUp: 0 });
  const sent = (await api.app.alerting.outbox?.list()) ?? [];
  expect(sent.length - outboxBefore).toBe(2);
  expect(
    sent
      .slice(0, 2)
      .map((message) => message.to)
      .sort(),
  ).toEqual([owner.email, 'pm@coastal.example.com'].sort());

  // Sent now: later runs find nothing due.
  api.clock.set('2026-05-16T14:00:00.000Z');
  owner.session = await signInAgain(owner);
  expect(await api.app.alerting.reconcile()).toEqual({ handedOver: 0, alerts: 0, givenUp: 0 });
  const { alerts } = (await history(owner.session, project.id)).json<AlertHistoryResponse>();
  expect(
    alerts.find((alert) => alert.alertKey === 'd7' && alert.deadlineId === `${project.id}-lien`),
  ).toMatchObject({
    state: 'sent',
    sentAt: '2026-05-16T13:10:05.000Z',
  });
});
