/**
 * The local runtime end to end, over HTTP as a browser and a developer use it: register, create a
 * project whose Claim of Lien is due in 7 days, move the local clock to 9:00 that morning, and read
 * the outbox. In between runs what AWS runs (docs/decisions/007): the table's stream hands the
 * project to sync-alerts and its alert items to apply-schedules, the schedule fires send-alert, and
 * its answer goes to deliver-alert. The dev clock settles the stream before and after firing, so no
 * step here waits. The server's clock stands still between moves: a move to one second before 9:00
 * stays there however long the move's own work takes on a loaded machine. One server per process
 * (see startLienMinder).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Tier } from '@lienminder/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localDynamoDbClient } from '../../local/dynamodb-local';
import { LOCAL_TABLE_NAME, type RunningLienMinder, startLienMinder } from '../../local/server';
import type { StoredOutboxMessage } from '../../src/store/outbox';
import { dynamoUserStore } from '../../src/store/users';
import { projectBody } from '../api/support';

const workDir = mkdtempSync(join(tmpdir(), 'lienminder-alerts-'));
let server: RunningLienMinder;

beforeAll(async () => {
  const webRoot = join(workDir, 'dist');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LienMinder</title>');
  const standingStill = new Date();
  server = await startLienMinder({
    port: 0,
    inMemoryDatabase: true,
    webRoot,
    clock: { now: () => standingStill },
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

async function post(path: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function moveClock(now: string): Promise<{ now: string; fired: number }> {
  const response = await post('/api/dev/clock', { now });
  expect(response.status).toBe(200);
  return (await response.json()) as { now: string; fired: number };
}

async function outbox(): Promise<StoredOutboxMessage[]> {
  const response = await fetch(`${server.url}/api/dev/outbox`);
  return ((await response.json()) as { messages: StoredOutboxMessage[] }).messages;
}

/** Registers through the API, then moves the account to `tier` as the subscription flow will. */
async function signUp(email: string, tier: Tier): Promise<string> {
  const response = await post('/api/auth/register', {
    email,
    password: 'Lien-Minder-2026',
    firstName: 'Rosa',
    lastName: 'Diaz',
    phone: '(305) 555-0142',
    acceptedDisclaimer: true,
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const client = DynamoDBDocumentClient.from(localDynamoDbClient(server.database));
  await dynamoUserStore(client, LOCAL_TABLE_NAME).setTier(id, tier);
  client.destroy();
  return (response.headers.getSetCookie()[0] ?? '').split(';')[0] as string;
}

it('a Claim of Lien due in 7 days: at 9:00 that morning one email per project, and an SMS only where plan and consent allow', async () => {
  // Saturday 2026-05-09, 7:00 in Miami. Last furnishing 2026-02-15: the Claim of Lien is due
  // Saturday 2026-05-16 (legal last day Monday 2026-05-18), 7 days away.
  await moveClock('2026-05-09T11:00:00.000Z');
  const gold = await signUp('rosa@gold.example.com', 'gold');
  const free = await signUp('sam@free.example.com', 'free');
  const lien = { name: 'Oak Street Clinic', lastFurnishingDate: '2026-02-15' };
  const withPhone = { smsAlerts: true, alertPhone: '3055550101', alertPhoneConsent: true };
  expect((await post('/api/projects', projectBody({ ...lien, ...withPhone }), gold)).status).toBe(201);
  expect((await post('/api/projects', projectBody(lien), free)).status).toBe(201);

  expect(await moveClock('2026-05-09T12:59:59.000Z')).toMatchObject({ fired: 0 });
  expect(await outbox()).toEqual([]);

  expect(await moveClock('2026-05-09T13:00:00.000Z')).toMatchObject({ fired: 2 });

  const messages = await outbox();
  const subject =
    'LienMinder: Record Claim of Lien / Notice of Nonpayment for Oak Street Clinic due Saturday, May 16, 2026 (7 days left)';
  expect(
    messages.map(({ channel, to }) => ({ channel, to })).sort((a, b) => a.to.localeCompare(b.to)),
  ).toEqual([
    { channel: 'sms', to: '+13055550101' },
    { channel: 'email', to: 'rosa@gold.example.com' },
    { channel: 'email', to: 'sam@free.example.com' },
  ]);
  for (const message of messages) {
    expect(Date.parse(message.sentAt)).toBeGreaterThanOrEqual(Date.parse('2026-05-09T13:00:00.000Z'));
    if (message.channel === 'email') {
      expect(message.subject).toBe(subject);
      expect(message.text).toContain('Legal last day: Monday, May 18, 2026 (moved from Saturday)');
      expect(message.text).toContain(`See all your deadlines: ${server.url}/`);
      expect(message.html).toContain('LienMinder is a convenience tool, not legal advice');
    } else {
      expect(message.body).toBe(
        'LienMinder: Claim of Lien for Oak Street Clinic due May 16 (7 days left), legal last day May 18. Reply STOP to opt out',
      );
    }
  }

  // The same morning again (another tick, a restarted loop): nothing more is sent.
  expect(await moveClock('2026-05-09T13:05:00.000Z')).toMatchObject({ fired: 0 });
  expect(await outbox()).toHaveLength(3);
  // The 3-day alert is next: Wednesday 2026-05-13 at 9:00.
  expect(await moveClock('2026-05-13T13:00:00.000Z')).toMatchObject({ fired: 2 });
  expect(await outbox()).toHaveLength(6);
}, 60_000);

it('an alert beyond the scheduling window at the save fires when the clock reaches it', async () => {
  // Monday 2026-06-01. Last furnishing 2026-05-01: the Claim of Lien is due Thursday 2026-07-30,
  // its 30-day alert Tuesday 2026-06-30, 29 days away: beyond the 14-day window at the save.
  await moveClock('2026-06-01T14:00:00.000Z');
  const owner = await signUp('lee@far.example.com', 'free');
  const project = { name: 'Bayfront Lofts', lastFurnishingDate: '2026-05-01' };
  expect((await post('/api/projects', projectBody(project), owner)).status).toBe(201);
  const before = (await outbox()).length;

  expect(await moveClock('2026-06-30T13:00:00.000Z')).toMatchObject({ fired: 1 });
  const [sent] = await outbox();
  expect((await outbox()).length).toBe(before + 1);
  expect(sent).toMatchObject({ channel: 'email', to: 'lee@far.example.com' });
}, 60_000);

it('the dev clock refuses a body that is not an instant', async () => {
  const response = await post('/api/dev/clock', { now: 'tomorrow' });
  expect(response.status).toBe(400);
});
