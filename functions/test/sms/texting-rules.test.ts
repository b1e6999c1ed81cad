/**
 * Where a project's texts go (issue 45; docs/sms-compliance.md "Consent" and "Sending"), through the
 * API and the real alert handlers against the real table, with Twilio's REST API stood in for on the
 * wire (test/twilio-stand-in.ts): the requests asserted are the ones Twilio would receive.
 *
 * - One switch: a consented project phone gets the alert with nothing more ticked ("SMS alerts" is
 *   on unless turned off); turned off, the history says why the text was not sent.
 * - The account holder's registered phone, consented at registration, chosen as a recipient.
 * - A new consent gets one confirmation text, and only one.
 */
import {
  type AlertHistoryResponse,
  formatPhone,
  mintOptInProof,
  type ProjectInput,
  type ProjectResponse,
  type SmsConfig,
} from '@lienminder/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableStream } from '#local/table-stream';
import { twilioTexter } from '#src/adapters/aws/twilio-texter';
import { handler as deliverAlert } from '#src/handlers/alerts/deliver-alert';
import { handler as sendAlert } from '#src/handlers/alerts/send-alert';
import type { AlertPayload } from '#src/ports/scheduler';
import {
  ACCOUNT_CONFIRMATION_BUDGET,
  CONFIRMATION_BUDGETS,
  SMS_CONFIRMATION_BUDGET_SPENT,
} from '#src/services/messaging/confirmation-budget';
import { PROGRAM_TEXTS } from '#src/services/messaging/program-texts';
import { createDocumentClient } from '#src/store/document-client';
import { dynamoRateLimiter } from '#src/store/rate-limits';
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
import { startTwilioStandIn, type TwilioStandIn } from '#test/twilio-stand-in';
import { uniquePhone } from './sms-support';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const FROM = '+13055550000';

let twilio: TwilioStandIn;
let api: TestApi;
let stream: TableStream;

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  api = await startTestApi(
    '2026-03-02T14:00:00.000Z',
    {},
    {
      alertProviders: {
        texter: twilioTexter({
          accountSid: ACCOUNT_SID,
          authToken: 'test-auth-token',
          sender: { fromNumber: FROM },
          apiOrigin: twilio.origin,
        }),
      },
    },
  );
  stream = await readTestTableStream(api.table);
});

afterAll(async () => {
  await stream.stop();
  await twilio.close();
});

beforeEach(() => {
  // Monday 9:00 in Miami: inside the hours texts may go.
  api.clock.set('2026-03-02T14:00:00.000Z');
});

afterEach(() => {
  // Every request to Twilio's API was a Messages create, from the program's number.
  for (const request of twilio.received) {
    expect(request).toMatchObject({
      method: 'POST',
      url: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      form: { From: FROM },
    });
  }
});

/** The bodies of the texts Twilio was asked to send to `phone` (E.164), in order. */
const textsTo = (phone: string) =>
  twilio.received.filter((request) => request.form.To === phone).map((request) => request.form.Body);

const digitsOf = (e164: string) => e164.slice(2);

/** Saved through the API, as the browser does; the stream functions plan its alerts. */
async function createProject(owner: SignedUpUser, fields: Partial<ProjectInput>) {
  const response = await call('POST', '/api/projects', {
    session: owner.session,
    body: projectBody({ lastFurnishingDate: '2026-02-22', ...fields }),
  });
  expect(response.statusCode, response.body).toBe(201);
  await stream.drain();
  return response.json<ProjectResponse>();
}

async function updateProject(owner: SignedUpUser, saved: ProjectResponse, fields: Partial<ProjectInput>) {
  const response = await call('PUT', `/api/projects/${saved.project.id}`, {
    session: owner.session,
    body: { ...saved.project, ...fields, revision: saved.revision },
  });
  expect(response.statusCode, response.body).toBe(200);
  await stream.drain();
}

/**
 * The Claim of Lien's 7-day alert (due Saturday 2026-05-23) fires on 2026-05-16 at 9:00 Eastern:
 * send-alert decides, deliver-alert sends. Answers the project's alert history then.
 */
async function fireSevenDayAlert(owner: SignedUpUser, projectId: string) {
  api.clock.set('2026-05-16T13:00:04.000Z');
  const payload: AlertPayload = {
    userId: owner.user.id,
    projectId,
    deadlineId: `${projectId}-lien`,
    alertKey: 'd7',
  };
  const order = await sendAlert(payload);
  await deliverAlert(JSON.parse(JSON.stringify(order)));
  // The session signed in in March has lapsed by May: the history is read with a fresh one.
  const signIn = await call('POST', '/api/auth/login', {
    body: { email: owner.email, password: PASSWORD },
    cookies: [owner.device],
  });
  expect(signIn.statusCode).toBe(200);
  const answer = await call('GET', `/api/projects/${projectId}/alerts`, { session: sessionFrom(signIn) });
  expect(answer.statusCode).toBe(200);
  const alert = answer
    .json<AlertHistoryResponse>()
    .alerts.find((entry) => entry.deadlineId === payload.deadlineId && entry.alertKey === 'd7');
  if (!alert) throw new Error('no 7-day alert in the history');
  return alert;
}

const alertText = (projectId: string) =>
  `LienMinder: Brickell Tower: Claim of Lien in 7 days (May 23). http://localhost:3000/projects/${projectId} Reply STOP to opt out`;

const owner = () => signUp(api, 'gold');

/** The table's rate limiter on the test clock, to spend part of an hour's budget beforehand. */
const rateLimiter = () =>
  dynamoRateLimiter(createDocumentClient(api.app.config), api.app.config.tableName, api.clock);

/** What `run` logged as warnings and as errors (one JSON object a line), kept out of the output. */
async function loggedDuring(run: () => Promise<unknown>) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const lines = (spy: typeof warn) => spy.mock.calls.map(([line]) => JSON.parse(String(line)));
  try {
    await run();
    return { warnings: lines(warn), errors: lines(error) };
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
}

describe('one switch for texts', () => {
  it('a consented project phone gets the alert with texts on, which they are unless turned off', async () => {
    const phone = uniquePhone();
    const maria = await owner();
    const { project } = await createProject(maria, { alertPhone: digitsOf(phone), alertPhoneConsent: true });
    expect(project.smsAlerts).toBe(true);

    const alert = await fireSevenDayAlert(maria, project.id);
    expect(textsTo(phone)).toEqual([PROGRAM_TEXTS.confirmation, alertText(project.id)]);
    expect(alert.messages).toContainEqual(
      expect.objectContaining({ channel: 'sms', recipient: `***${phone.slice(-4)}`, state: 'sent' }),
    );
  });

  it('with texts turned off for the project, the history says the text was not sent and why', async () => {
    const phone = uniquePhone();
    const maria = await owner();
    const { project } = await createProject(maria, {
      alertPhone: digitsOf(phone),
      alertPhoneConsent: true,
      smsAlerts: false,
    });

    const alert = await fireSevenDayAlert(maria, project.id);
    // The consent still got its confirmation; the alert, by text, nothing.
    expect(textsTo(phone)).toEqual([PROGRAM_TEXTS.confirmation]);
    expect(alert.state).toBe('sent');
    expect(alert.messages).toContainEqual({
      channel: 'sms',
      recipient: `***${phone.slice(-4)}`,
      state: 'skipped',
      at: '2026-05-16T13:00:04.000Z',
      reason: 'texts_off',
      outcome: null,
      outcomeAt: null,
      outcomeDetail: null,
    });
  });
});

describe("the account holder's registered phone", () => {
  /** Registration with `phone`, and its SMS box ticked: the follow-up opt-in the form sends. */
  async function registeredWithTexts(phone: string) {
    const maria = await signUp(api, 'gold', { phone: formatPhone(digitsOf(phone)) });
    const { proofChallenge } = (await call('GET', '/sms/config')).json<SmsConfig>();
    const proof = await mintOptInProof(phone, api.app.config.optInProofBits, api.clock.now(), proofChallenge);
    const optIn = await call('POST', '/sms/opt-in', {
      session: maria.session,
      body: { name: 'Maria Lopez', phone, sms_opt_in: true, source: 'registration', proof },
    });
    expect(optIn.json()).toMatchObject({ success: true, smsSent: true });
    return maria;
  }

  it('chosen as a recipient, gets the alert; its consent was confirmed once, at registration', async () => {
    const phone = uniquePhone();
    const maria = await registeredWithTexts(phone);
    expect(maria.user.phone).toBe(digitsOf(phone));
    const { project } = await createProject(maria, { textAccountPhone: true });

    await fireSevenDayAlert(maria, project.id);
    expect(textsTo(phone)).toEqual([PROGRAM_TEXTS.confirmation, alertText(project.id)]);
  });

  it('chosen, but never opted in (the registration box left unticked): not texted, and the history says why', async () => {
    const phone = uniquePhone();
    const maria = await signUp(api, 'gold', { phone: formatPhone(digitsOf(phone)) });
    const { project } = await createProject(maria, { textAccountPhone: true });

    const alert = await fireSevenDayAlert(maria, project.id);
    expect(textsTo(phone)).toEqual([]);
    expect(alert.messages).toContainEqual(
      expect.objectContaining({ channel: 'sms', state: 'skipped', reason: 'no_consent' }),
    );
  });

  it('is no choice on a plan without texts', async () => {
    const sam = await signUp(api, 'free');
    const response = await call('POST', '/api/projects', {
      session: sam.session,
      body: projectBody({ textAccountPhone: true }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      errors: [{ path: 'textAccountPhone', message: 'The Free plan does not include SMS alerts.' }],
    });
  });
});

describe('the confirmation of a new consent', () => {
  it('goes once to a number a project save opts in, and not again on a re-save or another project', async () => {
    const phone = uniquePhone();
    const other = uniquePhone();
    const maria = await owner();
    const saved = await createProject(maria, { alertPhone: digitsOf(phone), alertPhoneConsent: true });
    expect(textsTo(phone)).toEqual([PROGRAM_TEXTS.confirmation]);

    // The same number saved again, and listed on a second project: it is opted in already.
    await updateProject(maria, saved, { name: 'Brickell Tower North' });
    await createProject(maria, { alertPhone: digitsOf(phone), alertPhoneConsent: true });
    expect(textsTo(phone)).toEqual([PROGRAM_TEXTS.confirmation]);

    // A second number ticked on the edit: its own confirmation, once.
    const read = (
      await call('GET', `/api/projects/${saved.project.id}`, { session: maria.session })
    ).json<ProjectResponse>();
    await updateProject(maria, read, { alertPhone2: digitsOf(other), alertPhone2Consent: true });
    expect(textsTo(other)).toEqual([PROGRAM_TEXTS.confirmation]);
    expect(textsTo(phone)).toEqual([PROGRAM_TEXTS.confirmation]);
  });

  it("stops at the hour's budget of project-save confirmations: the save and the consent stand without the text, logged for the alarm", async () => {
    // An hour of its own: the budget counts every save's confirmation in the clock hour.
    api.clock.set('2026-03-03T15:00:00.000Z');
    const budget = CONFIRMATION_BUDGETS.project_form;
    const limiter = rateLimiter();
    // The hour's other saves, all but one of the budget.
    for (let sent = 0; sent < budget.limit - 1; sent += 1) await limiter.hit(budget, 'all');
    const [last, over, nextHour] = [uniquePhone(), uniquePhone(), uniquePhone()];
    const maria = await owner();
    await createProject(maria, { alertPhone: digitsOf(last), alertPhoneConsent: true });
    expect(textsTo(last)).toEqual([PROGRAM_TEXTS.confirmation]);

    const { errors } = await loggedDuring(() =>
      createProject(maria, { alertPhone: digitsOf(over), alertPhoneConsent: true }),
    );
    expect(textsTo(over)).toEqual([]);
    expect(await api.app.alerting.phones.get(over)).toBe('opted_in');
    expect(errors).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: SMS_CONFIRMATION_BUDGET_SPENT,
        limit: budget.limit,
        source: 'project_form',
      }),
    ]);

    // The next hour has a budget again.
    api.clock.set('2026-03-03T16:00:00.000Z');
    await createProject(maria, { alertPhone: digitsOf(nextHour), alertPhoneConsent: true });
    expect(textsTo(nextHour)).toEqual([PROGRAM_TEXTS.confirmation]);
  });

  it("stops at an account's own share of the hour, leaving the other accounts theirs", async () => {
    api.clock.set('2026-03-04T15:00:00.000Z');
    const limiter = rateLimiter();
    const maria = await owner();
    const ana = await owner();
    // Maria's hour so far: all but one of her share.
    for (let sent = 0; sent < ACCOUNT_CONFIRMATION_BUDGET.limit - 1; sent += 1) {
      await limiter.hit(ACCOUNT_CONFIRMATION_BUDGET, maria.user.id);
    }
    const [last, over, anas, nextHour] = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
    await createProject(maria, { alertPhone: digitsOf(last), alertPhoneConsent: true });
    expect(textsTo(last)).toEqual([PROGRAM_TEXTS.confirmation]);

    const { warnings, errors } = await loggedDuring(() =>
      createProject(maria, { alertPhone: digitsOf(over), alertPhoneConsent: true }),
    );
    expect(textsTo(over)).toEqual([]);
    expect(await api.app.alerting.phones.get(over)).toBe('opted_in');
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 'WARN',
        limit: ACCOUNT_CONFIRMATION_BUDGET.limit,
        userId: maria.user.id,
      }),
    ]);
    // One account's doing: not the program's alarm.
    expect(errors).toEqual([]);

    // Another account's save in the same hour is confirmed.
    await createProject(ana, { alertPhone: digitsOf(anas), alertPhoneConsent: true });
    expect(textsTo(anas)).toEqual([PROGRAM_TEXTS.confirmation]);

    // Maria's next hour has her share again.
    api.clock.set('2026-03-04T16:00:00.000Z');
    await createProject(maria, { alertPhone: digitsOf(nextHour), alertPhoneConsent: true });
    expect(textsTo(nextHour)).toEqual([PROGRAM_TEXTS.confirmation]);
  });

  it('is not sent to a number that replied STOP: its consent stays refused', async () => {
    const phone = uniquePhone();
    const maria = await owner();
    await setPhoneStatus(api.app.config, phone, 'opted_out', api.clock.now());
    await createProject(maria, { alertPhone: digitsOf(phone), alertPhoneConsent: true });
    expect(textsTo(phone)).toEqual([]);
  });
});
