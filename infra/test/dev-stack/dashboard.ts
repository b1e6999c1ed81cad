import { describe, expect, it } from 'vitest';
import {
  ALERT_METRICS,
  METRIC_DIMENSIONS,
  METRICS_NAMESPACE,
} from '../../../shared/src/operations/operation-names';
import { type CfnJson, logicalId, must, resourcesOfType } from '../synth';
import { synth } from './current';

/** A deploy-time value in the dashboard's JSON, written as `<logical id>.<attribute>` (or the Ref's name). */
const placeholder = (token: CfnJson): string =>
  token.Ref ?? `${token['Fn::GetAtt'][0]}.${token['Fn::GetAtt'][1]}`;

/** The dashboard's body as CloudWatch will read it, deploy-time values as placeholders. */
function dashboardBody(): CfnJson {
  const dashboards = resourcesOfType(synth.template, 'AWS::CloudWatch::Dashboard');
  expect(dashboards).toHaveLength(1);
  const [dashboard] = dashboards as [CfnJson];
  expect(dashboard.Properties.DashboardName).toBe('LienMinder-dev');
  const [, parts] = dashboard.Properties.DashboardBody['Fn::Join'] as [string, CfnJson[]];
  return JSON.parse(parts.map((part) => (typeof part === 'string' ? part : placeholder(part))).join(''));
}

const graphs = () =>
  (dashboardBody().widgets as CfnJson[])
    .filter((widget) => widget.type === 'metric')
    .map((w) => w.properties);
const graphTitled = (words: string) =>
  must(
    graphs().find((graph) => graph.title.includes(words)),
    `graph "${words}"`,
  );
/** A graph's metrics as `namespace name dimension=value statistic period` lines. */
const linesOf = (graph: CfnJson): string[] =>
  (graph.metrics as CfnJson[]).map((metric) => {
    const options = metric.at(-1) as CfnJson;
    if (options.expression) return options.expression;
    const [namespace, name, ...dimensions] = metric.slice(0, -1) as string[];
    const pairs = [];
    for (let i = 0; i < dimensions.length; i += 2) pairs.push(`${dimensions[i]}=${dimensions[i + 1]}`);
    return [namespace, name, ...pairs, options.stat, options.period ?? 300].join(' ');
  });
const byChannel = (name: string, statistic: string, period: number) =>
  ['email', 'sms'].map(
    (channel) =>
      `${METRICS_NAMESPACE} ${name} ${METRIC_DIMENSIONS.channel}=${channel} ${statistic} ${period}`,
  );

describe('the operations dashboard', () => {
  it('shows the morning burst: alert messages handed to the providers, a minute at a time, by channel', () => {
    expect(linesOf(graphTitled('morning burst'))).toEqual(byChannel(ALERT_METRICS.handedOff, 'Sum', 60));
  });

  it('shows the p99 lateness of each channel against the alarm’s 15 minutes', () => {
    const graph = graphTitled('lateness p99');
    expect(linesOf(graph)).toEqual(byChannel(ALERT_METRICS.lateness, 'p99', 300));
    expect(graph.annotations.horizontal).toEqual([expect.objectContaining({ value: 900 })]);
  });

  it('shows the messages that failed, were given up or bounced, by channel', () => {
    expect(linesOf(graphTitled('failed, given up and bounced'))).toEqual([
      ...byChannel(ALERT_METRICS.failed, 'Sum', 300),
      ...byChannel(ALERT_METRICS.givenUp, 'Sum', 300),
      ...byChannel(ALERT_METRICS.bounced, 'Sum', 300),
    ]);
  });

  it('shows the API’s errors and latency, and the dead-letter queue', () => {
    const api = `ApiId=${logicalId(synth.stack.api.httpApi)}`;
    expect(linesOf(graphTitled('API answers'))).toEqual([
      `AWS/ApiGateway 4xx ${api} Sum 300`,
      `AWS/ApiGateway 5xx ${api} Sum 300`,
    ]);
    expect(linesOf(graphTitled('API latency'))).toEqual([
      `AWS/ApiGateway Latency ${api} p50 300`,
      `AWS/ApiGateway Latency ${api} p99 300`,
    ]);
    const queue = `QueueName=${logicalId(synth.stack.alerts.deadLetterQueue)}.QueueName`;
    expect(linesOf(graphTitled('Dead-letter queue'))).toEqual([
      `AWS/SQS ApproximateNumberOfMessagesVisible ${queue} Maximum 300`,
      `AWS/SQS ApproximateAgeOfOldestMessage ${queue} Maximum 300`,
    ]);
  });

  it('shows every function’s errors and throttles, the route stacks’ included, by the stack name they begin with', () => {
    expect(linesOf(graphTitled('every function'))).toEqual(
      ['Errors', 'Throttles'].map(
        (metric) =>
          `SEARCH('{AWS/Lambda,FunctionName} MetricName="${metric}" FunctionName=LienMinder-dev', 'Sum', 300)`,
      ),
    );
  });
});
