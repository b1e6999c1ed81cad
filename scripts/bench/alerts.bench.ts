/**
 * Alert scheduling and delivery costs, in-process against DynamoDB Local:
 *   - saving a Gold project with 30-day reminders for a year (18 alerts: 13 reminders + 5 lien
 *     alerts), p50/p99, with (a) the local runtime's scheduler (each schedule one DynamoDB put) and
 *     (b) the EventBridge Scheduler adapter over an SDK client mocked to answer at once (so the
 *     figure is our own work and DynamoDB's, not AWS's network time);
 *   - an edit that moves the last furnishing date (5 schedules move, 13 stay);
 *   - the send-alert handler (re-read, claim, one email to the local outbox, record);
 *   - the schedules a Gold user at full use holds (50 projects; 30- and 15-day reminders).
 */
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import type { ProjectInput } from '@lienclock/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { startDynamoDbLocal } from '../../functions/local/dynamodb-local';
import { ensureTable } from '../../functions/local/table';
import { eventBridgeScheduler } from '../../functions/src/adapters/aws/eventbridge-scheduler';
import { type App, createApp, setAppForTests } from '../../functions/src/app';
import { parseConfig } from '../../functions/src/config';
import { handler as sendAlert } from '../../functions/src/handlers/alerts/send-alert';
import type { StoredUser } from '../../functions/src/ports/user-store';
import { scryptPasswordHasher } from '../../functions/src/services/auth/passwords';
import { createProject } from '../../functions/src/services/projects/create-project';
import { updateProject } from '../../functions/src/services/projects/update-project';
import { createDocumentClient } from '../../functions/src/store/document-client';
import { dynamoLocalSchedules } from '../../functions/src/store/local-schedules';

const PROJECTS = 50;

function project(interval: '15' | '30', lastFurnishingDate = '2026-02-20'): ProjectInput {
  return {
    name: 'Bench Tower',
    address: '1 Brickell Ave, Miami, FL',
    generalContractor: 'Coastal Builders LLC',
    propertyOwner: 'Brickell Holdings',
    firstFurnishingDate: '2026-01-07',
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

export default async function run(): Promise<void> {
  const engine = await startDynamoDbLocal();
  // The handlers log one line per alert; the figures are what this prints.
  const info = console.info;
  console.info = () => {};
  try {
    Object.assign(process.env, {
      RUNTIME: 'local',
      TABLE_NAME: 'alerts-bench',
      DYNAMODB_ENDPOINT: engine.endpoint,
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-for-hs256',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    const config = parseConfig(process.env);
    const client = createDocumentClient(config);
    await ensureTable(client, config.tableName);
    let now = new Date('2026-03-02T14:00:00.000Z');
    const clock = { now: () => new Date(now) };
    const passwords = scryptPasswordHasher({ ln: 4, r: 8, p: 1 });
    let users = 0;
    const goldUser = async (app: App): Promise<StoredUser> => {
      const user: StoredUser = {
        id: `benchuser${++users}`,
        email: `bench${users}@example.com`,
        firstName: 'Bench',
        lastName: 'User',
        phone: '3055550142',
        tier: 'gold',
        passwordHash: 'x',
        projectCount: 0,
        sessionVersion: 1,
        createdAt: now.toISOString(),
      };
      await app.users.create(user);
      return user;
    };

    // (a) The local runtime: schedules in the table.
    const local = createApp({ config, clock, passwords });
    setAppForTests(local);
    const owner = await goldUser(local);
    const saves: number[] = [];
    const ids: string[] = [];
    for (let i = 0; i < PROJECTS; i++) {
      const response = await timed(saves, () => createProject(local, owner, project('30')));
      ids.push(response.project.id);
    }
    const schedules = dynamoLocalSchedules(client, config.tableName);
    const held30 = (await schedules.listDue(new Date('2100-01-01T00:00:00.000Z'))).length;

    const edits: number[] = [];
    for (const id of ids.slice(0, 20)) {
      await timed(edits, () => updateProject(local, owner, id, project('30', '2026-02-05')));
    }

    const sends: number[] = [];
    now = new Date('2026-04-06T13:00:02.000Z'); // the moved 30-day alerts fire (2026-04-06 9:00 Eastern)
    for (const id of ids.slice(0, 20)) {
      await timed(sends, () =>
        sendAlert({ userId: owner.id, projectId: id, deadlineId: `${id}-lien`, alertKey: 'd30' }),
      );
    }
    now = new Date('2026-03-02T14:00:00.000Z');

    const owner15 = await goldUser(local);
    for (let i = 0; i < PROJECTS; i++) await createProject(local, owner15, project('15'));
    const held15 = (await schedules.listDue(new Date('2100-01-01T00:00:00.000Z'))).length - held30;

    // (b) The EventBridge Scheduler adapter, its SDK client answering at once.
    const mock = mockClient(SchedulerClient);
    mock.onAnyCommand().resolves({});
    const aws = createApp({
      config,
      clock,
      passwords,
      alertProviders: {
        scheduler: eventBridgeScheduler(new SchedulerClient({ region: 'us-east-1' }), {
          groupName: 'bench',
          targetArn: 'arn:aws:lambda:us-east-1:123456789012:function:SendAlert',
          roleArn: 'arn:aws:iam::123456789012:role/Scheduler',
          deadLetterArn: 'arn:aws:sqs:us-east-1:123456789012:Dlq',
        }),
      },
    });
    const awsOwner = await goldUser(aws);
    const awsSaves: number[] = [];
    for (let i = 0; i < PROJECTS; i++)
      await timed(awsSaves, () => createProject(aws, awsOwner, project('30')));
    const createCalls = mock.commandCalls(CreateScheduleCommand).length;
    mock.restore();
    setAppForTests(undefined);

    console.info = info;
    console.log(`Gold project save, 30-day reminders (18 schedules per save):`);
    console.log(`  local scheduler (schedules in DynamoDB Local):   ${summary(saves)}`);
    console.log(`  EventBridge adapter, SDK mocked (no AWS latency): ${summary(awsSaves)}`);
    console.log(
      `  CreateSchedule calls for ${PROJECTS} saves: ${createCalls} (${createCalls / PROJECTS} per save)`,
    );
    console.log(`Edit moving the last furnishing date (5 schedules move, 13 unchanged): ${summary(edits)}`);
    console.log(`send-alert handler (1 email to the local outbox):  ${summary(sends)}`);
    console.log(`Schedules held by a Gold user at full use (${PROJECTS} projects):`);
    console.log(`  30-day reminders for a year: ${held30}; 15-day reminders: ${held15}`);
  } finally {
    console.info = info;
    await engine.stop();
  }
}
