/**
 * The alert pipeline's costs (docs/decisions/007), in-process against DynamoDB Local, for a Gold
 * project with 30-day reminders for a year (18 alerts: 13 reminders + 5 lien alerts), p50/p99:
 *   - saving it through the project service (create): the project, its deadlines and the phone
 *     consents, one transaction; no alert work is left on this path;
 *   - the SyncAlerts handler given that save's stream records (read from DynamoDB Local's own
 *     stream, as Lambda hands them over: batches of at most 25, their handler times added up),
 *     re-reading the project, deadlines and plan and writing 18 alert items; and the same for an
 *     edit that moves the last furnishing date (5 alert items move, 13 stay);
 *   - the ApplySchedules handler given the 18 alert-item records that sync wrote, through the
 *     EventBridge Scheduler adapter over an SDK client mocked (aws-sdk-client-mock) to answer at
 *     once: our own work (reading the images, deciding, building the requests); the mock replaces
 *     the client's `send`, so neither the SDK's serializing and signing nor AWS's network time and
 *     Scheduler's quotas are in it;
 *   - send-alert (re-read, judge, claim in one transaction) and then deliver-alert with its answer
 *     (one email to the local outbox, a DynamoDB put), as Lambda's on-success destination runs it;
 *   - the schedules a Gold user at full use holds (50 projects; 30- and 15-day reminders).
 * Not included: Lambda's invocation and polling (the stream's up-to-1 s batching window, the
 * scheduler firing, the destination's hand-over), cold starts, and reading the stream itself.
 * There is no warm-up: with 50 (or 20) samples p99 is the slowest one, usually the first call,
 * which pays for loading modules and JIT compilation.
 * Every step is checked to have done its work (18 items written, 18 schedules created, the email
 * in the outbox) so that a figure never times a no-op.
 */
import { CreateScheduleCommand, SchedulerClient, UpdateScheduleCommand } from '@aws-sdk/client-scheduler';
import type { ProjectInput } from '@lienminder/shared';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { createApp, setAppForTests } from '../../functions/local/app';
import { openTableStream, type StreamConsumer } from '../../functions/local/table-stream';
import { eventBridgeScheduler } from '../../functions/src/adapters/aws/eventbridge-scheduler';
import { handler as applySchedules } from '../../functions/src/handlers/alerts/apply-schedules';
import { handler as deliverAlert } from '../../functions/src/handlers/alerts/deliver-alert';
import { handler as sendAlert } from '../../functions/src/handlers/alerts/send-alert';
import { handler as syncAlerts } from '../../functions/src/handlers/alerts/sync-alerts';
import type { StoredUser } from '../../functions/src/ports/user-store';
import { STREAM_FUNCTIONS, STREAM_READING } from '../../functions/src/routes';
import { scryptPasswordHasher } from '../../functions/src/services/auth/passwords';
import { actorOf } from '../../functions/src/services/projects/activity-entries';
import { createProject } from '../../functions/src/services/projects/create-project';
import { updateProject } from '../../functions/src/services/projects/update-project';
import { openBenchTable } from './bench-table';
import { BENCH_JOB, benchUser } from './bench-user';
import { record } from './report';

const PROJECTS = 50;
const EDITS = 20;
const ALERTS_PER_PROJECT = 18;
const MOVED_BY_EDIT = 5;
const BROWSER = { ip: '203.0.113.7', userAgent: 'alerts-bench' };

function project(interval: '15' | '30', lastFurnishingDate = '2026-02-20'): ProjectInput {
  return {
    name: 'Bench Tower',
    ...BENCH_JOB,
    lastFurnishingDate,
    recurringAlertsInterval: interval,
    recurringAlertsStartDate: '2026-03-10',
    recurringAlertsEndDate: '2027-03-10',
    alertEmail: 'pm@coastal.example.com',
  };
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const summary = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms (n=${samples.length})`;

async function timed<T>(samples: number[], work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  samples.push(performance.now() - start);
  return result;
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`alerts bench: ${what}`);
}

/** Hands the records to a stream handler as Lambda would (batches of at most 25); times the calls. */
async function runStreamHandler(
  samples: number[],
  handler: (event: { Records: DynamoDBRecord[] }) => Promise<DynamoDBBatchResponse>,
  records: DynamoDBRecord[],
): Promise<number> {
  const batches: DynamoDBRecord[][] = [];
  for (let at = 0; at < records.length; at += STREAM_READING.batchSize) {
    batches.push(records.slice(at, at + STREAM_READING.batchSize));
  }
  let elapsed = 0;
  for (const Records of batches) {
    const start = performance.now();
    const response = await handler({ Records });
    elapsed += performance.now() - start;
    check(response.batchItemFailures.length === 0, 'a stream handler named records to retry');
  }
  samples.push(elapsed);
  return batches.length;
}

export default async function run(): Promise<void> {
  const { engine, config, close } = await openBenchTable('alerts-bench');
  try {
    let now = new Date('2026-03-02T14:00:00.000Z');
    const clock = { now: () => new Date(now) };

    // ApplySchedules as in AWS: the EventBridge Scheduler adapter, its SDK client answering at once.
    const scheduler = mockClient(SchedulerClient);
    scheduler.onAnyCommand().resolves({});
    const app = createApp({
      config,
      clock,
      passwords: scryptPasswordHasher({ ln: 4, r: 8, p: 1 }),
      alertProviders: {
        scheduler: eventBridgeScheduler(new SchedulerClient({ region: 'us-east-1' }), {
          groupName: 'bench',
          targetArn: 'arn:aws:lambda:us-east-1:123456789012:function:SendAlert',
          roleArn: 'arn:aws:iam::123456789012:role/Scheduler',
          deadLetterArn: 'arn:aws:sqs:us-east-1:123456789012:Dlq',
        }),
      },
    });
    setAppForTests(app);

    // DynamoDB Local's stream, read with the stream functions' filters; the records are collected
    // here and handed to the handlers under the timer, so the stream's reading is not counted.
    const collected = { user: [] as DynamoDBRecord[], alerts: [] as DynamoDBRecord[] };
    const collector = (name: string, filter: StreamConsumer['filter'], into: DynamoDBRecord[]) => ({
      name,
      filter,
      handler: async (event: { Records: DynamoDBRecord[] }) => {
        into.push(...event.Records);
        return { batchItemFailures: [] };
      },
    });
    const stream = await openTableStream({
      endpoint: engine.endpoint,
      accessKeyId: engine.accessKeyId,
      tableName: config.tableName,
      consumers: [
        collector('SyncAlerts', STREAM_FUNCTIONS.syncAlerts.filter, collected.user),
        collector('ApplySchedules', STREAM_FUNCTIONS.applySchedules.filter, collected.alerts),
      ],
      retryDelayMs: 0,
    });
    /** Every record since the last call, as each stream function's event source would receive it. */
    const take = async () => {
      await stream.drain();
      const taken = { user: collected.user.splice(0), alerts: collected.alerts.splice(0) };
      return taken;
    };

    let users = 0;
    const goldUser = async (): Promise<StoredUser> => {
      const user = benchUser(++users, 'gold', now);
      await app.users.create(user);
      return user;
    };
    const scheduledAlerts = async (owner: StoredUser, ids: string[]) => {
      let held = 0;
      for (const id of ids) {
        const alerts = await app.alerting.records.listForProject(owner.id, id);
        held += alerts.filter((alert) => alert.state === 'scheduled').length;
      }
      return held;
    };

    /** Saves (or edits) through the service, then runs SyncAlerts and ApplySchedules on what followed. */
    const pipeline = async (
      save: () => Promise<unknown>,
      samples: { save: number[]; sync: number[]; apply: number[] },
      alertChanges: number,
    ) => {
      await timed(samples.save, save);
      const saved = await take();
      const syncCalls = await runStreamHandler(samples.sync, syncAlerts, saved.user);
      const synced = await take();
      check(synced.alerts.length === alertChanges, `expected ${alertChanges} alert-item changes`);
      scheduler.resetHistory();
      const applyCalls = await runStreamHandler(samples.apply, applySchedules, synced.alerts);
      check(scheduler.calls().length === alertChanges, `expected ${alertChanges} Scheduler calls`);
      return { records: saved.user.length, syncCalls, applyCalls };
    };

    // A Gold user saves 50 projects with 30-day reminders.
    const owner = await goldUser();
    await take(); // the sign-up's profile
    const created = { save: [] as number[], sync: [] as number[], apply: [] as number[] };
    const ids: string[] = [];
    let createShape = { records: 0, syncCalls: 0, applyCalls: 0 };
    let creates = 0;
    for (let i = 0; i < PROJECTS; i++) {
      createShape = await pipeline(
        async () =>
          ids.push((await createProject(app, owner, actorOf(owner), project('30'), BROWSER)).project.id),
        created,
        ALERTS_PER_PROJECT,
      );
      creates += scheduler.commandCalls(CreateScheduleCommand).length;
    }
    check(creates === PROJECTS * ALERTS_PER_PROJECT, 'every alert item should have created its schedule');
    const held30 = await scheduledAlerts(owner, ids);

    // Edits moving the last furnishing date: the 5 lien alerts move, the 13 reminders stay.
    now = new Date('2026-03-03T15:00:00.000Z');
    const edited = { save: [] as number[], sync: [] as number[], apply: [] as number[] };
    let editShape = { records: 0, syncCalls: 0, applyCalls: 0 };
    for (const id of ids.slice(0, EDITS)) {
      editShape = await pipeline(
        async () =>
          updateProject(
            app,
            owner,
            actorOf(owner),
            await app.projects.get(owner.id, id),
            project('30', '2026-02-05'),
            BROWSER,
          ),
        edited,
        MOVED_BY_EDIT,
      );
      check(
        scheduler.commandCalls(UpdateScheduleCommand).length === MOVED_BY_EDIT,
        'an edit should move 5 schedules',
      );
    }

    // The moved 30-day lien alerts fire (2026-04-06, 9:00 Eastern): send-alert, then deliver-alert.
    now = new Date('2026-04-06T13:00:02.000Z');
    const sends: number[] = [];
    const deliveries: number[] = [];
    const handled: number[] = [];
    for (const id of ids.slice(0, EDITS)) {
      const start = performance.now();
      const order = await timed(sends, () =>
        sendAlert({ userId: owner.id, projectId: id, deadlineId: `${id}-lien`, alertKey: 'd30' }),
      );
      check(order.outcome.status === 'sent' && order.messages.length === 1, 'send-alert should send 1 email');
      const report = await timed(deliveries, () => deliverAlert(order));
      handled.push(performance.now() - start);
      check('delivered' in report && report.delivered === 1, 'deliver-alert should deliver 1 email');
    }
    const outboxed = (await app.alerting.outbox?.list())?.length ?? 0;
    check(outboxed === EDITS, 'every email should be in the local outbox');
    await take(); // the claims' changes

    // Another Gold user at full use, with 15-day reminders (untimed; only the schedules are counted).
    now = new Date('2026-03-02T14:00:00.000Z');
    const owner15 = await goldUser();
    await take();
    const ids15: string[] = [];
    let creates15 = 0;
    for (let i = 0; i < PROJECTS; i++) {
      await createProject(app, owner15, actorOf(owner15), project('15'), BROWSER).then(({ project }) =>
        ids15.push(project.id),
      );
      await runStreamHandler([], syncAlerts, (await take()).user);
      scheduler.resetHistory();
      await runStreamHandler([], applySchedules, (await take()).alerts);
      creates15 += scheduler.commandCalls(CreateScheduleCommand).length;
    }
    const held15 = await scheduledAlerts(owner15, ids15);

    await stream.stop();
    scheduler.restore();
    setAppForTests(undefined);

    // The summary table's alert-pipeline rows (scripts/bench/report.ts).
    const p50 = (samples: number[]) => percentile(samples, 50);
    record(
      'alerts',
      'create: save + SyncAlerts + ApplySchedules p50',
      p50(created.save) + p50(created.sync) + p50(created.apply),
      'ms',
    );
    record(
      'alerts',
      'edit: save + SyncAlerts + ApplySchedules p50',
      p50(edited.save) + p50(edited.sync) + p50(edited.apply),
      'ms',
    );
    record('alerts', 'send-alert + deliver-alert p50', p50(handled), 'ms');
    record('alerts', 'alerts handled per second (one at a time)', 1000 / p50(handled), 'alerts/s');
    const calls = (count: number) => `${count} handler call${count === 1 ? '' : 's'}`;
    console.log(`Gold project, 30-day reminders for a year (${ALERTS_PER_PROJECT} alerts):`);
    console.log(`  save through the project service (create), no alert work: ${summary(created.save)}`);
    console.log(
      `  SyncAlerts, ${createShape.records} stream records -> ${ALERTS_PER_PROJECT} alert items ` +
        `(${calls(createShape.syncCalls)}): ${summary(created.sync)}`,
    );
    console.log(
      `  ApplySchedules, ${ALERTS_PER_PROJECT} alert-item changes -> ${ALERTS_PER_PROJECT} CreateSchedule, ` +
        `SDK mocked (${calls(createShape.applyCalls)}): ${summary(created.apply)}`,
    );
    console.log(`Edit moving the last furnishing date (${MOVED_BY_EDIT} alerts move, 13 stay):`);
    console.log(`  save through the project service (update):                 ${summary(edited.save)}`);
    console.log(
      `  SyncAlerts, ${editShape.records} stream records -> ${MOVED_BY_EDIT} alert items moved ` +
        `(${calls(editShape.syncCalls)}): ${summary(edited.sync)}`,
    );
    console.log(
      `  ApplySchedules, ${MOVED_BY_EDIT} alert-item changes -> ${MOVED_BY_EDIT} UpdateSchedule, SDK mocked: ` +
        summary(edited.apply),
    );
    console.log(`One alert, one email to the local outbox:`);
    console.log(`  send-alert (judge and claim):             ${summary(sends)}`);
    console.log(`  deliver-alert (its delivery order):       ${summary(deliveries)}`);
    console.log(`  send-alert + deliver-alert:               ${summary(handled)}`);
    console.log(`Schedules held by a Gold user at full use (${PROJECTS} projects):`);
    console.log(
      `  30-day reminders for a year: ${held30} (${creates} CreateSchedule calls); ` +
        `15-day reminders: ${held15} (${creates15} CreateSchedule calls)`,
    );
  } finally {
    await close();
  }
}
