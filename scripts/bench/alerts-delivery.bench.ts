/**
 * Alert delivery through the local pipeline: every alert of a Florida day fires at 9:00
 * in its zone (docs/architecture.md section 4), so the case that matters is a burst. 200 projects of 50 Gold
 * users, each with its Claim of Lien's 30-day alert at the same instant and three email
 * recipients, are saved through the project service; the real stream functions (SyncAlerts,
 * ApplySchedules with the local scheduler's store) plan and schedule them from DynamoDB Local's
 * stream; then the clock reaches 9:00 and the local scheduler fires every due schedule: send-alert
 * (judge and claim) and, as Lambda's on-success destination does, deliver-alert with its order.
 * The providers answer at once (a mailer and a texter stand-in recording when each message was
 * handed over), so the figures are the pipeline's own work, not SES's or Twilio's latency.
 * Printed: alerts per second from the first firing to the last message handed over, and the time
 * from the alert's fire time (the clock reaching it, the tick starting) to its last message
 * handed to the provider, p50/p99 over the alerts.
 * Not included: Lambda's concurrency (AWS fires the schedules side by side; the local scheduler
 * fires one after another, so the p99 here is close to the burst's whole length), cold starts.
 */
import type { ProjectInput } from '@lienminder/shared';
import { createApp, setAppForTests } from '../../functions/local/app';
import { importHandler } from '../../functions/local/handler-module';
import { startLocalScheduler } from '../../functions/local/local-scheduler';
import { withOnSuccessDestination } from '../../functions/local/on-success-destination';
import type { AlertPayload } from '../../functions/src/ports/scheduler';
import { ALERT_FUNCTIONS } from '../../functions/src/routes';
import { scryptPasswordHasher } from '../../functions/src/services/auth/passwords';
import { actorOf } from '../../functions/src/services/projects/activity-entries';
import { createProject } from '../../functions/src/services/projects/create-project';
import { openBenchStream, openBenchTable } from './bench-table';
import { BENCH_JOB, benchUser } from './bench-user';
import { percentile } from './load';

const USERS = 50;
const PROJECTS_PER_USER = 4;
const RECIPIENTS = 3;
const BROWSER = { ip: '203.0.113.7', userAgent: 'alerts-delivery-bench' };
/** The Claim of Lien (2026-05-21)'s 30-day alert: 2026-04-21, 9:00 Eastern. */
const FIRE_AT = '2026-04-21T13:00:00.000Z';

function project(index: number): ProjectInput {
  const address = (n: number) => `p${index}-r${n}@bench.example.com`;
  return {
    name: `Bench Tower ${index}`,
    ...BENCH_JOB,
    lastFurnishingDate: '2026-02-20',
    alertEmail: address(1),
    alertEmail2: address(2),
    alertEmail3: address(3),
  };
}

export default async function run(): Promise<void> {
  const { engine, config, close } = await openBenchTable('alerts-delivery-bench');
  try {
    let now = new Date('2026-03-02T14:00:00.000Z');
    const clock = { now: () => new Date(now) };
    /** When the provider was handed the last message for each recipient address. */
    const handedOver = new Map<string, number>();
    const app = createApp({
      config,
      clock,
      passwords: scryptPasswordHasher({ ln: 4, r: 8, p: 1 }),
      alertProviders: {
        mailer: {
          async send(email) {
            handedOver.set(email.to, performance.now());
            return `bench-email-${handedOver.size}`;
          },
        },
        texter: {
          async send(sms) {
            handedOver.set(sms.to, performance.now());
            return `bench-sms-${handedOver.size}`;
          },
        },
      },
    });
    setAppForTests(app);
    const schedules = app.alerting.localSchedules;
    if (!schedules) throw new Error('alerts-delivery bench: the local runtime has no local schedules');

    const stream = await openBenchStream({ engine, config });
    const [sendAlert, deliverAlert] = await Promise.all([
      importHandler<(payload: AlertPayload) => Promise<unknown>>(ALERT_FUNCTIONS.sendAlert.entry),
      importHandler<(order: unknown) => Promise<unknown>>(ALERT_FUNCTIONS.deliverAlert.entry),
    ]);
    const scheduler = startLocalScheduler({
      schedules,
      clock,
      fire: withOnSuccessDestination(sendAlert, deliverAlert, {
        destinationName: ALERT_FUNCTIONS.deliverAlert.name,
      }),
      // Ticked by hand below: the timer must not fire the burst before the stopwatch starts.
      intervalMs: 3_600_000,
    });

    let index = 0;
    for (let u = 1; u <= USERS; u++) {
      const user = benchUser(u, 'gold', now);
      await app.users.create(user);
      for (let p = 0; p < PROJECTS_PER_USER; p++)
        await createProject(app, user, actorOf(user), project(++index), BROWSER);
    }
    // SyncAlerts plans every project, ApplySchedules puts each alert in the local scheduler.
    await stream.drain();
    const alerts = USERS * PROJECTS_PER_USER;

    now = new Date(FIRE_AT);
    const firedAt = performance.now();
    const fired = await scheduler.tick();
    await scheduler.stop();
    await stream.stop();
    setAppForTests(undefined);

    if (fired !== alerts)
      throw new Error(`alerts-delivery bench: ${fired} schedules fired, expected ${alerts}`);
    const latencies = Array.from({ length: alerts }, (_, i) => {
      const times = Array.from({ length: RECIPIENTS }, (_, r) =>
        handedOver.get(`p${i + 1}-r${r + 1}@bench.example.com`),
      );
      if (times.some((time) => time === undefined))
        throw new Error(`alerts-delivery bench: alert ${i + 1} lost a message`);
      return Math.max(...(times as number[])) - firedAt;
    }).sort((a, b) => a - b);
    const burst = (latencies.at(-1) ?? Number.NaN) / 1000;
    console.log(
      `Burst of ${alerts} alerts at one 9:00 (${USERS} Gold users, ${RECIPIENTS} emails each), local pipeline, ` +
        'providers answering at once:',
    );
    console.log(
      `  delivery throughput: ${(alerts / burst).toFixed(1)} alerts/s (${alerts * RECIPIENTS} messages in ${burst.toFixed(2)} s)`,
    );
    console.log(
      `  fire time -> last message handed to the provider: p50 ${percentile(latencies, 0.5).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 0.99).toFixed(0)} ms (local scheduler fires one at a time)`,
    );
  } finally {
    await close();
  }
}
