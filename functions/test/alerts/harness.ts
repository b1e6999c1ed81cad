/**
 * Alert integration tests: the real app (stores on the run's DynamoDB Local, the real project
 * services and alert services) with the AWS adapters the Lambda functions use — EventBridge
 * Scheduler and SES — over SDK clients mocked by aws-sdk-client-mock, so tests assert the exact
 * requests AWS would receive. The table's stream (DynamoDB Local's own) feeds the stream functions
 * as Lambda does: after each project write the harness reads it until they have caught up. Texts go to a recorder here; the Twilio adapter is tested on the wire
 * in src/adapters/aws/twilio-texter.test.ts.
 */
import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { SESClient, SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import type { ProjectInput, Tier } from '@lienminder/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { type App, createApp, setAppForTests } from '#local/app';
import {
  type EventBridgeSchedulerSettings,
  eventBridgeScheduler,
} from '#src/adapters/aws/eventbridge-scheduler';
import { sesMailer } from '#src/adapters/aws/ses-mailer';
import { parseConfig } from '#src/config';
import type { OutgoingSms } from '#src/ports/texter';
import type { StoredUser } from '#src/ports/user-store';
import { scryptPasswordHasher } from '#src/services/auth/passwords';
import { PROGRAM_TEXTS } from '#src/services/messaging/program-texts';
import { actorOf } from '#src/services/projects/activity-entries';
import { createProject } from '#src/services/projects/create-project';
import { deleteProject } from '#src/services/projects/delete-project';
import { updateProject } from '#src/services/projects/update-project';
import { projectBody, TestClock } from '#test/api/support';
import { readTestTableStream, useTestEnvironment } from '#test/dynamodb';
import { recordedMetrics } from '#test/recorded-metrics';

export const SCHEDULER_SETTINGS: EventBridgeSchedulerSettings = {
  groupName: 'lienminder-test-alerts',
  targetArn: 'arn:aws:lambda:us-east-1:123456789012:function:lienminder-test-SendAlert',
  roleArn: 'arn:aws:iam::123456789012:role/lienminder-test-alert-scheduler',
  deadLetterArn: 'arn:aws:sqs:us-east-1:123456789012:lienminder-test-alert-dlq',
};
export const FROM_ADDRESS = 'alerts@lienminder.example.com';

/** The browser that saves the projects: what their consent records keep. */
export const BROWSER = {
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
};

const region = 'us-east-1';
const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };

/**
 * A scheduling window past every alert the tests plan (their deadlines are months to a year
 * ahead): for tests of the alert plan's other rules, where every alert should hold its schedule
 * from the save on. The window itself is tested with the real length (scheduling-window.test.ts).
 */
export const WINDOW_PAST_EVERY_TEST_ALERT = { schedulingWindowDays: 800 };

export async function startAlertHarness(now: string, options: { schedulingWindowDays?: number } = {}) {
  const table = await useTestEnvironment();
  const scheduler = mockClient(SchedulerClient);
  const ses = mockClient(SESClient);
  scheduler.onAnyCommand().resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message' });
  // Alert emails to the people an account lists carry List-Unsubscribe: a raw MIME send.
  ses.on(SendRawEmailCommand).resolves({ MessageId: 'ses-raw-message' });
  const texts: OutgoingSms[] = [];
  /** The opt-in confirmations project saves send (services/messaging/phone-consents.ts), apart from the alerts' texts. */
  const confirmations: OutgoingSms[] = [];
  /** Refusals the fake Twilio answers the next texts with, first in, first out. */
  const textRefusals: Error[] = [];
  const clock = new TestClock(new Date(now));
  let nextId = 0;
  const metrics = recordedMetrics();
  const app: App = createApp({
    config: parseConfig(process.env),
    clock,
    metrics,
    ids: { newId: () => `proj${String(++nextId).padStart(12, '0')}` },
    passwords: scryptPasswordHasher({ ln: 4, r: 8, p: 1 }),
    ...options,
    alertProviders: {
      scheduler: eventBridgeScheduler(new SchedulerClient({ region, credentials }), SCHEDULER_SETTINGS),
      mailer: sesMailer(new SESClient({ region, credentials }), { fromAddress: FROM_ADDRESS }),
      texter: {
        async send(sms) {
          if (sms.body === PROGRAM_TEXTS.confirmation) {
            confirmations.push(sms);
            return `SMconfirmation${confirmations.length}`;
          }
          const refusal = textRefusals.shift();
          if (refusal) throw refusal;
          texts.push(sms);
          return `SM${String(texts.length).padStart(32, '0')}`;
        },
      },
    },
  });
  setAppForTests(app);
  const stream = await readTestTableStream(table);
  /** What the stream functions do with every change so far: SyncAlerts, then ApplySchedules. */
  const settle = () => stream.drain();
  let users = 0;

  return {
    app,
    clock,
    /** What the functions counted (ports/metrics.ts). */
    metrics,
    scheduler,
    ses,
    texts,
    confirmations,
    textRefusals,

    /** The EventBridge Scheduler requests sent since the last forgetCalls(), in the order sent. */
    createdSchedules: () => scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input),
    updatedSchedules: () => scheduler.commandCalls(UpdateScheduleCommand).map((call) => call.args[0].input),
    deletedSchedules: () => scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input),

    async user(tier: Tier, email = `owner${++users}@example.com`): Promise<StoredUser> {
      const user: StoredUser = {
        id: `user${String(++users).padStart(12, '0')}`,
        email,
        firstName: 'Maria',
        lastName: 'Lopez',
        phone: '3055550142',
        tier,
        passwordHash: 'not-used-by-these-tests',
        projectCount: 0,
        sessionVersion: 1,
        createdAt: clock.now().toISOString(),
      };
      await app.users.create(user);
      return user;
    },

    settle,

    /** Stops reading the table's stream. */
    stop: () => stream.stop(),

    async createProject(user: StoredUser, fields: Partial<ProjectInput> = {}) {
      const { project } = await createProject(app, user, actorOf(user), projectBody(fields), BROWSER);
      await settle();
      return project;
    },

    async updateProject(user: StoredUser, projectId: string, fields: Partial<ProjectInput>) {
      const previous = await app.projects.get(user.id, projectId);
      const updated = await updateProject(app, user, actorOf(user), previous, projectBody(fields), BROWSER);
      await settle();
      return updated;
    },

    async deleteProject(user: StoredUser, projectId: string) {
      await deleteProject(app, user, actorOf(user), projectId);
      await settle();
    },

    /** Clears the recorded AWS calls (the mocks keep answering). */
    forgetCalls() {
      scheduler.resetHistory();
      ses.resetHistory();
      texts.length = 0;
      confirmations.length = 0;
    },
  };
}

export type AlertHarness = Awaited<ReturnType<typeof startAlertHarness>>;

/** The exact CreateSchedule/UpdateSchedule input an alert should produce, spelled out. */
export function expectedSchedule(alert: {
  userId: string;
  projectId: string;
  deadlineId: string;
  alertKey: string;
  localDate: string;
  timeZone: string;
}) {
  return {
    Name: `alert-${alert.deadlineId}-${alert.alertKey}`,
    GroupName: 'lienminder-test-alerts',
    ScheduleExpression: `at(${alert.localDate}T09:00:00)`,
    ScheduleExpressionTimezone: alert.timeZone,
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    State: 'ENABLED',
    Target: {
      Arn: 'arn:aws:lambda:us-east-1:123456789012:function:lienminder-test-SendAlert',
      RoleArn: 'arn:aws:iam::123456789012:role/lienminder-test-alert-scheduler',
      Input: JSON.stringify({
        userId: alert.userId,
        projectId: alert.projectId,
        deadlineId: alert.deadlineId,
        alertKey: alert.alertKey,
      }),
      RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
      DeadLetterConfig: { Arn: 'arn:aws:sqs:us-east-1:123456789012:lienminder-test-alert-dlq' },
    },
  };
}
