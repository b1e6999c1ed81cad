/**
 * Twilio's status callback for alert texts, POST /sms/status, as Twilio posts it (form-encoded,
 * signed with Twilio's own code): the outcome lands in the project's alert history, error 21610
 * records an opt-out in the consent log, a number that keeps failing is suppressed, and a call
 * without a valid signature is refused with 403 and changes nothing.
 */
import { ALERT_METRICS, type ProjectInput } from '@lienminder/shared';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredUser } from '#src/ports/user-store';
import { call } from '#test/api/support';
import { TEST_PUBLIC_URL } from '#test/dynamodb';
import { setPhoneStatus } from '#test/phone-statuses';
import { consentRecords, TWILIO_TOKEN, uniquePhone } from '#test/sms/sms-support';
import {
  type DeliverabilityHarness,
  fireAndDeliver,
  historyOf,
  LIEN,
  startDeliverabilityHarness,
} from './support';

const STATUS_URL = `${TEST_PUBLIC_URL}/sms/status`;
let setup: DeliverabilityHarness;
let owner: StoredUser;
let projectId: string;
let phone: string;

beforeEach(async () => {
  process.env.TWILIO_AUTH_TOKEN = TWILIO_TOKEN;
  setup = await startDeliverabilityHarness();
  owner = await setup.harness.user('gold', 'maria@coastal.example.com');
  phone = uniquePhone();
  await setPhoneStatus(setup.harness.app.config, phone, 'opted_in', setup.harness.clock.now());
  const fields: Partial<ProjectInput> = {
    ...LIEN,
    name: 'Oak St',
    smsAlerts: true,
    alertPhone: phone.slice(2),
    alertPhoneConsent: true,
  };
  projectId = (await setup.harness.createProject(owner, fields)).id;
});

afterEach(() => {
  delete process.env.TWILIO_AUTH_TOKEN;
  return setup.harness.stop();
});

/** The harness's texter answers SIDs in order: the last text sent. */
const lastSid = () => `SM${String(setup.harness.texts.length).padStart(32, '0')}`;

function statusCallback(params: Record<string, string>, signature?: string) {
  const form = { AccountSid: 'ACfake00000000000000000000000000', To: phone, ...params };
  return call('POST', '/sms/status', {
    body: new URLSearchParams(form).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'TwilioProxy/1.1',
      origin: undefined,
      'x-twilio-signature': signature ?? getExpectedTwilioSignature(TWILIO_TOKEN, STATUS_URL, form),
    },
  });
}

async function textMessage(alertKey: string) {
  const history = await historyOf(setup.harness, owner, projectId);
  return {
    history,
    message: history.alerts
      .find((entry) => entry.alertKey === alertKey)
      ?.messages.find((m) => m.channel === 'sms'),
  };
}

describe('POST /sms/status', () => {
  it('a signed callback marking a text undelivered shows in the alert history with the error code', async () => {
    await fireAndDeliver(setup.harness, owner, projectId, 'd7');
    setup.harness.clock.set('2026-05-16T13:02:00.000Z');
    const answer = await statusCallback({
      MessageSid: lastSid(),
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    });
    expect(answer.statusCode).toBe(200);
    expect(setup.harness.metrics.measures.filter(({ metric }) => metric === ALERT_METRICS.bounced)).toEqual([
      { metric: ALERT_METRICS.bounced, value: 1, channel: 'sms' },
    ]);
    expect((await textMessage('d7')).message).toMatchObject({
      state: 'sent',
      outcome: 'undelivered',
      outcomeAt: '2026-05-16T13:02:00.000Z',
      outcomeDetail: '30003',
    });
  });

  it('error 21610 records an opt-out in the consent log: the next alert texts nobody', async () => {
    await fireAndDeliver(setup.harness, owner, projectId, 'd7');
    const answer = await statusCallback({
      MessageSid: lastSid(),
      MessageStatus: 'failed',
      ErrorCode: '21610',
    });
    expect(answer.statusCode).toBe(200);
    const [newest] = await consentRecords(setup.harness.app, phone);
    expect(newest).toMatchObject({ phone, action: 'opt_out', source: 'carrier_opt_out' });
    expect(await setup.harness.app.alerting.phones.get(phone)).toBe('opted_out');
    setup.harness.forgetCalls();
    await fireAndDeliver(setup.harness, owner, projectId, 'd3');
    expect(setup.harness.texts).toEqual([]);
    expect((await textMessage('d3')).message).toMatchObject({ state: 'skipped', reason: 'opted_out' });
  });

  it('a number that fails three times in a row is suppressed like a bounced address', async () => {
    for (const alertKey of ['d7', 'd3', 'd1'] as const) {
      await fireAndDeliver(setup.harness, owner, projectId, alertKey);
      await statusCallback({ MessageSid: lastSid(), MessageStatus: 'failed', ErrorCode: '30005' });
    }
    expect((await historyOf(setup.harness, owner, projectId)).suppressedRecipients).toEqual([
      expect.objectContaining({ channel: 'sms', recipient: phone, reason: 'failing' }),
    ]);
  });

  it('a bad signature is refused with 403 and records nothing', async () => {
    await fireAndDeliver(setup.harness, owner, projectId, 'd7');
    const params = { MessageSid: lastSid(), MessageStatus: 'failed', ErrorCode: '21610' };
    const forged = getExpectedTwilioSignature('not-the-token', STATUS_URL, {
      AccountSid: 'ACfake00000000000000000000000000',
      To: phone,
      ...params,
    });
    const answer = await statusCallback(params, forged);
    expect(answer.statusCode).toBe(403);
    expect(await setup.harness.app.alerting.phones.get(phone)).toBe('opted_in');
    expect((await textMessage('d7')).message).toMatchObject({ outcome: null });
  });
});
