import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Dashboard,
  GraphWidget,
  GraphWidgetView,
  SearchExpression,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ALERT_METRICS } from '../../shared/src/operations/operation-names';
import { alertMetricByChannel } from './product-metrics';
import type { StageConfig } from './stage-config';

export interface OperationsDashboardProps {
  config: StageConfig;
  /** What the operator alarms watch, lateness included (operations.ts). */
  alertLatenessLimit: Duration;
  httpApi: HttpApi;
  deadLetterQueue: Queue;
}

const FIVE_MINUTES = Duration.minutes(5);
const WIDE = 12;
const HIGH = 6;

/**
 * The stage's one CloudWatch dashboard, `LienMinder-<stage>`: what the product exists for (the
 * morning's alert messages, how late they reach their provider, what failed by channel) beside the
 * API's errors and latency, the dead-letter queue and every function's errors. The alarms page;
 * this says where to look.
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { config, httpApi, deadLetterQueue } = props;
    const stackName = Stack.of(this).stackName;
    /** Every function of the stage's stack and its route stacks: each one's name begins with the stack's. */
    const everyFunction = (metricName: string) =>
      new SearchExpression({
        expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="${metricName}" FunctionName=${stackName}', 'Sum', 300)`,
        label: metricName,
        period: FIVE_MINUTES,
      });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `LienMinder-${config.stage}`,
      defaultInterval: Duration.days(1),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          `## LienMinder ${config.stage}\n` +
          'Alert messages go out each morning at 9:00 in the project’s time zone: the burst below. ' +
          `An alarm pages when the p99 lateness passes ${props.alertLatenessLimit.toHumanString()}, ` +
          'when a message is given up, and when anything reaches the dead-letter queue (infra/README.md).',
        width: 2 * WIDE,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'The morning burst: alert messages handed to SES and Twilio, a minute at a time',
        left: alertMetricByChannel(ALERT_METRICS.handedOff, {
          statistic: 'Sum',
          period: Duration.minutes(1),
        }),
        view: GraphWidgetView.TIME_SERIES,
        stacked: true,
        width: WIDE,
        height: HIGH,
      }),
      new GraphWidget({
        title: 'Alert lateness p99: fire time to provider acceptance (seconds)',
        left: alertMetricByChannel(ALERT_METRICS.lateness, { statistic: 'p99', period: FIVE_MINUTES }),
        leftAnnotations: [{ value: props.alertLatenessLimit.toSeconds(), label: 'Alarm', color: '#d62728' }],
        width: WIDE,
        height: HIGH,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Alert messages failed, given up and bounced, by channel',
        left: [ALERT_METRICS.failed, ALERT_METRICS.givenUp, ALERT_METRICS.bounced].flatMap((name) =>
          alertMetricByChannel(name, { statistic: 'Sum', period: FIVE_MINUTES }),
        ),
        width: WIDE,
        height: HIGH,
      }),
      new GraphWidget({
        title: 'Dead-letter queue: messages waiting (left), the oldest one’s age in seconds (right)',
        left: [
          deadLetterQueue.metricApproximateNumberOfMessagesVisible({
            statistic: 'Maximum',
            period: FIVE_MINUTES,
          }),
        ],
        right: [
          deadLetterQueue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: FIVE_MINUTES }),
        ],
        width: WIDE,
        height: HIGH,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API answers: client (4xx) and server (5xx) errors',
        left: [
          httpApi.metricClientError({ statistic: 'Sum', period: FIVE_MINUTES }),
          httpApi.metricServerError({ statistic: 'Sum', period: FIVE_MINUTES }),
        ],
        width: WIDE,
        height: HIGH,
      }),
      new GraphWidget({
        title: 'API latency, p50 and p99 (milliseconds)',
        left: ['p50', 'p99'].map((statistic) =>
          httpApi.metricLatency({ statistic, period: FIVE_MINUTES, label: `Latency ${statistic}` }),
        ),
        width: WIDE,
        height: HIGH,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Errors and throttles of every function, by function (an API function’s are also 5xx above)',
        left: [everyFunction('Errors'), everyFunction('Throttles')],
        width: 2 * WIDE,
        height: HIGH,
      }),
    );
  }
}
