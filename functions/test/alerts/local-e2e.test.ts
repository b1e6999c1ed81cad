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
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROGRAM_TEXTS } from '#src/services/messaging/program-texts';
import { projectBody } from '#test/api/support';
import { type LocalRuntime, startLocalRuntime } from '#test/local-runtime';

let local: LocalRuntime;

beforeAll(async () => {
  // The clock stands still between moves (see the header).
  const standingStill = new Date();
  local = await startLocalRuntime({}, { now: () => standingStill });
}, 60_000);

afterAll(() => local.stop());

it('a Claim of Lien due in 7 days: at 9:00 that morning one email per project, and an SMS only where plan and consent allow', async () => {
  // Saturday 2026-05-09, 7:00 in Miami. Last furnishing 2026-02-15: the Claim of Lien is due
  // Saturday 2026-05-16 (legal last day Monday 2026-05-18), 7 days away.
  await local.moveClock('2026-05-09T11:00:00.000Z');
  const gold = await local.signUp('rosa@gold.example.com', 'gold');
  const free = await local.signUp('sam@free.example.com', 'free');
  const lien = { name: 'Oak Street Clinic', lastFurnishingDate: '2026-02-15' };
  const withPhone = { smsAlerts: true, alertPhone: '3055550101', alertPhoneConsent: true };
  expect((await local.post('/api/projects', projectBody({ ...lien, ...withPhone }), gold)).status).toBe(201);
  expect((await local.post('/api/projects', projectBody(lien), free)).status).toBe(201);

  expect(await local.moveClock('2026-05-09T12:59:59.000Z')).toMatchObject({ fired: 0 });
  // Only the one confirmation the gold project's new consent is owed (docs/sms-compliance.md "Consent").
  const [confirmation, ...before] = await local.outbox();
  expect(before).toEqual([]);
  expect(confirmation).toMatchObject({
    channel: 'sms',
    to: '+13055550101',
    body: PROGRAM_TEXTS.confirmation,
  });

  expect(await local.moveClock('2026-05-09T13:00:00.000Z')).toMatchObject({ fired: 2 });

  const messages = (await local.outbox()).filter((message) => message.id !== confirmation?.id);
  const subject = 'Claim of Lien for Oak Street Clinic due May 16 (7 days)';
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
      expect(message.text).toContain(`All your deadlines: ${local.server.url}/`);
      expect(message.html).toContain('LienMinder is a convenience tool, not legal advice');
    } else {
      // One deadline: one segment, linking the project's own page.
      expect(message.body).toMatch(
        /^LienMinder: Oak Street Clinic: Claim of Lien in 7 days \(May 16\)\. http:\/\/[^ ]+\/projects\/[^ /]+ Reply STOP to opt out$/,
      );
    }
  }

  // The same morning again (another tick, a restarted loop): nothing more is sent.
  expect(await local.moveClock('2026-05-09T13:05:00.000Z')).toMatchObject({ fired: 0 });
  expect(await local.outbox()).toHaveLength(4);
  // The 3-day alert is next: Wednesday 2026-05-13 at 9:00.
  expect(await local.moveClock('2026-05-13T13:00:00.000Z')).toMatchObject({ fired: 2 });
  expect(await local.outbox()).toHaveLength(7);
}, 60_000);

it('an alert beyond the scheduling window at the save fires when the clock reaches it', async () => {
  // Monday 2026-06-01. Last furnishing 2026-05-01: the Claim of Lien is due Thursday 2026-07-30,
  // its 30-day alert Tuesday 2026-06-30, 29 days away: beyond the 14-day window at the save.
  await local.moveClock('2026-06-01T14:00:00.000Z');
  const owner = await local.signUp('lee@far.example.com', 'free');
  const project = { name: 'Bayfront Lofts', lastFurnishingDate: '2026-05-01' };
  expect((await local.post('/api/projects', projectBody(project), owner)).status).toBe(201);
  const before = (await local.outbox()).length;

  expect(await local.moveClock('2026-06-30T13:00:00.000Z')).toMatchObject({ fired: 1 });
  const [sent] = await local.outbox();
  expect((await local.outbox()).length).toBe(before + 1);
  expect(sent).toMatchObject({ channel: 'email', to: 'lee@far.example.com' });
}, 60_000);

it('the dev clock refuses a body that is not an instant', async () => {
  const response = await local.post('/api/dev/clock', { now: 'tomorrow' });
  expect(response.status).toBe(400);
});
