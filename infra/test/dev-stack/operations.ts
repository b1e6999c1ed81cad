import { isApiFunction, STREAM_FUNCTIONS } from '@lienminder/functions/routes';
import { Stack } from 'aws-cdk-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../../functions/src/log';
import { ALERT_METRICS, LOG_MESSAGES } from '../../../shared/src/operations/operation-names';
import {
  allResourcesOfType,
  type CfnJson,
  handlerNamed,
  logicalId,
  must,
  resourcesOfType,
  templateOf,
} from '../synth';
import { synth } from './current';

const alarms = () =>
  resourcesOfType(synth.template, 'AWS::CloudWatch::Alarm').map((alarm) => alarm.Properties);
const dimensionRef = (alarm: CfnJson) => JSON.stringify(alarm.Dimensions ?? []);
/** The metrics a metric-math alarm reads (`Metrics[].MetricStat.Metric`), none for a plain one. */
const mathMetrics = (alarm: CfnJson): CfnJson[] =>
  ((alarm.Metrics ?? []) as CfnJson[]).flatMap((query) =>
    query.MetricStat ? [query.MetricStat.Metric] : [],
  );
const FIVE_MINUTES_MS = 300_000;
/**
 * The alarms whose threshold is not "the first occurrence": stream lag, SES's reputation rates, alert
 * lateness, CloudFront's 5xx rate (percent) and the account's concurrency.
 */
const THRESHOLDS: Record<string, number> = {
  IteratorAge: FIVE_MINUTES_MS,
  '5xxErrorRate': 5,
  ConcurrentExecutions: 800,
  'Reputation.BounceRate': 0.02,
  'Reputation.ComplaintRate': 0.0005,
  [ALERT_METRICS.lateness]: 15 * 60,
};
/** The metric an alarm reads, the first one of a metric-math alarm. */
const metricNameOf = (alarm: CfnJson): string => alarm.MetricName ?? mathMetrics(alarm)[0]?.MetricName;
/** A metric-math alarm's expression and the metrics it reads, as `id: namespace name dimensions statistic period`. */
const mathOf = (alarm: CfnJson) => ({
  expression: alarm.Metrics.find((query: CfnJson) => query.ReturnData !== false).Expression,
  metrics: (alarm.Metrics as CfnJson[])
    .filter((query) => query.MetricStat)
    .map(
      ({ Id, MetricStat: { Metric, Stat, Period } }) =>
        `${Id}: ${Metric.Namespace} ${Metric.MetricName} ${JSON.stringify(Metric.Dimensions)} ${Stat} ${Period}`,
    ),
});

afterEach(() => vi.restoreAllMocks());

describe('operator alarms', () => {
  it('every alarm pages the operator topic on the first breach; all but stream lag on the first occurrence', () => {
    const topic = { Ref: logicalId(synth.stack.alerts.operatorTopic) };
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions).toEqual([topic]);
      // And when it clears, so whoever was paged learns it is over.
      expect(alarm.OKActions).toEqual([topic]);
      expect(alarm).toMatchObject({
        Threshold: THRESHOLDS[metricNameOf(alarm)] ?? 0,
        ComparisonOperator: 'GreaterThanThreshold',
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      });
    }
  });

  it('watch errors and throttles of every background function in one alarm each, and how far each stream reader lags', () => {
    const streamReaders = Object.values(STREAM_FUNCTIONS).map((definition) => definition.name);
    const background = synth.stack.handlers.filter((handler) => !isApiFunction(handler.definition));
    expect(background.map((handler) => Stack.of(handler))).toEqual(background.map(() => synth.stack));
    for (const handler of background) {
      const { name } = handler.definition;
      const functionRef = logicalId(handler.function);
      const watched = alarms()
        .filter((alarm) => alarm.Namespace === 'AWS/Lambda' && dimensionRef(alarm).includes(functionRef))
        .map((alarm) => alarm.MetricName)
        .sort();
      const expected = streamReaders.includes(name)
        ? ['IteratorAge']
        : name === 'SendAlert'
          ? // Its on-success destination is the hand-off to deliver-alert (docs/decisions/014).
            ['DestinationDeliveryFailures']
          : [];
      expect(watched, name).toEqual(expected);
      // Errors and throttles: one metric-math alarm, summing both for this function alone.
      const failing = alarms().filter((alarm) =>
        mathMetrics(alarm).some((metric) => JSON.stringify(metric.Dimensions).includes(functionRef)),
      );
      expect(failing, name).toHaveLength(1);
      const [alarm] = failing as [CfnJson];
      expect(alarm.Metrics.find((query: CfnJson) => query.ReturnData !== false)).toMatchObject({
        Expression: 'FILL(errors, 0) + FILL(throttles, 0)',
      });
      expect(
        mathMetrics(alarm).map((metric) => [metric.Namespace, metric.MetricName, metric.Dimensions]),
      ).toEqual([
        ['AWS/Lambda', 'Errors', [{ Name: 'FunctionName', Value: { Ref: functionRef } }]],
        ['AWS/Lambda', 'Throttles', [{ Name: 'FunctionName', Value: { Ref: functionRef } }]],
      ]);
      for (const query of alarm.Metrics as CfnJson[]) {
        if (query.MetricStat) expect(query.MetricStat).toMatchObject({ Period: 300, Stat: 'Sum' });
      }
    }
    // An API function's errors are the API's 5xx answers, which Api5xx pages
    // (docs/decisions/031): no alarm watches a function of a route stack.
    const lambdaAlarms = alarms().filter((alarm) =>
      [alarm, ...mathMetrics(alarm)].some((metric) => metric.Namespace === 'AWS/Lambda'),
    );
    for (const alarm of lambdaAlarms) expect(JSON.stringify(alarm)).not.toContain('Outputs.');
    expect(lambdaAlarms.filter((alarm) => alarm.Metrics)).toHaveLength(background.length);
    const lag = alarms().filter((alarm) => alarm.MetricName === 'IteratorAge');
    expect(lag).toHaveLength(streamReaders.length);
    for (const alarm of lag) expect(alarm).toMatchObject({ Statistic: 'Maximum', Period: 300 });
  });

  it('watch API 5xx, dead letters, alert schedules that fail to deliver, and the send-to-deliver hand-over', () => {
    const watched = alarms().map((alarm) => `${alarm.Namespace} ${alarm.MetricName}`);
    expect(watched).toEqual(
      expect.arrayContaining([
        'AWS/ApiGateway 5xx',
        'AWS/SQS ApproximateNumberOfMessagesVisible',
        'AWS/Scheduler TargetErrorCount',
        'AWS/Scheduler InvocationDroppedCount',
        'AWS/Scheduler InvocationsFailedToBeSentToDeadLetterCount',
        'AWS/Events FailedInvocations',
      ]),
    );
    const schedulerAlarms = alarms().filter((alarm) => alarm.Namespace === 'AWS/Scheduler');
    for (const alarm of schedulerAlarms) expect(dimensionRef(alarm)).toContain('lienminder-dev');
    const handOver = must(
      alarms().find((alarm) => alarm.Namespace === 'AWS/Events'),
      'EventBridge rule alarm',
    );
    expect(handOver.Dimensions).toEqual([
      { Name: 'RuleName', Value: { Ref: logicalId(synth.stack.alerts.deliveryRule) } },
    ]);
    // One queue takes every failure (schedules, both alert functions, both stream readers): its depth is the alarm.
    const deadLetters = alarms().filter((alarm) => alarm.Namespace === 'AWS/SQS');
    expect(deadLetters).toHaveLength(1);
    expect(dimensionRef(deadLetters[0])).toContain(logicalId(synth.stack.alerts.deadLetterQueue));
  });
});

describe('undelivered messages, payment events not handled and the SMS confirmation budget', () => {
  it.each([
    ['DeliverAlert', LOG_MESSAGES.alertMessageUndelivered, 'AlertMessagesUndelivered'],
    ['DeliverMessages', LOG_MESSAGES.messageUndelivered, 'DispatchedMessagesUndelivered'],
    // A payment refused (another Stripe API version, an unreadable shape) or not applied.
    ['StripeWebhook', LOG_MESSAGES.paymentEventNotHandled, 'PaymentEventsNotHandled'],
    ['SmsOptIn', LOG_MESSAGES.smsConfirmationBudgetSpent, 'SmsConfirmationBudgetSpent'],
  ])(
    "are counted from %s's log by their exact message, and any one of them pages the operator",
    (name, phrase, metric) => {
      const handler = handlerNamed(synth.stack, name);
      // Beside the log group, in the function's own stack.
      const filters = resourcesOfType(templateOf(handler), 'AWS::Logs::MetricFilter').filter(
        (filter) =>
          JSON.stringify(filter.Properties.LogGroupName) ===
          JSON.stringify({ Ref: logicalId(handler.logGroup) }),
      );
      expect(filters.map((filter) => filter.Properties)).toEqual([
        {
          LogGroupName: { Ref: logicalId(handler.logGroup) },
          FilterPattern: `"${phrase}"`,
          MetricTransformations: [
            { MetricNamespace: 'LienMinder/dev', MetricName: metric, MetricValue: '1' },
          ],
        },
      ]);
      const alarm = must(
        alarms().find((a) => a.MetricName === metric),
        `${metric} alarm`,
      );
      expect(alarm).toMatchObject({
        Namespace: 'LienMinder/dev',
        Statistic: 'Sum',
        Period: 300,
        Threshold: 0,
      });
    },
  );

  it('only the two delivering functions, the Stripe webhook and the SMS opt-in have a metric filter', () => {
    expect(allResourcesOfType(synth, 'AWS::Logs::MetricFilter')).toHaveLength(4);
  });

  it('the pattern is the phrase, because Lambda wraps each of our JSON lines as a string in its own message field', () => {
    // Outside its dev mode, Powertools' Logger prints through a Console of its own on the process's
    // streams (an error line on stderr), not through the global console.
    const printed = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    log.error(LOG_MESSAGES.alertMessageUndelivered, { channel: 'sms', recipient: '***1234' });
    const line = String(must(printed.mock.calls[0]?.[0], 'logged line')).trimEnd();
    // What CloudWatch stores with the JSON log format (aws-lambda-nodejs-runtime-interface-client
    // formatJsonMessage): one string argument becomes the `message` value as it is.
    const stored = JSON.stringify({
      timestamp: '2025-03-03T14:00:00.000Z',
      level: 'ERROR',
      requestId: '00000000-0000-0000-0000-000000000000',
      message: line,
    });
    const wrapper = JSON.parse(stored);
    // `{ $.message = "Alert message undelivered" }` would compare this whole line, and never match ...
    expect(wrapper.message).not.toBe(LOG_MESSAGES.alertMessageUndelivered);
    expect(JSON.parse(wrapper.message).message).toBe(LOG_MESSAGES.alertMessageUndelivered);
    // ... while the quoted phrase is in the stored event exactly as written.
    expect(stored).toContain(LOG_MESSAGES.alertMessageUndelivered);
  });
});

describe("the product's numbers", () => {
  const alarmReading = (name: string) =>
    alarms().filter((alarm) => mathMetrics(alarm).some((metric) => metric.MetricName === name));
  const channel = (value: string) => JSON.stringify([{ Name: 'channel', Value: value }]);

  it('page when the p99 lateness of either channel passes 15 minutes in five', () => {
    const [alarm, ...others] = alarmReading(ALERT_METRICS.lateness);
    expect(others).toEqual([]);
    expect(must(alarm, 'lateness alarm')).toMatchObject({ Threshold: 900, EvaluationPeriods: 1 });
    expect(mathOf(alarm)).toEqual({
      expression: 'MAX([email, sms])',
      metrics: [
        `email: LienMinder AlertLatenessSeconds ${channel('email')} p99 300`,
        `sms: LienMinder AlertLatenessSeconds ${channel('sms')} p99 300`,
      ],
    });
  });

  it('page at the first alert message given up, of either channel', () => {
    const [alarm, ...others] = alarmReading(ALERT_METRICS.givenUp);
    expect(others).toEqual([]);
    expect(must(alarm, 'given-up alarm')).toMatchObject({ Threshold: 0 });
    expect(mathOf(alarm)).toEqual({
      expression: 'FILL(email, 0) + FILL(sms, 0)',
      metrics: [
        `email: LienMinder AlertMessagesGivenUp ${channel('email')} Sum 300`,
        `sms: LienMinder AlertMessagesGivenUp ${channel('sms')} Sum 300`,
      ],
    });
    // The reconciler's log line is no longer counted by a filter of its own: the metric is the count.
    const reconciler = handlerNamed(synth.stack, 'ReconcileDeliveries');
    expect(
      resourcesOfType(templateOf(reconciler), 'AWS::Logs::MetricFilter').map((filter) =>
        JSON.stringify(filter.Properties.LogGroupName),
      ),
    ).not.toContain(JSON.stringify({ Ref: logicalId(reconciler.logGroup) }));
  });
});
