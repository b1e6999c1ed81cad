/**
 * The numbers the product exists for (docs/product.md): what a service counts, by the names in
 * shared/src/operations/operation-names.ts, which the stack's dashboard and alarms read too. The
 * functions publish them as CloudWatch embedded metrics (adapters/aws/embedded-metrics.ts); a test
 * hands a service a recorder and reads what it counted.
 */
import type { ALERT_METRICS, METRIC_DIMENSIONS, PRODUCT_METRICS } from '@lienminder/shared';

type AlertMetric = (typeof ALERT_METRICS)[keyof typeof ALERT_METRICS];
type ProductMetric = (typeof PRODUCT_METRICS)[keyof typeof PRODUCT_METRICS];

/** Metrics that count events (unit Count). */
export type CountedMetric = Exclude<AlertMetric, typeof ALERT_METRICS.lateness> | ProductMetric;
/** Metrics that measure a time (unit Seconds). */
export type TimedMetric = typeof ALERT_METRICS.lateness;

/** The dimensions a metric is counted under: `channel`, `source` or `kind` (METRIC_DIMENSIONS). */
export type MetricDimensions = Partial<Record<keyof typeof METRIC_DIMENSIONS, string>>;

export interface OperationMetrics {
  /** `count` (1 unless given) more of `metric`. */
  count(metric: CountedMetric, dimensions?: MetricDimensions, count?: number): void;
  seconds(metric: TimedMetric, seconds: number, dimensions?: MetricDimensions): void;
}
