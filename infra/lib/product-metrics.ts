import { Duration } from 'aws-cdk-lib';
import { type IMetric, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import {
  ALERT_METRICS,
  METRIC_DIMENSIONS,
  METRICS_NAMESPACE,
} from '../../shared/src/operations/operation-names';

/**
 * The product's own numbers as the functions publish them (embedded metric format, Powertools
 * Metrics, in METRICS_NAMESPACE): an alert metric carries exactly one dimension, its `channel`, so
 * CloudWatch holds one series a channel and each is read here by that dimension alone.
 */
export const ALERT_CHANNELS = ['email', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
type AlertMetricName = (typeof ALERT_METRICS)[keyof typeof ALERT_METRICS];

export interface MetricOptions {
  statistic: string;
  period: Duration;
}

/** One alert metric of one channel. */
export function alertMetric(name: AlertMetricName, channel: AlertChannel, options: MetricOptions): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { [METRIC_DIMENSIONS.channel]: channel },
    label: `${name} (${channel})`,
    ...options,
  });
}

/** Both channels of an alert metric, one series each (a graph's lines). */
export const alertMetricByChannel = (name: AlertMetricName, options: MetricOptions): Metric[] =>
  ALERT_CHANNELS.map((channel) => alertMetric(name, channel, options));

/** The channels' sum of a counted alert metric: one series, nothing when neither counted anything. */
export function alertMetricTotal(name: AlertMetricName, period: Duration): IMetric {
  return new MathExpression({
    expression: ALERT_CHANNELS.map((channel) => `FILL(${channel}, 0)`).join(' + '),
    usingMetrics: Object.fromEntries(
      ALERT_CHANNELS.map((channel) => [channel, alertMetric(name, channel, { statistic: 'Sum', period })]),
    ),
    label: `${name} (all channels)`,
    period,
  });
}

/** The later channel's p99 lateness: seconds from an alert's fire time to the provider's acceptance. */
export function alertLatenessP99(period: Duration = Duration.minutes(5)): IMetric {
  return new MathExpression({
    expression: `MAX([${ALERT_CHANNELS.join(', ')}])`,
    usingMetrics: Object.fromEntries(
      ALERT_CHANNELS.map((channel) => [
        channel,
        alertMetric(ALERT_METRICS.lateness, channel, { statistic: 'p99', period }),
      ]),
    ),
    label: 'Alert lateness p99, the later channel (seconds)',
    period,
  });
}
