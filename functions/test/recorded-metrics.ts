/**
 * OperationMetrics that remember what was counted, for a test to read: each measure as
 * `{ metric, value, ...dimensions }`, in the order counted.
 */
import type { MetricDimensions, OperationMetrics } from '#src/ports/metrics';

export type RecordedMeasure = { metric: string; value: number } & MetricDimensions;

export function recordedMetrics(): OperationMetrics & { measures: RecordedMeasure[] } {
  const measures: RecordedMeasure[] = [];
  return {
    measures,
    count: (metric, dimensions = {}, count = 1) => measures.push({ metric, value: count, ...dimensions }),
    seconds: (metric, seconds, dimensions = {}) => measures.push({ metric, value: seconds, ...dimensions }),
  };
}
