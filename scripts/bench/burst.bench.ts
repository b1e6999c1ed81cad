/**
 * The 9:00 burst at scale (`npm run bench -- burst`): a day's Eastern 9:00 alerts for a scaled-down
 * population (BURST_ACCOUNTS, 1,000 by default, in the capacity model's mix: docs/capacity) go
 * through the real claim-and-deliver code against DynamoDB Local, as AWS would run it:
 *   - the population is saved through the project service and planned and scheduled by the real
 *     stream functions, so nothing here knows a key;
 *   - Scheduler-like invocations (./burst-invoker.ts): every due schedule fires send-alert at a
 *     jittered moment of its minute, 5% fire twice, failed invocations are retried as Lambda does,
 *     and the reconciler runs every five minutes of the day, as in the stack;
 *   - the real Twilio (Messaging Service sender) and SES adapters send to HTTP stand-ins
 *     (./rated-providers.ts) that refuse above their rate and fail 2% of the calls, and drop the
 *     answer of 0.5% after accepting them.
 * The providers' rates are those planned for 100,000 accounts (SES raised to 120 a second, a 10DLC
 * campaign's 75 texts a second behind the Messaging Service), scaled by the population's share of
 * 100,000 and sped up TIME_SCALE times; so the bench's times, multiplied by TIME_SCALE, are the
 * 100,000-account day's. Reported: time to drain, lateness p50/p99 (fire time to the provider's
 * acceptance, per message), retries, lost (must be 0) and duplicates, in the day's time.
 * Not included: the Central zone's 9:00 an hour later (6% of the alerts), cold starts, the stream
 * functions during the burst (stopped once the population is scheduled).
 */
import { cpus, loadavg } from 'node:os';
import { PLANS, type ProjectInput, type Tier, toE164 } from '@lienminder/shared';
import { createApp, setAppForTests } from '../../functions/local/app';
import { importHandler } from '../../functions/local/handler-module';
import type { RatePacing } from '../../functions/src/adapters/aws/rate-backoff';
import { boundedSesClient, SES_PACING, sesMailer } from '../../functions/src/adapters/aws/ses-mailer';
import { TWILIO_PACING, twilioTexter } from '../../functions/src/adapters/aws/twilio-texter';
import type { AlertPayload } from '../../functions/src/ports/scheduler';
import { ALERT_FUNCTIONS } from '../../functions/src/routes';
import { REDELIVER_AFTER_MS } from '../../functions/src/services/alerts/redelivery';
import { scryptPasswordHasher } from '../../functions/src/services/auth/passwords';
import { actorOf } from '../../functions/src/services/projects/activity-entries';
import { createProject } from '../../functions/src/services/projects/create-project';
import { ASSUMPTIONS, load, TIERS, tierLoad } from '../capacity/model';
import { openBenchStream, openBenchTable } from './bench-table';
import { BENCH_JOB, benchUser } from './bench-user';
import { invokeBurst } from './burst-invoker';
import { percentile } from './load';
import { SES_PROTOCOL, startRatedProvider, TWILIO_PROTOCOL } from './rated-providers';
import { record } from './report';

const ACCOUNTS = Number(process.env.BURST_ACCOUNTS ?? 1_000);
const FULL_SCALE = 100_000;
const TIME_SCALE = Number(process.env.BURST_TIME_SCALE ?? 30);
/** Send-alerts in flight at once: Lambda's 1,000 at 100,000 accounts is more than two cores hold. */
const SEND_CONCURRENCY = Number(process.env.BURST_CONCURRENCY ?? 32);
/**
 * DeliverAlert's reserved concurrency at 100,000 accounts: enough deliveries at once to keep SES's
 * 100 a second busy (~3 emails an alert, ~0.5 s each), few enough that they do not spend their
 * time refused. Scaled with the rates.
 */
const DELIVER_CONCURRENCY_AT_FULL_SCALE = Number(process.env.BURST_DELIVER_CONCURRENCY ?? 40);
/**
 * Planned at 100,000 accounts (docs/capacity/capacity-model.md): we ask SES for 120 a second. With
 * one message a morning per person the burst's 40,600 emails need 23 a second to go in 30 minutes
 * (173,000 and 96 a second at one email per alert and recipient).
 */
const SES_RATE_AT_FULL_SCALE = 120;
const TWILIO_RATE_AT_FULL_SCALE = 75;
const FAULTS = { failShare: 0.02, lostAnswerShare: 0.005 };
const REPEAT_SHARE = 0.05;
const MINUTE_MS = 60_000;
/** The reconciler's period in the stack (infra/lib/alerts.ts): every five minutes. */
const RECONCILE_EVERY_MS = 5 * MINUTE_MS;

const BROWSER = { ip: '203.0.113.7', userAgent: 'burst-bench' };
/** The Claim of Lien (2026-05-21)'s 30-day alert: 2026-04-21, 9:00 Eastern. */
const FIRE_AT = Date.parse('2026-04-21T13:00:00.000Z');

/** A seeded generator: the same faults and jitter every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Recipients an alert of this plan reaches, in the model's mix: the account's, on every one of its
 * projects (the model's recipientShareOfProjects, 1), so its alerts of the morning go as one message.
 */
function recipients(tier: Tier, account: number) {
  const { emailsPerAlert, textsPerAlert } = ASSUMPTIONS.mix[tier];
  const emails = Array.from({ length: emailsPerAlert }, (_, r) => `a${account}-r${r + 1}@bench.example.com`);
  const phones = Array.from({ length: textsPerAlert }, (_, r) => `305${6_000_000 + account * 2 + r}`);
  return { emails, phones };
}

function project(index: number, tier: Tier, account: number): ProjectInput {
  const { emails, phones } = recipients(tier, account);
  const [phone, phone2] = phones;
  return {
    name: `Burst Tower ${index}`,
    ...BENCH_JOB,
    lastFurnishingDate: '2026-02-20',
    alertEmail: emails[0] ?? '',
    ...(emails[1] ? { alertEmail2: emails[1] } : {}),
    ...(emails[2] ? { alertEmail3: emails[2] } : {}),
    ...(phone ? { alertPhone: phone, alertPhoneConsent: true, smsAlerts: true } : {}),
    ...(phone2 ? { alertPhone2: phone2, alertPhone2Consent: true } : {}),
  };
}

/**
 * Each plan's alerts in the 9:00 Eastern minute of a peak day, and the accounts they belong to, by
 * the model: an account with an alert now has a few (a Gold account's 30 projects give it ~6).
 */
function burstByTier(accounts: number): { tier: Tier; alerts: number; accounts: number }[] {
  const { peakDayFactor, easternShare } = ASSUMPTIONS;
  return TIERS.map((tier) => {
    const planned = tierLoad(ASSUMPTIONS, tier, accounts);
    const alerts = Math.round(((planned.alertsPerYear * peakDayFactor) / 365) * easternShare);
    // An alert a project: never more of them on an account than it may have projects (Free: 1).
    const withAlerts = Math.round(planned.peakMorning.accounts * easternShare);
    return { tier, alerts, accounts: Math.max(1, withAlerts, Math.ceil(alerts / PLANS[tier].projectLimit)) };
  });
}

const faster = (pacing: RatePacing): RatePacing => ({
  ...pacing,
  giveUpAfterMs: pacing.giveUpAfterMs / TIME_SCALE,
  backoffMs: pacing.backoffMs / TIME_SCALE,
  maxBackoffMs: pacing.maxBackoffMs / TIME_SCALE,
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms: number) => `${(ms / MINUTE_MS).toFixed(1)} min`;

export default async function run(): Promise<void> {
  const scale = (ACCOUNTS / FULL_SCALE) * TIME_SCALE;
  const random = seeded(20_260_421);
  const deliverConcurrency = Math.max(1, Math.round(DELIVER_CONCURRENCY_AT_FULL_SCALE * scale));
  const twilio = await startRatedProvider(TWILIO_PROTOCOL, {
    ratePerSecond: TWILIO_RATE_AT_FULL_SCALE * scale,
    ...FAULTS,
    random,
  });
  const ses = await startRatedProvider(SES_PROTOCOL, {
    ratePerSecond: SES_RATE_AT_FULL_SCALE * scale,
    ...FAULTS,
    random,
  });
  const { engine, config, close } = await openBenchTable('burst-bench');
  // Each failed call logs a line for the alarms: thousands here, counted rather than printed.
  const { error: printError, warn: printWarning } = console;
  let logLines = 0;
  console.error = () => {
    logLines += 1;
  };
  console.warn = console.error;
  const sesClient = boundedSesClient(undefined, ses.origin);
  try {
    // The app's clock: the population is saved weeks before; from 9:00 the day runs TIME_SCALE
    // times faster than the bench, plus what the reconciler's rounds skip ahead.
    let burstStartedAt: number | null = null;
    let skippedMs = 0;
    const setupAt = Date.parse('2026-03-02T14:00:00.000Z');
    // The daily sweep of the morning before: it schedules the alerts as they come into the
    // scheduling window (14 days), as it does in AWS, since those saved weeks before have none yet.
    const sweepAt = FIRE_AT - 27 * 3_600_000;
    let restingAt = setupAt;
    const dayMs = () =>
      burstStartedAt === null ? 0 : (performance.now() - burstStartedAt) * TIME_SCALE + skippedMs;
    const clock = { now: () => new Date(burstStartedAt === null ? restingAt : FIRE_AT + dayMs()) };
    const app = createApp({
      config,
      clock,
      passwords: scryptPasswordHasher({ ln: 4, r: 8, p: 1 }),
      alertProviders: {
        // The adapters' own waits, in the day's time like everything else here.
        mailer: sesMailer(sesClient, { fromAddress: 'alerts@lienminder.example.com' }, faster(SES_PACING)),
        texter: twilioTexter({
          accountSid: 'ACburstbench',
          authToken: 'burst-bench-token',
          sender: { messagingServiceSid: 'MGburstbench' },
          apiOrigin: twilio.origin,
          pacing: faster(TWILIO_PACING),
        }),
      },
    });
    setAppForTests(app);
    const schedules = app.alerting.localSchedules;
    if (!schedules) throw new Error('burst bench: the local runtime has no local schedules');

    // The population whose alerts fire at this 9:00: each plan's accounts with the model's
    // projects each, every project with its Claim of Lien's 30-day alert now.
    const stream = await openBenchStream({ engine, config });
    const expected: string[] = [];
    let index = 0;
    let userNumber = 0;
    const setupStarted = performance.now();
    for (const { tier, alerts, accounts } of burstByTier(ACCOUNTS)) {
      for (let account = 0; account < accounts; account++) {
        // The alerts dealt out evenly: this account's share of them, one project each.
        const own = Math.floor(alerts / accounts) + (account < alerts % accounts ? 1 : 0);
        if (own === 0) continue;
        const user = benchUser(++userNumber, tier, new Date(setupAt));
        await app.users.create(user);
        for (let p = 0; p < own; p++) {
          index += 1;
          await createProject(app, user, actorOf(user), project(index, tier, userNumber), BROWSER);
        }
        // One message a morning per recipient, whatever the number of its projects' alerts.
        const { emails, phones } = recipients(tier, userNumber);
        expected.push(...emails, ...phones.map((phone) => toE164(phone)));
      }
    }
    await stream.drain();
    restingAt = sweepAt;
    await app.alerting.sweep();
    await stream.drain();
    await stream.stop();
    const setupMs = performance.now() - setupStarted;

    const due = await schedules.listDue(new Date(FIRE_AT));
    if (due.length !== index) throw new Error(`burst bench: ${due.length} schedules due, expected ${index}`);
    const [sendAlert, deliverAlert] = await Promise.all([
      importHandler<(payload: AlertPayload) => Promise<unknown>>(ALERT_FUNCTIONS.sendAlert.entry),
      importHandler<(order: unknown) => Promise<unknown>>(ALERT_FUNCTIONS.deliverAlert.entry),
    ]);

    burstStartedAt = performance.now();
    const cpuBeforeBurst = process.cpuUsage();
    const loadBeforeBurst = loadavg()[0] ?? 0;
    let burstDone = false;
    let reconcilerHandOvers = 0;
    const reconciler = (async () => {
      while (!burstDone) {
        await new Promise((tick) => setTimeout(tick, RECONCILE_EVERY_MS / TIME_SCALE));
        reconcilerHandOvers += (await app.alerting.reconcile()).handedOver;
      }
    })();
    const invocations = await invokeBurst(
      due.map((schedule) => schedule.payload),
      {
        sendAlert,
        deliverAlert,
        sendConcurrency: SEND_CONCURRENCY,
        deliverConcurrency: deliverConcurrency,
        jitterMs: MINUTE_MS / TIME_SCALE,
        repeatShare: REPEAT_SHARE,
        retryDelaysMs: [MINUTE_MS / TIME_SCALE, (2 * MINUTE_MS) / TIME_SCALE],
        random,
      },
    );
    burstDone = true;
    await reconciler;
    // What the invocations left undelivered, the reconciler takes when it comes due.
    let givenUp = 0;
    for (let round = 0; round < 8; round++) {
      skippedMs += REDELIVER_AFTER_MS;
      const report = await app.alerting.reconcile();
      reconcilerHandOvers += report.handedOver;
      givenUp += report.givenUp;
      if (report.handedOver === 0) break;
    }
    setAppForTests(undefined);
    const burstWallMs = performance.now() - burstStartedAt;
    const { user, system } = process.cpuUsage(cpuBeforeBurst);
    const burstCpuMs = (user + system) / 1000;

    const accepted = (to: string) => [
      ...(twilio.tally.accepted.get(to) ?? []),
      ...(ses.tally.accepted.get(to) ?? []),
    ];
    const lost = expected.filter((to) => accepted(to).length === 0).length;
    const duplicates = expected.reduce((sum, to) => sum + Math.max(0, accepted(to).length - 1), 0);
    const started = burstStartedAt;
    const lateness = expected
      .map((to) => accepted(to))
      .filter((times) => times.length > 0)
      .map((times) => (Math.min(...times) - started) * TIME_SCALE)
      .sort((x, y) => x - y);
    const drain = lateness.at(-1) ?? Number.NaN;
    const texts = expected.filter((to) => to.startsWith('+')).length;
    const providerRetries =
      twilio.tally.requests + ses.tally.requests - (expected.length - lost) - duplicates;
    const full = load(ASSUMPTIONS, FULL_SCALE);

    console.log(
      `${index} alerts at one 9:00 (${ACCOUNTS.toLocaleString('en-US')} accounts in the model's mix, ` +
        `${userNumber} of them with an alert now): ${expected.length - texts} emails, ${texts} texts; ` +
        `population saved and scheduled in ${seconds(setupMs)}.`,
    );
    console.log(
      `Providers at 100,000 accounts' rates x ${(ACCOUNTS / FULL_SCALE).toFixed(3)} x ${TIME_SCALE} (time scale): ` +
        `SES ${(SES_RATE_AT_FULL_SCALE * scale).toFixed(1)}/s, Twilio ${(TWILIO_RATE_AT_FULL_SCALE * scale).toFixed(1)}/s; ` +
        `${SEND_CONCURRENCY} send-alerts and ${deliverConcurrency} deliver-alerts at once. Times below are the day's (bench time x ${TIME_SCALE}).`,
    );
    console.log(`  time to drain: ${minutes(drain)} (bench ${seconds(drain / TIME_SCALE)})`);
    console.log(
      `  lateness, fire time to the provider's acceptance: p50 ${minutes(percentile(lateness, 0.5))}, ` +
        `p99 ${minutes(percentile(lateness, 0.99))}`,
    );
    console.log(
      `  invocations: send-alert ${invocations.sendInvocations} (${due.length} schedules, ${REPEAT_SHARE * 100}% repeated), ` +
        `deliver-alert ${invocations.deliverInvocations}; Lambda-style retries ${invocations.retries}, ` +
        `left to the reconciler ${invocations.givenUp}; reconciler hand-overs ${reconcilerHandOvers}, given up ${givenUp}`,
    );
    console.log(
      `  provider calls: Twilio ${twilio.tally.requests} (${twilio.tally.rateRefusals} refused for the rate, ` +
        `${twilio.tally.failures} failed, ${twilio.tally.lostAnswers} answers lost), SES ${ses.tally.requests} ` +
        `(${ses.tally.rateRefusals} refused, ${ses.tally.failures} failed, ${ses.tally.lostAnswers} answers lost); ` +
        `calls beyond one per message: ${providerRetries}`,
    );
    console.log(
      `  lost: ${lost}; duplicates: ${duplicates} (answers lost after acceptance: ` +
        `${twilio.tally.lostAnswers + ses.tally.lostAnswers}; only those can double a message); ` +
        `${logLines} warning and error lines logged`,
    );
    // The day's times are the bench's times 30-fold: where they exceed the providers' floor, this
    // machine set them (its two cores run what Lambda runs side by side), and a busier machine
    // stretches them. Its own CPU per alert is the figure that does not move with the load.
    console.log(
      `  this process in the burst: ${seconds(burstCpuMs)} of CPU in ${seconds(burstWallMs)} ` +
        `(${(burstCpuMs / index).toFixed(1)} ms an alert; DynamoDB Local's Java not counted); ` +
        `load average ${loadBeforeBurst.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, on ${cpus().length} cores`,
    );
    console.log(
      `  at 100,000 accounts (${Math.round(full.nineOClockAlerts).toLocaleString('en-US')} alerts, ` +
        `${Math.round(full.nineOClockEmails).toLocaleString('en-US')} emails, ` +
        `${Math.round(full.nineOClockTexts).toLocaleString('en-US')} texts at 9:00): drain ${minutes(drain)}, ` +
        `lateness p99 ${minutes(percentile(lateness, 0.99))}; the providers' floor ` +
        `${minutes(Math.max(full.nineOClockEmails / SES_RATE_AT_FULL_SCALE, full.nineOClockTexts / TWILIO_RATE_AT_FULL_SCALE) * 1000)}`,
    );

    record('burst', 'alerts at 9:00', index, 'alerts');
    record('burst', 'time to drain (day)', drain / MINUTE_MS, 'min');
    record('burst', 'lateness p50 (day)', percentile(lateness, 0.5) / MINUTE_MS, 'min');
    record('burst', 'lateness p99 (day)', percentile(lateness, 0.99) / MINUTE_MS, 'min');
    record('burst', 'invocation retries', invocations.retries, 'retries');
    record('burst', 'provider calls beyond one per message', providerRetries, 'calls');
    record('burst', 'lost', lost, 'messages');
    record('burst', 'duplicates', duplicates, 'messages');
    record('burst', 'bench CPU per alert', burstCpuMs / index, 'ms');
  } finally {
    console.error = printError;
    console.warn = printWarning;
    sesClient.destroy();
    await close();
    await twilio.close();
    await ses.close();
  }
}
