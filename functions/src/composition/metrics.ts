/** The operation metrics every function that counts is handed (ports/metrics.ts). */
import { embeddedMetrics } from '#src/adapters/aws/embedded-metrics';
import type { OperationMetrics } from '#src/ports/metrics';
import type { Part } from './scope';

export const operationMetrics: Part<OperationMetrics> = { build: () => embeddedMetrics() };
