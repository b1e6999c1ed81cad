/**
 * A data directory made before docs/decisions/023 holds index keys of unsharded day partitions and
 * schedules beyond the scheduling window: on start they move to their shards and the window.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { shardDayPartitions } from '#local/migrations/day-shard-migration';
import { log } from '#src/log';

export async function shardDayPartitionsOnStart(client: DynamoDBClient, tableName: string): Promise<void> {
  // Not destroyed here: the document client shares the caller's client. Real time: the local
  // clock (POST /api/dev/clock) starts at it on every start.
  const moved = await shardDayPartitions(DynamoDBDocumentClient.from(client), tableName, new Date());
  if (moved.sharded > 0 || moved.unscheduled > 0) {
    log.info('Moved index keys to the sharded day partitions and the scheduling window', { ...moved });
  }
}
