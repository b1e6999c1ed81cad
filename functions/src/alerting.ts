/**
 * The alert side of the composition root (see app.ts): which scheduler, mailer, texter and notice
 * channel this runtime uses, chosen once per cold start, and the three alert use cases built on them.
 *   - AWS: EventBridge Scheduler, SES (SES_FROM_ADDRESS), SNS (OPERATOR_TOPIC_ARN).
 *   - Local: schedules in the table fired by the local server, emails in the local outbox,
 *     operator notices in the log.
 *   - Either: Twilio when its account SID, auth token and from-number are configured (Secrets
 *     Manager in AWS, TWILIO_* variables locally); the local outbox otherwise.
 */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AlertStore } from '#ports/alert-store';
import type { Clock } from '#ports/clock';
import type { Mailer } from '#ports/mailer';
import type { OperatorNotices } from '#ports/operator-notices';
import type { PhoneStatuses } from '#ports/phone-status';
import type { ProjectStore } from '#ports/project-store';
import type { AlertPayload, Scheduler } from '#ports/scheduler';
import type { Texter } from '#ports/texter';
import type { UserStore } from '#ports/user-store';
import { createSchedulerClient, eventBridgeScheduler } from './adapters/aws/eventbridge-scheduler';
import { sesMailer } from './adapters/aws/ses-mailer';
import { snsOperatorNotices } from './adapters/aws/sns-operator-notices';
import { twilioTexter } from './adapters/aws/twilio-texter';
import { logOperatorNotices } from './adapters/local/log-operator-notices';
import { outboxMailer } from './adapters/local/outbox-mailer';
import { outboxTexter } from './adapters/local/outbox-texter';
import { storeScheduler } from './adapters/local/store-scheduler';
import type { AppSecrets } from './app-secrets';
import { type AppConfig, ConfigurationError } from './config';
import { type AlertSyncService, createAlertSync } from './services/alerts/alert-sync';
import { type SweepReport, sweepAlerts } from './services/alerts/daily-sweep';
import { type SendAlertOutcome, sendAlert } from './services/alerts/send-alert';
import { dynamoAlertStore } from './store/alerts';
import { dynamoDeliveryClaims } from './store/delivery-claims';
import { dynamoLocalSchedules, type LocalSchedules } from './store/local-schedules';
import { dynamoOutbox, type Outbox } from './store/outbox';
import { dynamoPhoneStatuses } from './store/phone-status';

export interface Alerting {
  sync: AlertSyncService;
  send(payload: AlertPayload): Promise<SendAlertOutcome>;
  sweep(): Promise<SweepReport>;
  /** Each alert's state (scheduled, sent, skipped and why, failed and why). */
  records: AlertStore;
  phones: PhoneStatuses;
  /** The local runtime's outbox and schedules; null in AWS. */
  outbox: Outbox | null;
  localSchedules: LocalSchedules | null;
}

export interface AlertingInput {
  config: AppConfig;
  client: DynamoDBDocumentClient;
  clock: Clock;
  secrets: () => Promise<AppSecrets>;
  users: Pick<UserStore, 'findById'>;
  projects: Pick<ProjectStore, 'get' | 'listProjectsWithDeadlines'>;
  /** Tests replace providers; anything not given is chosen from the configuration. */
  providers?: Partial<{ scheduler: Scheduler; mailer: Mailer; texter: Texter; notices: OperatorNotices }>;
}

function required(config: AppConfig, name: keyof AppConfig['environment']): string {
  const value = config.environment[name];
  if (typeof value !== 'string' || value === '') {
    throw new ConfigurationError(`Invalid environment configuration: ${name} is required for alerts`);
  }
  return value;
}

/** Built on first use: the secret is read only by functions that text, and only when they do. */
function lazyTexter(choose: () => Promise<Texter>): Texter {
  let chosen: Promise<Texter> | undefined;
  return {
    async send(sms) {
      chosen ??= choose().catch((error: unknown) => {
        chosen = undefined;
        throw error;
      });
      return (await chosen).send(sms);
    },
  };
}

export function createAlerting(input: AlertingInput): Alerting {
  const { config, client, clock, secrets, users, projects, providers = {} } = input;
  const table = config.tableName;
  const aws = config.runtime === 'aws';
  const outbox = aws ? null : dynamoOutbox(client, table);
  const localSchedules = aws ? null : dynamoLocalSchedules(client, table);

  let awsScheduler: Scheduler | undefined;
  const scheduler: Scheduler =
    providers.scheduler ??
    (localSchedules
      ? storeScheduler(localSchedules)
      : {
          // Settings are checked on first use: API functions that never schedule don't carry them.
          create: (trigger) => schedulerFromConfig().create(trigger),
          update: (trigger) => schedulerFromConfig().update(trigger),
          delete: (alert) => schedulerFromConfig().delete(alert),
        });
  function schedulerFromConfig(): Scheduler {
    awsScheduler ??= eventBridgeScheduler(createSchedulerClient(), {
      groupName: required(config, 'SCHEDULE_GROUP_NAME'),
      targetArn: required(config, 'SEND_ALERT_FUNCTION_ARN'),
      roleArn: required(config, 'SCHEDULER_ROLE_ARN'),
      deadLetterArn: required(config, 'ALERT_DLQ_ARN'),
    });
    return awsScheduler;
  }

  let awsMailer: Mailer | undefined;
  const mailer: Mailer =
    providers.mailer ??
    (outbox
      ? outboxMailer(outbox, clock)
      : {
          send: (email) => {
            awsMailer ??= sesMailer(new SESv2Client({}), required(config, 'SES_FROM_ADDRESS'));
            return awsMailer.send(email);
          },
        });
  const texter =
    providers.texter ??
    lazyTexter(async () => {
      const { twilioAccountSid, twilioAuthToken, twilioFromNumber } = await secrets();
      if (twilioAccountSid && twilioAuthToken && twilioFromNumber) {
        return twilioTexter({
          accountSid: twilioAccountSid,
          authToken: twilioAuthToken,
          fromNumber: twilioFromNumber,
        });
      }
      if (outbox) return outboxTexter(outbox, clock);
      throw new ConfigurationError(
        'Twilio is not configured: twilioAccountSid, twilioAuthToken and twilioFromNumber',
      );
    });
  const topicArn = config.environment.OPERATOR_TOPIC_ARN;
  const notices =
    providers.notices ??
    (aws && topicArn ? snsOperatorNotices(new SNSClient({}), topicArn) : logOperatorNotices);

  const alerts = dynamoAlertStore(client, table);
  const phones = dynamoPhoneStatuses(client, table);
  const claims = dynamoDeliveryClaims(client, table);
  const dashboardUrl = new URL('/', config.publicUrl).href;

  return {
    sync: createAlertSync({ clock, alerts, scheduler, projects }),
    send: (payload) =>
      sendAlert(
        { clock, alerts, claims, projects, users, phones, mailer, texter, notices, dashboardUrl },
        payload,
      ),
    sweep: () => sweepAlerts({ clock, alerts, scheduler, notices }),
    records: alerts,
    phones,
    outbox,
    localSchedules,
  };
}
