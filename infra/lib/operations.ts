import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Rule } from 'aws-cdk-lib/aws-events';
import { FilterPattern } from 'aws-cdk-lib/aws-logs';
import type { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ALERT_METRICS, LOG_MESSAGES } from '../../shared/src/operations/operation-names';
import type { HandlerFunction } from './handler-function';
import { OperationsDashboard } from './operations-dashboard';
import { alertLatenessP99, alertMetricTotal } from './product-metrics';
import type { StageConfig } from './stage-config';

/** A stream reader more than five minutes behind means schedules and alert plans are stale. */
const ITERATOR_AGE_LIMIT = Duration.minutes(5);

/** The share of CloudFront answers that may be 5xx before someone is paged (percent). */
const CLOUDFRONT_5XX_PERCENT = 5;

/** 80% of the default Lambda concurrency quota of a Region (docs/capacity/capacity-model.md). */
const ACCOUNT_CONCURRENCY_ALARM = 800;

/** The table operations whose system errors alarm: the reads and writes every request path makes. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.BATCH_GET_ITEM,
];

/** An alert handed to its provider later than this after its fire time is late enough to page. */
const ALERT_LATENESS_LIMIT = Duration.minutes(15);

export interface OperationsProps {
  config: StageConfig;
  /**
   * The functions no HTTP request waits on (alert delivery, the sweeps, the stream readers, email
   * events): an error there reaches no one until its retries end, if ever, so each has an alarm.
   */
  backgroundHandlers: HandlerFunction[];
  /** The table's stream readers, whose lag is watched too. */
  streamHandlers: HandlerFunction[];
  deliverAlert: HandlerFunction;
  deliveryRule: Rule;
  /** Its on-success destination is the hand-off to deliver-alert. */
  sendAlert: HandlerFunction;
  redeliveryRule: Rule;
  deliverMessages: HandlerFunction;
  messageRule: Rule;
  stripeWebhook: HandlerFunction;
  smsOptIn: HandlerFunction;
  httpApi: HttpApi;
  deadLetterQueue: Queue;
  scheduleGroup: ScheduleGroup;
  operatorTopic: Topic;
  table: TableV2;
  distribution: Distribution;
}

/**
 * Alarms that page the operator topic, and the dashboard beside them (operations-dashboard.ts); no
 * function publishes to the topic (docs/decisions/007). Nearly
 * every threshold is "more than zero in five minutes": at this scale any function error, throttle,
 * 5xx, dead letter, failed schedule or undelivered message is a missed or late deadline alert until
 * someone looks.
 */
export class Operations extends Construct {
  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    new OperationsDashboard(this, 'Dashboard', {
      config: props.config,
      alertLatenessLimit: ALERT_LATENESS_LIMIT,
      httpApi: props.httpApi,
      deadLetterQueue: props.deadLetterQueue,
    });
    const notify = new SnsAction(props.operatorTopic);
    const alarmOn = (alarmId: string, description: string, metric: IMetric, threshold = 0) => {
      const alarm = new Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        // No datapoint means nothing happened, which is healthy.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(notify);
      // And when it clears: whoever was paged learns it is over without opening the console.
      alarm.addOkAction(notify);
    };
    const fiveMinuteSum = { period: Duration.minutes(5), statistic: 'Sum' };
    // SES pauses an account whose bounce rate reaches 10% or complaint rate 0.5%, and reviews it
    // from 5% and 0.1%: these page well before, at the rates mailbox providers hold bulk senders to.
    const sesReputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
    alarmOn(
      'SesBounceRate',
      "The SES account's bounce rate is above 2%: alert emails are going to addresses that do not exist",
      sesReputation('Reputation.BounceRate'),
      0.02,
    );
    alarmOn(
      'SesComplaintRate',
      "The SES account's complaint rate is above 0.05%: recipients are marking alert emails as spam",
      sesReputation('Reputation.ComplaintRate'),
      0.0005,
    );
    const fiveMinuteMaximum = { period: Duration.minutes(5), statistic: 'Maximum' };
    /** EventBridge could not invoke `rule`'s target (after its retries). */
    const failedInvocationsOf = (rule: Rule) =>
      new Metric({
        namespace: 'AWS/Events',
        metricName: 'FailedInvocations',
        dimensionsMap: { RuleName: rule.ruleName },
        ...fiveMinuteSum,
      });
    /** Counts the lines of `handler`'s log that hold `phrase` (exact, case-sensitive); alarms on any. */
    const alarmOnLogPhrase = (
      filterId: string,
      handler: HandlerFunction,
      phrase: string,
      metricName: string,
      description: string,
    ) => {
      // Beside the log group, in the function's own stack: the alarm needs only the metric's name.
      const filter = handler.logGroup.addMetricFilter(filterId, {
        filterPattern: FilterPattern.literal(`"${phrase}"`),
        metricNamespace: `LienMinder/${props.config.stage}`,
        metricName,
        metricValue: '1',
      });
      alarmOn(metricName, description, filter.metric(fiveMinuteSum));
    };

    // One alarm a background function on its errors and throttles together (docs/decisions/027):
    // the alarm names the function that failed. An API function's error is a 5xx answer, which
    // Api5xx pages, and the dashboard shows errors and throttles by function (docs/decisions/031).
    // FILL: a minute with throttles but no errors datapoint still sums.
    for (const handler of props.backgroundHandlers) {
      const { name } = handler.definition;
      alarmOn(
        `${name}Failing`,
        `${name} function errors or throttles`,
        new MathExpression({
          expression: 'FILL(errors, 0) + FILL(throttles, 0)',
          usingMetrics: {
            errors: handler.function.metricErrors(fiveMinuteSum),
            throttles: handler.function.metricThrottles(fiveMinuteSum),
          },
          period: Duration.minutes(5),
        }),
      );
    }
    for (const handler of props.streamHandlers) {
      const { name } = handler.definition;
      alarmOn(
        `${name}IteratorAge`,
        `${name} is more than ${ITERATOR_AGE_LIMIT.toHumanString()} behind the table stream`,
        handler.function.metric('IteratorAge', fiveMinuteMaximum),
        ITERATOR_AGE_LIMIT.toMilliseconds(),
      );
    }

    alarmOn('Api5xx', 'HTTP API answered 5xx', props.httpApi.metricServerError(fiveMinuteSum));
    alarmOn(
      'CloudFront5xxRate',
      `More than ${CLOUDFRONT_5XX_PERCENT}% of the site's requests answered 5xx over 15 minutes (the site or the API is failing)`,
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: props.distribution.distributionId, Region: 'Global' },
        period: Duration.minutes(15),
        statistic: 'Average',
      }),
      CLOUDFRONT_5XX_PERCENT,
    );

    // The table: throttling (on-demand still throttles a partition past its limits) and DynamoDB's
    // own errors, on the operations the app uses most.
    const tableMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: props.table.tableName },
        ...fiveMinuteSum,
      });
    alarmOn(
      'TableThrottles',
      'DynamoDB throttled reads or writes of the table',
      new MathExpression({
        expression: 'FILL(reads, 0) + FILL(writes, 0)',
        usingMetrics: {
          reads: tableMetric('ReadThrottleEvents'),
          writes: tableMetric('WriteThrottleEvents'),
        },
        period: Duration.minutes(5),
      }),
    );
    alarmOn(
      'TableSystemErrors',
      "DynamoDB answered the table's requests with its own errors (HTTP 500)",
      props.table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, ...fiveMinuteSum }),
    );
    alarmOn(
      'AccountConcurrency',
      `The account's Lambda functions ran more than ${ACCOUNT_CONCURRENCY_ALARM} at once (of a 1,000 default quota): the next burst may be throttled`,
      new Metric({ namespace: 'AWS/Lambda', metricName: 'ConcurrentExecutions', ...fiveMinuteMaximum }),
      ACCOUNT_CONCURRENCY_ALARM,
    );
    alarmOn(
      'DeadLetters',
      'Alert schedules, send-alert or deliver-alert invocations, or table stream batches failed and were dead-lettered',
      props.deadLetterQueue.metricApproximateNumberOfMessagesVisible(fiveMinuteMaximum),
    );

    const group = props.scheduleGroup;
    alarmOn(
      'SchedulerTargetErrors',
      'Scheduler could not invoke send-alert',
      group.metricTargetErrors(fiveMinuteSum),
    );
    alarmOn(
      'SchedulerDropped',
      'Scheduler dropped alert invocations after retries',
      group.metricDropped(fiveMinuteSum),
    );
    alarmOn(
      'SchedulerDeadLetterFailures',
      'Scheduler could not even dead-letter a failed alert',
      group.metricFailedToBeSentToDLQ(undefined, fiveMinuteSum),
    );

    // The leg between send-alert and deliver-alert is an EventBridge rule; if it cannot invoke
    // deliver-alert, a claimed alert is not sent until someone replays the dead letter: say so at once.
    alarmOn(
      'DeliveryRuleFailedInvocations',
      "EventBridge could not hand send-alert's result to deliver-alert",
      failedInvocationsOf(props.deliveryRule),
    );

    // send-alert's on-success destination (the EventBridge bus) refused its result: the alert is
    // claimed and not handed over; the reconciler sends it within ~15 minutes, and this says so.
    alarmOn(
      'SendAlertDestinationDeliveryFailures',
      "Lambda could not hand send-alert's result to its on-success destination (the reconciler will resend it)",
      props.sendAlert.function.metric('DestinationDeliveryFailures', fiveMinuteSum),
    );
    alarmOn(
      'RedeliveryRuleFailedInvocations',
      "EventBridge could not hand the reconciler's orders to deliver-alert",
      failedInvocationsOf(props.redeliveryRule),
    );
    // The product's own numbers (product-metrics.ts): a message given up is a deadline alert that
    // reached no one; a late one is the morning promise broken.
    alarmOn(
      'AlertMessagesGivenUp',
      'The delivery reconciler gave up on an alert message after every hand-over: a deadline alert reached no one (its log says which)',
      alertMetricTotal(ALERT_METRICS.givenUp, Duration.minutes(5)),
    );
    alarmOn(
      'AlertLateness',
      `Alert messages reach their provider more than ${ALERT_LATENESS_LIMIT.toHumanString()} after their fire time (p99 of the later channel)`,
      alertLatenessP99(),
      ALERT_LATENESS_LIMIT.toSeconds(),
    );

    // deliver-alert logs each message that some recipients did not get (a partial failure; a total
    // one throws and is dead-lettered). Lambda's JSON log format wraps each line the functions write
    // (functions/src/log.ts: one JSON object per line) as a string in its own `message` field, so
    // `{ $.message = ... }` would compare the whole line; the exact, case-sensitive phrase is what
    // a filter can match.
    alarmOnLogPhrase(
      'UndeliveredMessagesFilter',
      props.deliverAlert,
      LOG_MESSAGES.alertMessageUndelivered,
      'AlertMessagesUndelivered',
      'deliver-alert could not reach some recipients of an alert (its log says which)',
    );

    // The same two watches on the messages table functions dispatch (reset links, SMS confirmations).
    alarmOn(
      'MessageRuleFailedInvocations',
      'EventBridge could not hand dispatched messages to deliver-messages',
      failedInvocationsOf(props.messageRule),
    );
    alarmOnLogPhrase(
      'UndeliveredDispatchedMessagesFilter',
      props.deliverMessages,
      LOG_MESSAGES.messageUndelivered,
      'DispatchedMessagesUndelivered',
      'deliver-messages could not reach some recipients (its log says which)',
    );

    // A payment event the webhook did not apply: refused (another API version, a shape it cannot
    // read; Stripe retries and its dashboard shows the failure, but no one looks there), a payment
    // onto a subscription the app did not start, or a live payment of a customer it does not know.
    // Each is a user who paid and may not have the plan. Refusals answer 400, which Api5xx misses.
    alarmOnLogPhrase(
      'PaymentEventsNotHandledFilter',
      props.stripeWebhook,
      LOG_MESSAGES.paymentEventNotHandled,
      'PaymentEventsNotHandled',
      'The Stripe webhook did not apply a payment event (its log says which and why)',
    );

    // The public opt-in refuses once the hour's confirmation texts are spent (SMS pumping, or a
    // surge worth knowing of): every refusal logs the phrase.
    alarmOnLogPhrase(
      'SmsConfirmationBudgetSpentFilter',
      props.smsOptIn,
      LOG_MESSAGES.smsConfirmationBudgetSpent,
      'SmsConfirmationBudgetSpent',
      "The hour's budget of SMS opt-in confirmation texts is spent: opt-ins are refused until the next hour (possible SMS pumping; the opt-in function's log shows the addresses)",
    );
  }
}
