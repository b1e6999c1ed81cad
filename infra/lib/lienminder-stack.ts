import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AlertStreams } from './alert-streams';
import { Alerts } from './alerts';
import { Api } from './api';
import { AppSecrets } from './app-secret';
import { Backups } from './backups';
import { Data } from './data';
import { EdgeFirewall } from './edge-firewall';
import type { HandlerFunction } from './handler-function';
import { Operations } from './operations';
import { OriginVerifySecret } from './origin-verify-secret';
import { SendingDomain } from './sending-domain';
import { SpendBudget } from './spend-budget';
import type { StageConfig } from './stage-config';
import { Web } from './web';

export interface LienMinderStackProps extends StackProps {
  config: StageConfig;
}

/**
 * One stack per stage: data, secrets, alert delivery, the table's stream readers, the signed sending
 * domain and its email events, the API, its firewall, the site and its alarms. The API's routes and
 * their functions are in nested stacks of their own, one per concern (route-stacks.ts,
 * docs/decisions/031).
 */
export class LienMinderStack extends Stack {
  readonly data: Data;
  readonly secret: AppSecrets;
  readonly originVerify: OriginVerifySecret;
  readonly alerts: Alerts;
  readonly alertStreams: AlertStreams;
  readonly sendingDomain: SendingDomain;
  readonly api: Api;
  readonly firewall: EdgeFirewall;
  readonly web: Web;
  /** Every LienMinder function (CDK's own helper functions excluded). */
  readonly handlers: HandlerFunction[];

  constructor(scope: Construct, id: string, props: LienMinderStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.data = new Data(this, 'Data', config);
    this.secret = new AppSecrets(this, 'AppSecrets', config);
    this.originVerify = new OriginVerifySecret(this, 'OriginVerifySecret', config);
    const grants = { data: this.data, secret: this.secret, originVerify: this.originVerify };
    this.alerts = new Alerts(this, 'Alerts', { config, ...grants });
    this.alertStreams = new AlertStreams(this, 'AlertStreams', { config, ...grants, alerts: this.alerts });
    this.sendingDomain = new SendingDomain(this, 'SendingDomain', {
      config,
      ...grants,
      alerts: this.alerts,
      deadLetterQueue: this.alerts.deadLetterQueue,
    });
    this.api = new Api(this, 'Api', { config, ...grants, alerts: this.alerts });
    this.firewall = new EdgeFirewall(this, 'EdgeFirewall', config);
    this.web = new Web(this, 'Web', {
      config,
      httpApi: this.api.httpApi,
      originVerify: this.originVerify,
      firewall: this.firewall,
    });

    const backgroundHandlers = [
      this.alerts.sendAlert,
      this.alerts.deliverAlert,
      this.alerts.deliverMessages,
      this.alerts.dailySweep,
      this.alerts.reconcileDeliveries,
      this.sendingDomain.emailEvents,
      ...this.alertStreams.functions,
    ];
    this.handlers = [...this.api.functions, ...backgroundHandlers];
    // Links in emails, the Origin check and the Twilio signature check all need the address users see.
    for (const handler of this.handlers) handler.function.addEnvironment('PUBLIC_URL', this.web.publicUrl);

    new Operations(this, 'Operations', {
      config,
      backgroundHandlers,
      streamHandlers: this.alertStreams.functions,
      deliverAlert: this.alerts.deliverAlert,
      deliveryRule: this.alerts.deliveryRule,
      sendAlert: this.alerts.sendAlert,
      redeliveryRule: this.alerts.redeliveryRule,
      deliverMessages: this.alerts.deliverMessages,
      messageRule: this.alerts.messageRule,
      stripeWebhook: this.api.functionNamed('StripeWebhook'),
      smsOptIn: this.api.functionNamed('SmsOptIn'),
      httpApi: this.api.httpApi,
      deadLetterQueue: this.alerts.deadLetterQueue,
      scheduleGroup: this.alerts.scheduleGroup,
      operatorTopic: this.alerts.operatorTopic,
      table: this.data.table,
      distribution: this.web.distribution,
    });
    if (config.monthlyBudgetUsd && config.alarmEmail) {
      new SpendBudget(this, 'SpendBudget', {
        stage: config.stage,
        monthlyUsd: config.monthlyBudgetUsd,
        email: config.alarmEmail,
      });
    }
    if (config.retainData) new Backups(this, 'Backups', { config, table: this.data.table });

    new CfnOutput(this, 'PublicUrl', {
      value: this.web.publicUrl,
      description: 'The app (and webhook base URL)',
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.web.distribution.distributionDomainName,
      description: 'Point the custom domain (CNAME/alias) here',
    });
    new CfnOutput(this, 'StripeSecretArn', {
      value: this.secret.secrets.stripe.secretArn,
      description: 'Fill in with aws secretsmanager put-secret-value (infra/README.md)',
    });
    new CfnOutput(this, 'TwilioSecretArn', {
      value: this.secret.secrets.twilio.secretArn,
      description: 'Fill in with aws secretsmanager put-secret-value (infra/README.md)',
    });
    new CfnOutput(this, 'OperatorTopicArn', {
      value: this.alerts.operatorTopic.topicArn,
      description: "The alarm topic (the stage's alarmEmail is subscribed)",
    });
    new CfnOutput(this, 'TableName', {
      value: this.data.table.tableName,
      description: 'The table (the pipeline runs scripts/migrate.ts on it)',
    });
    new CfnOutput(this, 'DeadLetterQueueUrl', {
      value: this.alerts.deadLetterQueue.queueUrl,
      description: 'What alert delivery gave up on (infra/README.md: replaying the dead-letter queue)',
    });
  }
}
