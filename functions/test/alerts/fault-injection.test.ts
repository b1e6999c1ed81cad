/**
 * The fault-injection suite (docs/decisions/014 "The duplicate window"): 2,000
 * alerts of 200 users through the real pipeline — the real table on DynamoDB Local, send-alert,
 * deliver-alert and the reconciler as services over the real stores and delivery records, the real
 * SES and Twilio adapters — with only the providers replaced, on the wire, by stand-ins that refuse
 * 10% of calls and leave 5% unanswered (fault-injecting-providers.ts), and with process crashes
 * injected at every step boundary:
 *   - after_claim: send-alert's claim transaction committed, the process dies before it answers,
 *     so the hand-off (Lambda's on-success destination) never happens;
 *   - after_hand_off: deliver-alert is invoked with the order and dies before it sends anything;
 *   - after_acceptance: a provider accepted a message, the process dies before its `sent` record —
 *     the duplicate window;
 *   - before_record: a provider refused or timed out, the process dies before the `failed` record;
 *   - after_record: the `sent` record is written, the process dies before the invocation ends.
 * A crash abandons the invocation: from then on each of its port calls throws CrashError, and an
 * acceptance that comes back to a dead process is never recorded (it too is in the window).
 *
 * Recovery comes only from what production has: Lambda's asynchronous retries (a failed invocation
 * runs again 1 and 3 minutes later, then is dead-lettered) and the reconciler every 5 minutes on a
 * clock that moves as the events do (a discrete-event loop: everything due at one instant runs side
 * by side, then the clock moves to the next instant). The provider timeouts are the adapters' own,
 * shortened through their settings so that a stalled call costs a second, not 5 or 8.
 *
 * Alerts fire at 9:00 in the project's zone, inside the SMS hours: no alert here is deferred, and
 * the suite checks that none is. Some phones replied STOP before the run.
 */
import { performance } from 'node:perf_hooks';
import { type Tier, toE164 } from '@lienminder/shared';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createApp } from '#local/app';
import { boundedSesClient, sesMailer } from '#src/adapters/aws/ses-mailer';
import { twilioTexter } from '#src/adapters/aws/twilio-texter';
import { deliveryLedger } from '#src/composition/alert-delivery';
import { alertDeliveries, alertRecords, deliveryClaims } from '#src/composition/alert-records';
import { phoneStatuses } from '#src/composition/consent';
import { suppressionList, unsubscribeTokens } from '#src/composition/deliverability';
import { clock as clockPart, config } from '#src/composition/runtime';
import { Scope } from '#src/composition/scope';
import { projects, teamRemovals, users } from '#src/composition/stores';
import { parseConfig } from '#src/config';
import { runLimited } from '#src/lib/run-limited';
import type { AlertRecord } from '#src/ports/alert-store';
import { type DeliveryOrder, deliveryOrderSchema } from '#src/ports/delivery-order';
import type { AlertPayload } from '#src/ports/scheduler';
import type { StoredUser } from '#src/ports/user-store';
import { alertHistory } from '#src/services/alerts/alert-history';
import { AlertUndelivered, deliverAlert } from '#src/services/alerts/deliver-alert';
import { reconcileDeliveries } from '#src/services/alerts/reconcile-deliveries';
import { sendAlert } from '#src/services/alerts/send-alert';
import { scryptPasswordHasher } from '#src/services/auth/passwords';
import { maskedRecipient } from '#src/services/messaging/masked-recipient';
import { actorOf } from '#src/services/projects/activity-entries';
import { createProject } from '#src/services/projects/create-project';
import { projectBody, TestClock } from '#test/api/support';
import { TEST_SESSION_SECRET, useTestEnvironment } from '#test/dynamodb';
import { setPhoneStatus } from '#test/phone-statuses';
import { recordedMetrics } from '#test/recorded-metrics';
import {
  type AcceptedMessage,
  chance,
  contentKey,
  startFaultInjectingProviders,
} from './fault-injecting-providers';
import { BROWSER, FROM_ADDRESS, WINDOW_PAST_EVERY_TEST_ALERT } from './harness';

const SEED = 'issue-15-fault-injection';
const PROVIDER_FAIL_RATE = 0.1;
const PROVIDER_TIMEOUT_RATE = 0.05;
/** The adapters' deadlines (SES 2 s/5 s, Twilio 8 s in production), shortened for the suite. */
const PROVIDER_TIMEOUT_MS = 1_000;
const CRASH_KINDS = [
  'after_claim',
  'after_hand_off',
  'after_acceptance',
  'before_record',
  'after_record',
] as const;
type CrashKind = (typeof CRASH_KINDS)[number];
/** The chance of a crash at each boundary an invocation passes. */
const CRASH_RATES: Record<CrashKind, number> = {
  after_claim: 0.03,
  after_hand_off: 0.03,
  after_acceptance: 0.02,
  before_record: 0.05,
  after_record: 0.02,
};
/** Lambda's asynchronous invocation: the first try and two retries, 1 and 2 minutes apart. */
const LAMBDA_RETRY_DELAYS_MS = [60_000, 120_000];
const RECONCILER_EVERY_MS = 5 * 60_000;
/** Reconciler runs after each firing: past the 5 hand-overs a message may have (50 minutes). */
const RECONCILER_RUNS_PER_FIRING = 16;
/** Invocations in flight at one instant (Lambda's concurrency, bounded for a 2-core machine). */
const CONCURRENT_INVOCATIONS = 24;

const START = '2026-03-02T14:00:00.000Z';
/** Every project's Claim of Lien is due 2026-05-23: alerts on Apr 23, May 9, 16, 20 and 22 at 9:00 Eastern. */
const LAST_FURNISHING_DATE = '2026-02-22';
const AREA_CODES = ['305', '786', '954', '561', '407', '813', '904', '850', '239', '321'];

class CrashError extends Error {
  override name = 'CrashError';
}

/** One message of one alert: what the skipped texts' records are counted by. */
const messageKey = (alert: AlertPayload, channel: 'email' | 'sms', to: string) =>
  `${alert.userId}|${alert.projectId}|${alert.deadlineId}|${alert.alertKey}|${channel}|${to}`;
const alertKeyOf = (alert: AlertPayload) => `${alert.deadlineId}#${alert.alertKey}`;
/**
 * One message of a morning: a user's alerts firing at one instant go to each recipient as one
 * (services/alerts/morning-digest.ts), recorded under its lead alert. What this suite counts by.
 */
const morningKey = (userId: string, fireAt: string, channel: 'email' | 'sms', to: string) =>
  `${userId}|${fireAt}|${channel}|${to}`;
/** The instant each alert fires, by its ids (filled once the alerts are planned). */
const fireAtOf = new Map<string, string>();
/** The morning message a delivery record (keyed under its lead alert) stands for. */
const morningKeyOf = (record: AlertPayload & { channel: 'email' | 'sms'; to: string }) =>
  morningKey(record.userId, fireAtOf.get(alertKeyOf(record)) ?? 'unknown', record.channel, record.to);

interface FixtureProject {
  user: StoredUser;
  projectId: string;
  emails: string[];
  phones: string[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const table = await useTestEnvironment();
const clock = new TestClock(new Date(START));
const settings = parseConfig(process.env);
/** Messages a deliver-alert invocation is waiting on a provider for. */
const awaited = new Set<string>();
const providers = await startFaultInjectingProviders({
  awaited,
  seed: SEED,
  failRate: PROVIDER_FAIL_RATE,
  hangRate: PROVIDER_TIMEOUT_RATE,
});
const scope = new Scope().provide(config, settings).provide(clockPart, clock);
const stores = {
  alerts: scope.use(alertRecords),
  claims: scope.use(deliveryClaims),
  deliveries: scope.use(alertDeliveries),
  ledger: scope.use(deliveryLedger),
  projects: scope.use(projects),
  users: scope.use(users),
  phones: scope.use(phoneStatuses),
  suppressions: scope.use(suppressionList),
  teamRemovals: scope.use(teamRemovals),
  unsubscribeTokens: scope.use(unsubscribeTokens),
};
const mailer = sesMailer(
  boundedSesClient(
    { connectionTimeout: PROVIDER_TIMEOUT_MS, requestTimeout: PROVIDER_TIMEOUT_MS },
    providers.sesEndpoint,
  ),
  { fromAddress: FROM_ADDRESS },
);
const texter = twilioTexter({
  accountSid: 'ACfaultinjection',
  authToken: 'fake-auth-token',
  sender: { fromNumber: '+13055550199' },
  apiOrigin: providers.twilioOrigin,
  sendTimeoutMs: PROVIDER_TIMEOUT_MS,
});

// The pipeline logs each failure for its alarms; thousands of lines here, kept out of the output.
const quiet = (['error', 'warn', 'info'] as const).map((level) =>
  vi.spyOn(console, level).mockImplementation(() => {}),
);

afterAll(async () => {
  for (const spy of quiet) spy.mockRestore();
  await providers.stop();
  table.client.destroy();
});

/** The run's bookkeeping: what was injected, what the window caught, how wide it was. */
const injected: Record<CrashKind, number> = {
  after_claim: 0,
  after_hand_off: 0,
  after_acceptance: 0,
  before_record: 0,
  after_record: 0,
};
/** Messages a provider accepted while their invocation died before their `sent` record. */
const caughtInWindow: string[] = [];
/** Messages a provider accepted after the adapter had given up waiting for its answer. */
const lateAnswers: string[] = [];
/** The `sent` record's UpdateItem alone, in ms. */
const recordLatencies: number[] = [];
/** Provider acceptance to `sent` record written, in ms (the duplicate window's width). */
const windowWidths: number[] = [];
const contentToMessage = new Map<string, string>();
const unexpectedErrors: string[] = [];
const invocations = { send: 0, deliver: 0, failed: 0, deadLettered: 0, sentTwiceLogged: 0 };
const reconciler = { runs: 0, handedOver: 0, givenUp: 0 };
const draws = new Map<string, number>();

/** Whether to crash at `kind` for this `subject`'s next pass there: a seeded draw, the same every run. */
function crashHere(kind: CrashKind, subject: string): boolean {
  const key = `${kind}|${subject}`;
  const pass = draws.get(key) ?? 0;
  draws.set(key, pass + 1);
  return chance(`${SEED}|crash|${key}|${pass}`) < CRASH_RATES[kind];
}

/**
 * One invocation's process: once it dies (`crash`), every later call through its ports throws
 * CrashError and does nothing. `settled` waits for what it had in flight, as a frozen process's
 * requests end on their own.
 */
class Invocation {
  dead = false;
  private inFlight = new Set<Promise<unknown>>();

  crash(kind: CrashKind): never {
    injected[kind] += 1;
    this.dead = true;
    throw new CrashError(kind);
  }

  alive(): void {
    if (this.dead) throw new CrashError('process gone');
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}

// The discrete-event loop: jobs at instants; each instant's jobs run side by side on its clock.
const agenda = new Map<number, (() => Promise<void>)[]>();
const at = (instant: number, job: () => Promise<void>) =>
  agenda.set(instant, [...(agenda.get(instant) ?? []), job]);

async function runAgenda(): Promise<void> {
  while (agenda.size > 0) {
    const instant = Math.min(...agenda.keys());
    const jobs = agenda.get(instant) ?? [];
    agenda.delete(instant);
    clock.set(new Date(instant).toISOString());
    await runLimited(jobs, CONCURRENT_INVOCATIONS, (job) => job());
  }
}

/** An asynchronous Lambda invocation: retried twice on any error, then dead-lettered. */
function invokeAsync(attempt: number, body: (invocation: Invocation) => Promise<void>): () => Promise<void> {
  return async () => {
    const invocation = new Invocation();
    try {
      await body(invocation);
    } catch (error) {
      invocations.failed += 1;
      if (!(error instanceof CrashError || error instanceof AlertUndelivered)) {
        unexpectedErrors.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      }
      const delay = LAMBDA_RETRY_DELAYS_MS[attempt - 1];
      if (delay === undefined) invocations.deadLettered += 1;
      else at(clock.now().getTime() + delay, invokeAsync(attempt + 1, body));
    } finally {
      await invocation.settled();
    }
  };
}

/** Deliver-alert as its handler runs it (the order checked on arrival), its ports in one process. */
function deliverInvocation(event: unknown): () => Promise<void> {
  const order = deliveryOrderSchema.parse(event);
  const { alert } = order;
  return invokeAsync(1, async (runtime) => {
    invocations.deliver += 1;
    if (!alert) return;
    const subject = alertKeyOf(alert);
    const acceptedAt = new Map<string, number>();
    const acted = async (
      channel: 'email' | 'sms',
      to: string,
      content: string,
      send: () => Promise<string>,
    ) => {
      runtime.alive();
      const lead = order.messages.find((message) => message.channel === channel && message.to === to)?.lead;
      const key = morningKeyOf({ ...(lead ?? alert), channel, to });
      const provided = contentKey(channel, to, content);
      contentToMessage.set(provided, key);
      // An acceptance whose answer came after the adapter's deadline (the SDK then tries again, or
      // the send fails): the provider has the message and the process does not know it.
      const acceptedBefore = providers.acceptedCount(provided);
      const answeredLate = (answered: number) => {
        for (let late = providers.acceptedCount(provided) - acceptedBefore - answered; late > 0; late--) {
          lateAnswers.push(key);
        }
      };
      let id: string;
      awaited.add(provided);
      try {
        id = await runtime.track(send());
      } catch (error) {
        answeredLate(0);
        throw error;
      } finally {
        awaited.delete(provided);
      }
      answeredLate(1);
      if (runtime.dead) {
        caughtInWindow.push(key);
        throw new CrashError('accepted by a process that is gone');
      }
      acceptedAt.set(key, performance.now());
      return id;
    };
    await deliverAlert(
      {
        clock,
        metrics: recordedMetrics(),
        mailer: { send: (email) => acted('email', email.to, email.subject, () => mailer.send(email)) },
        texter: { send: (sms) => acted('sms', sms.to, sms.body, () => texter.send(sms)) },
        deliveries: {
          async getAll(keys) {
            runtime.alive();
            if (crashHere('after_hand_off', subject)) runtime.crash('after_hand_off');
            return runtime.track(stores.ledger.getAll(keys));
          },
          async take(deliveryKey, takenAt, until) {
            runtime.alive();
            return runtime.track(stores.ledger.take(deliveryKey, takenAt, until));
          },
          async markSent(deliveryKey, providerMessageId, sentAt) {
            const key = morningKeyOf(deliveryKey);
            if (runtime.dead || crashHere('after_acceptance', key)) {
              caughtInWindow.push(key);
              if (runtime.dead) throw new CrashError('process gone');
              runtime.crash('after_acceptance');
            }
            const writeStarted = performance.now();
            const recorded = await runtime.track(
              stores.ledger.markSent(deliveryKey, providerMessageId, sentAt),
            );
            recordLatencies.push(performance.now() - writeStarted);
            windowWidths.push(performance.now() - (acceptedAt.get(key) ?? Number.NaN));
            if (!recorded) invocations.sentTwiceLogged += 1;
            runtime.alive();
            if (crashHere('after_record', key)) runtime.crash('after_record');
            return recorded;
          },
          async markFailed(deliveryKey, reason, failedAt) {
            runtime.alive();
            if (crashHere('before_record', morningKeyOf(deliveryKey))) {
              runtime.crash('before_record');
            }
            await runtime.track(stores.ledger.markFailed(deliveryKey, reason, failedAt));
          },
          async markSkipped(deliveryKey, reason, skippedAt) {
            runtime.alive();
            return runtime.track(stores.ledger.markSkipped(deliveryKey, reason, skippedAt));
          },
          async defer(deliveryKey, until, deferredAt) {
            runtime.alive();
            return runtime.track(stores.ledger.defer(deliveryKey, until, deferredAt));
          },
          async noteLastSent(userId, sentAt) {
            runtime.alive();
            await runtime.track(stores.ledger.noteLastSent(userId, sentAt));
          },
          async accountClosing(userId) {
            runtime.alive();
            return runtime.track(stores.ledger.accountClosing(userId));
          },
        },
        phones: stores.phones,
      },
      order,
    );
  });
}

/** Send-alert as its schedule fires it; its answer goes on to deliver-alert as Lambda's destination hands it. */
function sendInvocation(alert: AlertPayload): () => Promise<void> {
  return invokeAsync(1, async (runtime) => {
    invocations.send += 1;
    const order = await sendAlert(
      {
        clock,
        metrics: recordedMetrics(),
        alerts: stores.alerts,
        claims: {
          async claim(...args) {
            const claimed = await runtime.track(stores.claims.claim(...args));
            if (claimed.status === 'claimed' && crashHere('after_claim', alertKeyOf(alert))) {
              crashedAfterClaim.add(alertKeyOf(alert));
              runtime.crash('after_claim');
            }
            return claimed;
          },
          defer: (...args) => runtime.track(stores.claims.defer(...args)),
        },
        projects: stores.projects,
        users: stores.users,
        phones: stores.phones,
        publicUrl: settings.publicUrl.href,
        doneTokenSecret: async () => TEST_SESSION_SECRET,
        unsubscribeSecret: async () => TEST_SESSION_SECRET,
        suppressions: stores.suppressions,
      },
      alert,
    );
    const { outcome } = order;
    const answered = `${outcome.status}${'reason' in outcome ? `:${outcome.reason}` : ''}`;
    outcomes.set(alertKeyOf(alert), [...(outcomes.get(alertKeyOf(alert)) ?? []), answered]);
    at(clock.now().getTime(), deliverInvocation(JSON.parse(JSON.stringify(order)) as DeliveryOrder));
  });
}

/** The reconciler on its 5-minute timer; its hand-over is the redelivery rule's async invocation. */
const reconcilerRun = async () => {
  const report = await reconcileDeliveries({
    clock,
    metrics: recordedMetrics(),
    deliveries: stores.deliveries,
    handOver: {
      async handOver(order) {
        at(clock.now().getTime(), deliverInvocation(JSON.parse(JSON.stringify(order))));
      },
    },
  });
  reconciler.runs += 1;
  reconciler.handedOver += report.handedOver;
  reconciler.givenUp += report.givenUp;
};

const outcomes = new Map<string, string[]>();
/** Alerts whose send-alert died after its claim. */
const crashedAfterClaim = new Set<string>();
const fixtures: FixtureProject[] = [];
const optedOut = new Set<string>();
const alerts: AlertRecord[] = [];

/** 100 Free users (1 project: its account email), 50 Silver (2 projects: email and a phone), 50 Gold (4 projects: 2 emails, 2 phones). */
const USERS: { tier: Tier; count: number; projects: number }[] = [
  { tier: 'free', count: 100, projects: 1 },
  { tier: 'silver', count: 50, projects: 2 },
  { tier: 'gold', count: 50, projects: 4 },
];

let setupSeconds = 0;

beforeAll(async () => {
  const setupStarted = performance.now();
  const app = createApp({
    config: settings,
    clock,
    ids: {
      newId: (() => {
        let next = 0;
        return () => `proj${String(++next).padStart(12, '0')}`;
      })(),
    },
    passwords: scryptPasswordHasher({ ln: 4, r: 8, p: 1 }),
    // Every alert holds its schedule, so that each morning's take finds them all in the day's index.
    ...WINDOW_PAST_EVERY_TEST_ALERT,
  });
  let userNumber = 0;
  let phoneNumber = 0;
  const newPhone = () => {
    const n = phoneNumber++;
    return `(${AREA_CODES[Math.floor(n / 100)]}) 555-01${String(n % 100).padStart(2, '0')}`;
  };
  const plans = USERS.flatMap(({ tier, count, projects: projectCount }) =>
    Array.from({ length: count }, () => {
      const n = ++userNumber;
      const phones = tier === 'free' ? [] : tier === 'silver' ? [newPhone()] : [newPhone(), newPhone()];
      return { tier, n, projectCount, phones };
    }),
  );
  await runLimited(plans, 16, async ({ tier, n, projectCount, phones }) => {
    const user: StoredUser = {
      id: `user${String(n).padStart(12, '0')}`,
      email: `owner${n}@example.com`,
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '3055550142',
      tier,
      passwordHash: 'not-used-by-this-suite',
      projectCount: 0,
      sessionVersion: 1,
      createdAt: START,
    };
    await app.users.create(user);
    for (let p = 1; p <= projectCount; p++) {
      const second = tier === 'gold' ? { alertEmail2: `pm${n}@example.com` } : {};
      const [phone1, phone2] = phones;
      const withPhones = phone1
        ? {
            smsAlerts: true,
            alertPhone: phone1,
            alertPhoneConsent: true,
            ...(phone2 ? { alertPhone2: phone2, alertPhone2Consent: true } : {}),
          }
        : {};
      const { project } = await createProject(
        app,
        { ...user, projectCount: p - 1 },
        actorOf(user),
        projectBody({
          name: `Site ${n}-${p}`,
          lastFurnishingDate: LAST_FURNISHING_DATE,
          ...second,
          ...withPhones,
        }),
        BROWSER,
      );
      await app.alerting.sync.syncProject(user.id, project.id);
      fixtures.push({
        user,
        projectId: project.id,
        emails: [user.email, ...(tier === 'gold' ? [`pm${n}@example.com`] : [])],
        phones: phones.map(toE164),
      });
    }
  });
  // Every fifth phone replied STOP before the run (docs/sms-compliance.md "Keywords").
  const phones = [...new Set(fixtures.flatMap((fixture) => fixture.phones))].sort();
  for (const phone of phones.filter((_, index) => index % 5 === 0)) {
    await setPhoneStatus(settings, phone, 'opted_out', clock.now());
    optedOut.add(phone);
  }
  for (const fixture of fixtures) {
    alerts.push(...(await stores.alerts.listForProject(fixture.user.id, fixture.projectId)));
  }
  for (const alert of alerts) fireAtOf.set(alertKeyOf(alert), alert.fireAt);
  setupSeconds = Number(((performance.now() - setupStarted) / 1000).toFixed(1));
}, 240_000);

it('2,000 alerts through failing, stalling providers and crashes at every step: every eligible message delivered, duplicates only from the window, none lost, none to a STOP', async () => {
  expect(alerts).toHaveLength(2_000);
  expect(new Set(alerts.map((alert) => alert.state))).toEqual(new Set(['scheduled']));
  const started = performance.now();

  const firings = [...new Set(alerts.map((alert) => Date.parse(alert.fireAt)))].sort((a, b) => a - b);
  for (const firing of firings) {
    for (const alert of alerts.filter((candidate) => Date.parse(candidate.fireAt) === firing)) {
      const { userId, projectId, deadlineId, alertKey } = alert;
      at(firing, sendInvocation({ userId, projectId, deadlineId, alertKey }));
    }
    for (let run = 1; run <= RECONCILER_RUNS_PER_FIRING; run++)
      at(firing + run * RECONCILER_EVERY_MS, reconcilerRun);
  }
  await runAgenda();
  const wallSeconds = (performance.now() - started) / 1000;

  // What each morning should have reached: one message to each of the emails of the user's projects
  // with an alert then, and to each of their phones but those that said STOP.
  const eligible = new Set<string>();
  const toOptedOut = new Set<string>();
  const fixtureOf = new Map(fixtures.map((fixture) => [fixture.projectId, fixture]));
  for (const alert of alerts) {
    const fixture = fixtureOf.get(alert.projectId) as FixtureProject;
    for (const email of fixture.emails) eligible.add(morningKey(alert.userId, alert.fireAt, 'email', email));
    for (const phone of fixture.phones) {
      if (optedOut.has(phone)) toOptedOut.add(messageKey(alert, 'sms', phone));
      else eligible.add(morningKey(alert.userId, alert.fireAt, 'sms', phone));
    }
  }

  // What the providers accepted, by message: the inboxes' and phones' view.
  const sends = new Map<string, AcceptedMessage[]>();
  for (const message of providers.accepted) {
    const key = contentToMessage.get(contentKey(message.channel, message.to, message.content)) ?? 'unknown';
    sends.set(key, [...(sends.get(key) ?? []), message]);
  }
  // A request the adapter gave up on that the provider took after the send had ended.
  for (const message of providers.accepted.filter((candidate) => candidate.unawaited)) {
    lateAnswers.push(
      contentToMessage.get(contentKey(message.channel, message.to, message.content)) ?? 'unknown',
    );
  }
  const delivered = [...eligible].filter((key) => sends.has(key)).length;
  const lost = eligible.size - delivered;
  const duplicates = [...sends.values()].reduce((count, copies) => count + copies.length - 1, 0);
  const widths = [...windowWidths].sort((a, b) => a - b);
  const recordTimes = [...recordLatencies].sort((a, b) => a - b);
  const figures = {
    alerts: alerts.length,
    mornings: new Set(alerts.map((alert) => `${alert.userId}|${alert.fireAt}`)).size,
    users: new Set(fixtures.map((fixture) => fixture.user.id)).size,
    messages: eligible.size,
    delivered,
    duplicates,
    lost,
    optedOutMessages: toOptedOut.size,
    providerCalls: providers.calls.total,
    providerFailures: providers.calls.refused,
    providerTimeouts: providers.calls.unanswered,
    crashes: injected,
    caughtInWindow: caughtInWindow.length,
    lateAnswers: lateAnswers.length,
    invocations,
    reconciler,
    windowMs: {
      p50: Number(percentile(widths, 50).toFixed(2)),
      p99: Number(percentile(widths, 99).toFixed(2)),
      max: Number((widths.at(-1) ?? Number.NaN).toFixed(2)),
      samples: widths.length,
    },
    recordMs: {
      p50: Number(percentile(recordTimes, 50).toFixed(2)),
      p99: Number(percentile(recordTimes, 99).toFixed(2)),
      max: Number((recordTimes.at(-1) ?? Number.NaN).toFixed(2)),
    },
    wallSeconds: Number(wallSeconds.toFixed(1)),
  };
  // Straight to stdout: the config's `silent: 'passed-only'` hides a passing test's console.
  process.stdout.write(`Fault-injection figures: ${JSON.stringify({ ...figures, setupSeconds })}\n`);

  expect(unexpectedErrors).toEqual([]);
  // Every fault kind happened, or the suite proved nothing about it.
  expect(providers.calls.refused).toBeGreaterThan(0);
  expect(providers.calls.unanswered).toBeGreaterThan(0);
  for (const kind of CRASH_KINDS) expect(injected[kind], kind).toBeGreaterThan(0);
  // 9:00 is inside the SMS hours: every alert was sent, none deferred or skipped. Of a user's alerts
  // of one morning exactly one answers `sent` (it took them all), the others `already_done`; when
  // the taker died after its claim, none answers `sent` and the reconciler sends the morning.
  const mornings = new Map<string, AlertRecord[]>();
  for (const alert of alerts) {
    const morning = `${alert.userId}|${alert.fireAt}`;
    mornings.set(morning, [...(mornings.get(morning) ?? []), alert]);
  }
  for (const [morning, ofMorning] of mornings) {
    const answers = ofMorning.flatMap((alert) => outcomes.get(alertKeyOf(alert)) ?? []);
    for (const answer of answers) expect(['sent', 'ignored:already_done'], morning).toContain(answer);
    const takerDied = ofMorning.some((alert) => crashedAfterClaim.has(alertKeyOf(alert)));
    expect(
      answers.filter((answer) => answer === 'sent'),
      morning,
    ).toHaveLength(takerDied ? 0 : 1);
  }

  // Every eligible message reached its recipient; nothing else went anywhere (no STOP texted).
  expect(lost).toBe(0);
  expect(new Set(sends.keys())).toEqual(eligible);
  expect(
    providers.accepted.filter((message) => message.channel === 'sms' && optedOut.has(message.to)),
  ).toEqual([]);
  expect(reconciler.givenUp).toBe(0);

  // Each extra copy of a message is one acceptance the window caught; every such one was resent.
  const extraCopies = new Map([...sends].map(([key, copies]) => [key, copies.length - 1]));
  const caught = new Map<string, number>();
  for (const key of caughtInWindow) caught.set(key, (caught.get(key) ?? 0) + 1);
  for (const key of lateAnswers) caught.set(key, (caught.get(key) ?? 0) + 1);
  expect(duplicates).toBe(caughtInWindow.length + lateAnswers.length);
  expect(new Map([...extraCopies].filter(([, extra]) => extra > 0))).toEqual(caught);
  expect(invocations.sentTwiceLogged).toBe(0);

  // The history (GET /api/projects/{id}/alerts) and the records tell what the providers accepted:
  // each alert shows sent, in its morning's message to each of its project's recipients.
  const recordedSent = new Map<string, number>();
  await runLimited(fixtures, 8, async (fixture) => {
    const history = await alertHistory(stores, fixture.user, fixture.projectId);
    const records = await stores.deliveries.listForProject(fixture.user.id, fixture.projectId);
    expect(history.alerts).toHaveLength(5);
    for (const entry of history.alerts) {
      const expected = [
        ...fixture.emails.map((to) => ({ channel: 'email' as const, to })),
        ...fixture.phones.filter((to) => !optedOut.has(to)).map((to) => ({ channel: 'sms' as const, to })),
      ].map(({ channel, to }) => {
        expect(sends.has(morningKey(fixture.user.id, entry.scheduledFor, channel, to))).toBe(true);
        return { channel, recipient: maskedRecipient({ channel, to }), state: 'sent' };
      });
      expect(entry.state).toBe('sent');
      expect(
        entry.messages
          .filter((message) => message.state === 'sent')
          .map(({ channel, recipient, state }) => ({ channel, recipient, state }))
          .sort((a, b) => `${a.channel}${a.recipient}`.localeCompare(`${b.channel}${b.recipient}`)),
      ).toEqual(
        expected.sort((a, b) => `${a.channel}${a.recipient}`.localeCompare(`${b.channel}${b.recipient}`)),
      );
    }
    for (const record of records) {
      if (record.channel === 'sms' && optedOut.has(record.to)) {
        const key = messageKey(record, record.channel, record.to);
        expect(record.state, key).toBe('skipped');
        expect(record.reason, key).toBe('opted_out');
        continue;
      }
      const key = morningKeyOf(record);
      expect(record.state, key).toBe('sent');
      expect(
        (sends.get(key) ?? []).map((message) => message.providerMessageId),
        key,
      ).toContain(record.providerMessageId);
      recordedSent.set(key, (recordedSent.get(key) ?? 0) + 1);
    }
    // Each alert records why it did not text a phone that said STOP.
    const skipped = new Set(
      records.filter((record) => record.state === 'skipped').map((r) => messageKey(r, r.channel, r.to)),
    );
    const stopped = [...toOptedOut].filter((key) =>
      key.startsWith(`${fixture.user.id}|${fixture.projectId}|`),
    );
    expect(skipped).toEqual(new Set(stopped));
  });
  // One record per morning message, under one of the user's projects.
  expect(new Set(recordedSent.keys())).toEqual(eligible);
  expect([...recordedSent.values()].every((count) => count === 1)).toBe(true);
}, 420_000);
