/**
 * Runs a stream batch's work and answers what Lambda should retry (ReportBatchItemFailures): Lambda
 * retries the shard from the lowest sequence number named, so one failure holds back only itself
 * and what came after it, and the rest of the batch is not repeated.
 */
import type { DynamoDBBatchResponse } from 'aws-lambda';
import { runLimited } from '#src/lib/run-limited';
import { log, storyFields } from '#src/log';

/** One piece of work and the records (sequence numbers) it answers for. */
export interface StreamStep {
  records: string[];
  /** The story the step's records belong to (TableChange.correlationId), for its failure's line. */
  correlationId?: string;
  run(): Promise<void>;
}

/**
 * Runs the sequences side by side, at most `limit` at once, and each sequence's steps in order (the
 * changes of one item must reach the provider in the order they happened). A failed step stops its
 * sequence: its records and those of the steps it held back are named for the retry.
 */
export async function runStreamBatch(
  sequences: StreamStep[][],
  limit: number,
  work: string,
): Promise<DynamoDBBatchResponse> {
  const failed = await runLimited(sequences, limit, async (steps) => {
    for (const [index, step] of steps.entries()) {
      try {
        await step.run();
      } catch (error) {
        const records = steps.slice(index).flatMap((held) => held.records);
        log.warn(`${work} failed; the stream retries it`, {
          records,
          error,
          ...storyFields(step.correlationId),
        });
        return records;
      }
    }
    return [];
  });
  return { batchItemFailures: failed.flat().map((itemIdentifier) => ({ itemIdentifier })) };
}
