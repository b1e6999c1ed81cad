/**
 * The daily reconciliation of alert plans (docs/decisions/015), its cost per 1,000 users, counted
 * from the commands it sends to DynamoDB Local and the capacity DynamoDB Local reports for each
 * (ReturnConsumedCapacity; on-demand bills read and write request units the same way).
 * 100 Silver users with 3 projects each, saved through the project service and synced by the real
 * SyncAlerts (DynamoDB Local's stream): one project with 30-day reminders for a year, two with
 * only the Claim of Lien; their last furnishing dates spread over four months, so on the day of the
 * run some have a deadline in the 35-day window and some not. Two runs on 2026-04-20:
 *   - every plan right (the everyday case): reads only;
 *   - 1% of projects lost their alert items (a sync given up on): those are written back.
 * Before them, the reconciliation runs once for every day since the projects were saved (untimed),
 * so the index stands where daily runs leave it. Capacity is what DynamoDB Local reports
 * (ReturnConsumedCapacity). The figures scale linearly with users (each project found costs the
 * same), so they are multiplied by 10; the 43 days' index Queries a run makes whatever the users
 * are (one per shard, store/day-shards.ts) are counted once.
 */
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import type { ProjectInput } from '@lienminder/shared';
import { createApp, setAppForTests } from '../../functions/local/app';
import { alertPlanReconciliation } from '../../functions/src/composition/plan-reconciliation';
import { clock as clockPart, config as configPart } from '../../functions/src/composition/runtime';
import { Scope } from '../../functions/src/composition/scope';
import { tableClient } from '../../functions/src/composition/stores';
import type { StoredUser } from '../../functions/src/ports/user-store';
import type { PlanReconciliationReport } from '../../functions/src/services/alerts/plan-reconciliation';
import { scryptPasswordHasher } from '../../functions/src/services/auth/passwords';
import { actorOf } from '../../functions/src/services/projects/activity-entries';
import { createProject } from '../../functions/src/services/projects/create-project';
import { DAY_PARTITION_SHARDS } from '../../functions/src/store/day-shards';
import { createDocumentClient } from '../../functions/src/store/document-client';
import { openBenchStream, openBenchTable } from './bench-table';
import { BENCH_JOB, benchUser } from './bench-user';

const USERS = 100;
const SCALE = 1_000 / USERS;
const BROWSER = { ip: '203.0.113.7', userAgent: 'alerts-reconciliation-bench' };
/** On-demand prices in us-east-1 (per million request units), for the dollar line only. */
const USD_PER_MILLION = { read: 0.125, write: 0.625 };

function project(index: number, reminders: boolean): ProjectInput {
  const lastFurnishing = new Date(Date.UTC(2026, 1, 1 + ((index * 37) % 120)));
  return {
    name: `Bench Tower ${index}`,
    ...BENCH_JOB,
    lastFurnishingDate: lastFurnishing.toISOString().slice(0, 10),
    alertEmail: 'pm@coastal.example.com',
    ...(reminders
      ? {
          recurringAlertsInterval: '30',
          recurringAlertsStartDate: '2026-03-10',
          recurringAlertsEndDate: '2027-03-10',
        }
      : {}),
  };
}

interface Tally {
  commands: Map<string, number>;
  read: number;
  write: number;
}

/** DynamoDB Local reports one total per command (CapacityUnits), reads and writes alike. */
const capacityUnits = (capacity: ConsumedCapacity | ConsumedCapacity[] | undefined) =>
  [capacity ?? []].flat().reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
const READS = new Set(['Query', 'Get', 'GetItem']);

export default async function run(): Promise<void> {
  const { engine, config, close } = await openBenchTable('alerts-reconciliation-bench');
  try {
    let now = new Date('2026-03-02T14:00:00.000Z');
    const clock = { now: () => new Date(now) };
    const app = createApp({ config, clock, passwords: scryptPasswordHasher({ ln: 4, r: 8, p: 1 }) });
    setAppForTests(app);
    const stream = await openBenchStream({ engine, config });

    const owners: { user: StoredUser; projectIds: string[] }[] = [];
    let index = 0;
    for (let u = 1; u <= USERS; u++) {
      const user = benchUser(u, 'silver', now);
      await app.users.create(user);
      const projectIds: string[] = [];
      for (let p = 0; p < 3; p++) {
        projectIds.push(
          (await createProject(app, user, actorOf(user), project(++index, p === 0), BROWSER)).project.id,
        );
      }
      owners.push({ user, projectIds });
    }
    await stream.drain();

    // The reconciliation as DailySweep composes it, on a client that counts what it sends.
    const tally: Tally = { commands: new Map(), read: 0, write: 0 };
    const client = createDocumentClient(config);
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const name = (context.commandName ?? '?').replace(/Command$/, '');
        tally.commands.set(name, (tally.commands.get(name) ?? 0) + 1);
        Object.assign(args.input as object, { ReturnConsumedCapacity: 'TOTAL' });
        const result = await next(args);
        const output = result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] };
        if (READS.has(name)) tally.read += capacityUnits(output.ConsumedCapacity);
        else tally.write += capacityUnits(output.ConsumedCapacity);
        return result;
      },
      { step: 'initialize' },
    );
    const reconcile = new Scope()
      .provide(configPart, config)
      .provide(clockPart, clock)
      .provide(tableClient, client)
      .use(alertPlanReconciliation);

    const measure = async () => {
      tally.commands.clear();
      tally.read = 0;
      tally.write = 0;
      const start = performance.now();
      const report = await reconcile();
      return {
        report,
        ms: performance.now() - start,
        tally: { ...tally, commands: new Map(tally.commands) },
      };
    };

    // Every day since the projects were saved, as DailySweep runs it (untimed): the index follows.
    const runDay = Date.parse('2026-04-20T11:00:00.000Z');
    for (let day = Date.parse('2026-03-03T11:00:00.000Z'); day < runDay; day += 86_400_000) {
      now = new Date(day);
      await reconcile();
      await stream.drain();
    }
    now = new Date(runDay);
    const steady = await measure();
    // A sync given up on: 1% of the projects lose their alert items (ones with reminders, in the window).
    const lost = owners
      .slice(0, (USERS * 3) / 100)
      .map(({ user, projectIds }) => ({ user, projectId: projectIds[0] as string }));
    for (const { user, projectId } of lost) {
      await app.alerting.records.deleteAll(await app.alerting.records.listForProject(user.id, projectId));
    }
    await stream.drain();
    const healing = await measure();
    await stream.stop();
    setAppForTests(undefined);
    client.destroy();

    const line = (what: string, run: { report: PlanReconciliationReport; ms: number; tally: Tally }) => {
      const perThousand = (n: number) => (n * SCALE).toFixed(0);
      const { report, tally: t } = run;
      const indexQueries = 43 * DAY_PARTITION_SHARDS;
      const commands = [...t.commands]
        .map(
          ([name, count]) =>
            `${name} ${name === 'Query' ? indexQueries + (count - indexQueries) * SCALE : count * SCALE}`,
        )
        .join(', ');
      const dollars =
        ((t.read * SCALE * USD_PER_MILLION.read + t.write * SCALE * USD_PER_MILLION.write) / 1e6) * 30;
      console.log(`  ${what}:`);
      console.log(
        `    ${USERS} users: ${report.projects} of ${USERS * 3} projects read, ${report.repaired} repaired ` +
          `(${report.alertWrites} alert items), ${report.moved} moved on, ${run.ms.toFixed(0)} ms`,
      );
      console.log(
        `    per 1,000 users: ${commands}; ${perThousand(t.read)} RCU, ${perThousand(t.write)} WCU ` +
          `(about $${dollars.toFixed(4)} a month of daily runs)`,
      );
    };
    console.log('Daily reconciliation of alert plans (3 projects a user, 35-day window):');
    line('every plan right', steady);
    line('1% of projects without their alert items', healing);
  } finally {
    await close();
  }
}
