import { ALERT_FUNCTIONS, MESSAGE_EVENTS, REDELIVERY_EVENTS } from '@lienminder/functions/routes';
import {
  ArnFormat,
  type CfnElement,
  Duration,
  RemovalPolicy,
  Stack,
  TimeZone,
  Validations,
} from 'aws-cdk-lib';
import { Rule, RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { EventBridgeDestination, SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Schedule, ScheduleExpression, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { findingEnvironment } from './finding-arn';
import { type AccessGrants, grantAccess } from './function-access';
import { HandlerFunction } from './handler-function';
import { configurationSetName, type StageConfig } from './stage-config';

/**
 * The Scheduler actions applying an alert item needs (functions/src/adapters/aws/eventbridge-scheduler.ts):
 * no Get or List, the alert items are the record of what is scheduled.
 */
const SCHEDULE_ACTIONS = ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'];

/** The source of the events Lambda puts on a bus for an EventBridge destination. */
const LAMBDA_DESTINATION_SOURCE = 'lambda';

/** How often the delivery reconciler runs; with REDELIVER_AFTER_MS (10 min) it bounds a lost hand-over to ~15 minutes. */
const RECONCILE_EVERY_MINUTES = 5;

/** A stale alert is worse than none (docs/architecture.md section 4): Lambda gives up on an alert after an hour. */
const ALERT_RETRIES = { retryAttempts: 2, maxEventAge: Duration.hours(1) };

/** The grants a function here may be given, all but alert delivery, which this construct is. */
export interface AlertsProps extends Omit<AccessGrants, 'alerts'> {
  config: StageConfig;
}

/**
 * Alert delivery (docs/architecture.md section 4, docs/decisions/007): the schedule group that holds one `at()`
 * schedule per pending alert (made at run time by apply-schedules), the role those schedules run as,
 * the dead-letter queue, send-alert (decides and claims, table only) and deliver-alert (sends, no
 * table) chained by send-alert's on-success destination, the daily sweep, the operator topic the
 * alarms publish to, and the SES sending permission.
 */
export class Alerts extends Construct {
  readonly scheduleGroup: ScheduleGroup;
  readonly deadLetterQueue: Queue;
  readonly operatorTopic: Topic;
  readonly schedulerRole: Role;
  readonly sendAlert: HandlerFunction;
  readonly deliverAlert: HandlerFunction;
  /** The EventBridge rule that hands send-alert's result to deliver-alert (the destination's `responseOnly`). */
  readonly deliveryRule: Rule;
  readonly dailySweep: HandlerFunction;
  /** Hands messages claimed but not delivered in time back to deliver-alert (docs/decisions/014). */
  readonly reconcileDeliveries: HandlerFunction;
  /** The EventBridge rule that hands the reconciler's orders to deliver-alert. */
  readonly redeliveryRule: Rule;
  /** Sends what table functions dispatch (functions/src/ports/message-dispatch.ts). */
  readonly deliverMessages: HandlerFunction;
  /** The EventBridge rule that hands dispatched messages to deliver-messages. */
  readonly messageRule: Rule;
  private readonly config: StageConfig;

  constructor(scope: Construct, id: string, props: AlertsProps) {
    super(scope, id);
    const { config } = props;
    this.config = config;
    const stack = Stack.of(this);

    // Named per stage; deleted with dev's stack, and with it every schedule in it, so a destroyed
    // dev leaves no schedule firing at deleted functions and the next deploy can make it again.
    this.scheduleGroup = new ScheduleGroup(this, 'ScheduleGroup', {
      scheduleGroupName: `lienminder-${config.stage}`,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue: alert schedules, send-alert and deliver-alert invocations and ' +
        'table stream batches that failed land here.',
    });

    this.operatorTopic = new Topic(this, 'OperatorTopic', {
      displayName: `LienMinder ${config.stage} operator notices`,
      enforceSSL: true,
    });
    // The alarms reach someone: the stage's alarm email (AWS asks it to confirm once).
    if (config.alarmEmail) this.operatorTopic.addSubscription(new EmailSubscription(config.alarmEmail));
    Validations.of(this.operatorTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'CloudWatch alarms publish to this topic, which an AWS-managed SNS key forbids; a customer-managed key would ' +
        'cost $1/month at rest for notices that carry alarm names and metric values, no personal data or secrets.',
    });

    const grants = { ...props, alerts: this };

    this.deliverAlert = new HandlerFunction(this, ALERT_FUNCTIONS.deliverAlert.name, {
      definition: ALERT_FUNCTIONS.deliverAlert,
      config,
      reservedConcurrency: config.reservedConcurrency?.deliverAlert,
      // SES and Twilio over HTTPS, a few recipients each.
      timeout: Duration.seconds(30),
    });
    // A delivery that fails for every recipient throws: Lambda retries it, then dead-letters it.
    this.deliverAlert.function.configureAsyncInvoke({
      ...ALERT_RETRIES,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
    grantAccess(this.deliverAlert.function, ALERT_FUNCTIONS.deliverAlert, grants);

    this.deliverMessages = new HandlerFunction(this, ALERT_FUNCTIONS.deliverMessages.name, {
      definition: ALERT_FUNCTIONS.deliverMessages,
      config,
      reservedConcurrency: config.reservedConcurrency?.deliverMessages,
      timeout: Duration.seconds(30),
    });
    this.deliverMessages.function.configureAsyncInvoke({
      ...ALERT_RETRIES,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
    grantAccess(this.deliverMessages.function, ALERT_FUNCTIONS.deliverMessages, grants);
    this.messageRule = new Rule(this, 'MessageRule', {
      description: `LienMinder ${config.stage}: hands dispatched emails and texts to deliver-messages`,
      eventPattern: { source: [MESSAGE_EVENTS.source], detailType: [MESSAGE_EVENTS.detailType] },
      targets: [
        new LambdaTarget(this.deliverMessages.function, {
          event: RuleTargetInput.fromEventPath('$.detail'),
          deadLetterQueue: this.deadLetterQueue,
          ...ALERT_RETRIES,
        }),
      ],
    });

    this.sendAlert = new HandlerFunction(this, ALERT_FUNCTIONS.sendAlert.name, {
      definition: ALERT_FUNCTIONS.sendAlert,
      config,
      reservedConcurrency: config.reservedConcurrency?.sendAlert,
      timeout: Duration.seconds(30),
    });
    // Scheduler invokes Lambda asynchronously: its own DLQ only catches failed deliveries, so a
    // handler that keeps failing must land in the same queue (and the same alarm) from Lambda. A
    // success hands the claimed alert's messages, and only them, to deliver-alert.
    this.sendAlert.function.configureAsyncInvoke({
      ...ALERT_RETRIES,
      onSuccess: new EventBridgeDestination(),
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
    // The destination's grant (CDK's) lets the role put any event on the default bus; Lambda puts
    // send-alert's results there with the source `lambda`. Nothing else may go out under its role:
    // not the messages or redelivery orders other functions put (docs/decisions/007 keeps deciding
    // and sending apart), which the rules would hand to the senders.
    this.sendAlert.function.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['events:PutEvents'],
        resources: ['*'],
        conditions: { StringNotEquals: { 'events:source': LAMBDA_DESTINATION_SOURCE } },
      }),
    );
    // Lambda reports each success on the default bus; this rule passes on only the result (the
    // delivery order). Built here rather than by `LambdaDestination` so that an order EventBridge
    // cannot hand over lands in the dead-letter queue instead of being dropped.
    this.deliveryRule = new Rule(this, 'DeliveryRule', {
      description: `LienMinder ${config.stage}: hands send-alert's delivery orders to deliver-alert`,
      eventPattern: {
        source: [LAMBDA_DESTINATION_SOURCE],
        detailType: ['Lambda Function Invocation Result - Success'],
        resources: [`${this.sendAlert.function.functionArn}:$LATEST`],
      },
      targets: [
        new LambdaTarget(this.deliverAlert.function, {
          event: RuleTargetInput.fromEventPath('$.detail.responsePayload'),
          deadLetterQueue: this.deadLetterQueue,
          ...ALERT_RETRIES,
        }),
      ],
    });
    grantAccess(this.sendAlert.function, ALERT_FUNCTIONS.sendAlert, grants);

    this.schedulerRole = new Role(this, 'SchedulerRole', {
      description: `EventBridge Scheduler runs LienMinder ${config.stage} alert schedules as this role`,
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        // Confused-deputy guard: only schedules in this account's alert group can assume it.
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnEquals: { 'aws:SourceArn': this.scheduleGroup.scheduleGroupArn },
        },
      }),
    });
    this.schedulerRole.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [this.sendAlert.function.functionArn],
      }),
    );
    // Scheduler dead-letters an alert it could not deliver as this role (SQS-managed encryption: no KMS grant).
    this.schedulerRole.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.deadLetterQueue.queueArn] }),
    );

    this.dailySweep = new HandlerFunction(this, ALERT_FUNCTIONS.dailySweep.name, {
      definition: ALERT_FUNCTIONS.dailySweep,
      config,
      timeout: Duration.minutes(5),
    });
    grantAccess(this.dailySweep.function, ALERT_FUNCTIONS.dailySweep, grants);

    const sweepSchedulerRole = new Role(this, 'SweepSchedulerRole', {
      description: `EventBridge Scheduler runs the LienMinder ${config.stage} daily sweep as this role`,
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    });
    Validations.of(sweepSchedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(this.dailySweep.function.node.defaultChild as CfnElement)}.Arn>:*]`,
      reason:
        'The Scheduler target grant also covers versions and aliases of the daily-sweep function (ARN suffix :*); ' +
        'it is still that one function.',
    });
    // Early morning in Florida, before the 9:00 alerts: touches the alert items due soon, and the
    // stream re-applies their schedules, so a lost schedule comes back.
    new Schedule(this, 'DailySweepSchedule', {
      description: 'LienMinder daily sweep: re-apply the schedules of alerts due soon',
      schedule: ScheduleExpression.cron({ hour: '5', minute: '0', timeZone: TimeZone.of(config.timeZone) }),
      target: new LambdaInvoke(this.dailySweep.function, {
        role: sweepSchedulerRole,
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 2,
        maxEventAge: Duration.hours(2),
      }),
    });

    // Nothing claimed is lost (docs/decisions/014): every few minutes the messages still unsent
    // past their due time go back to deliver-alert, through this rule.
    this.reconcileDeliveries = new HandlerFunction(this, ALERT_FUNCTIONS.reconcileDeliveries.name, {
      definition: ALERT_FUNCTIONS.reconcileDeliveries,
      config,
      timeout: Duration.minutes(2),
    });
    grantAccess(this.reconcileDeliveries.function, ALERT_FUNCTIONS.reconcileDeliveries, grants);
    this.redeliveryRule = new Rule(this, 'RedeliveryRule', {
      description: `LienMinder ${config.stage}: hands the delivery reconciler's orders to deliver-alert`,
      eventPattern: { source: [REDELIVERY_EVENTS.source], detailType: [REDELIVERY_EVENTS.detailType] },
      targets: [
        new LambdaTarget(this.deliverAlert.function, {
          event: RuleTargetInput.fromEventPath('$.detail'),
          deadLetterQueue: this.deadLetterQueue,
          ...ALERT_RETRIES,
        }),
      ],
    });
    Validations.of(sweepSchedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(this.reconcileDeliveries.function.node.defaultChild as CfnElement)}.Arn>:*]`,
      reason:
        'The Scheduler target grant also covers versions and aliases of the reconciler function (ARN suffix :*); ' +
        'it is still that one function.',
    });
    new Schedule(this, 'ReconcileDeliveriesSchedule', {
      description: 'LienMinder delivery reconciler: hand unsent alert messages back to deliver-alert',
      schedule: ScheduleExpression.rate(Duration.minutes(RECONCILE_EVERY_MINUTES)),
      target: new LambdaInvoke(this.reconcileDeliveries.function, {
        role: sweepSchedulerRole,
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 0,
        // The next run comes in minutes and reads the same index: a late one is worth nothing.
        maxEventAge: Duration.minutes(RECONCILE_EVERY_MINUTES),
      }),
    });
  }

  /** Put redelivery orders, and only those, on the default bus (ports/delivery-hand-over.ts). */
  grantRedelivery(fn: LambdaFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['events:PutEvents'],
        resources: [
          Stack.of(this).formatArn({ service: 'events', resource: 'event-bus', resourceName: 'default' }),
        ],
        conditions: { StringEquals: { 'events:source': REDELIVERY_EVENTS.source } },
      }),
    );
  }

  /** Create, update and delete schedules in the alert group only, and hand them the scheduler role (apply-schedules). */
  grantScheduling(fn: LambdaFunction): Record<string, string> {
    const groupName = this.scheduleGroup.scheduleGroupName;
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: SCHEDULE_ACTIONS,
        resources: [
          Stack.of(this).formatArn({
            service: 'scheduler',
            resource: 'schedule',
            resourceName: `${groupName}/*`,
            arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
          }),
        ],
      }),
    );
    const { account, region } = findingEnvironment(Stack.of(this));
    Validations.of(fn.role ?? fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:${region}:${account}:schedule/${groupName}/*]`,
      reason:
        'Schedule names are per alert (alert-<deadlineId>-<alertKey>) and made at run time; the wildcard stays ' +
        "inside this stage's alert schedule group.",
    });
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    return {
      SCHEDULE_GROUP_NAME: this.scheduleGroup.scheduleGroupName,
      SCHEDULER_ROLE_ARN: this.schedulerRole.roleArn,
      SEND_ALERT_FUNCTION_ARN: this.sendAlert.function.functionArn,
      ALERT_DLQ_ARN: this.deadLetterQueue.queueArn,
    };
  }

  /** Put message requests, and only those, on the default bus (ports/message-dispatch.ts). */
  grantMessageDispatch(fn: LambdaFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['events:PutEvents'],
        resources: [
          Stack.of(this).formatArn({ service: 'events', resource: 'event-bus', resourceName: 'default' }),
        ],
        conditions: { StringEquals: { 'events:source': MESSAGE_EVENTS.source } },
      }),
    );
  }

  /**
   * SES SendEmail, and SendRawEmail for the alerts that carry List-Unsubscribe (functions'
   * ses-mailer.ts), from the configured sender of the configured identity through the stage's
   * configuration set, nothing else: SES checks a send against both resources.
   */
  grantEmail(fn: LambdaFunction): Record<string, string> {
    const sesArn = (resource: string, resourceName: string) =>
      Stack.of(this).formatArn({
        service: 'ses',
        resource,
        resourceName,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      });
    const configurationSet = configurationSetName(this.config.stage);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          sesArn('identity', this.config.sesIdentity),
          sesArn('configuration-set', configurationSet),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': this.config.sesFromAddress } },
      }),
    );
    return { SES_FROM_ADDRESS: this.config.sesFromAddress, SES_CONFIGURATION_SET: configurationSet };
  }
}
