/**
 * The operation metrics as CloudWatch embedded metric format lines, through Powertools for AWS
 * Lambda's Metrics: CloudWatch reads each `_aws.CloudWatchMetrics` line of the function's log into
 * a metric, with no call to make and no client to carry. Namespace and service come from
 * POWERTOOLS_METRICS_NAMESPACE and POWERTOOLS_SERVICE_NAME (the stack sets them), else the names in
 * shared/src/operations/operation-names.ts.
 *
 * Each measure is published at once, on a line of its own, rather than gathered and flushed when the
 * invocation ends (Powertools' `logMetrics` middleware): Powertools' dimensions belong to everything
 * stored, where one delivery counts an email and a text under different channels; a line written
 * right away cannot be lost to a timeout or mixed with another invocation's; and functions that
 * count nothing in most invocations would warn of an empty flush in each. The service is not a
 * dimension: the stack's alarms and dashboard ask for exactly the dimensions operation-names names.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRIC_DIMENSIONS, METRICS_NAMESPACE, SERVICE_NAME } from '@lienminder/shared';
import type { MetricDimensions, OperationMetrics } from '#src/ports/metrics';

type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];

export function embeddedMetrics(): OperationMetrics {
  const metrics = new Metrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
    serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME,
  });
  metrics.clearDefaultDimensions();

  // Synchronous from the first call to the publish: no other measure can come between.
  const publish = (name: string, unit: Unit, value: number, dimensions: MetricDimensions = {}) => {
    for (const [key, dimensionValue] of Object.entries(dimensions)) {
      metrics.addDimension(METRIC_DIMENSIONS[key as keyof MetricDimensions], dimensionValue);
    }
    metrics.addMetric(name, unit, value);
    metrics.publishStoredMetrics();
  };

  return {
    count: (metric, dimensions, count = 1) => publish(metric, MetricUnit.Count, count, dimensions),
    seconds: (metric, seconds, dimensions) => publish(metric, MetricUnit.Seconds, seconds, dimensions),
  };
}
