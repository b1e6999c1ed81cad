/**
 * The per-day index partitions (`ALERTDAY#`, `DELIVERYDUE#`, `PLANDAY#`) spread over shards
 * (docs/decisions/023): `<prefix><date>#<shard>`, the shard a stable hash of the user, so one day's
 * writes go to DAY_PARTITION_SHARDS partition keys and one user's entries of a day stay together.
 * Readers query every shard of a day side by side (queryDayShards) and merge. The alerts waiting for
 * the scheduling window use the same shards without a day: `ALERTUNSCHEDULED#<shard>`.
 */
import type { DynamoDBDocumentClient, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '#src/keys';
import { runLimited } from '#src/lib/run-limited';
import { DAY_PARTITION_SHARDS, dayShardOf } from './day-shard-keys';
import { queryAll } from './query-all';

export { DAY_PARTITION_SHARDS, dayShardOf, dayShardPartition } from './day-shard-keys';

/** Queries of one day's shards in flight at once: a day is read in two rounds, well inside the read limits. */
export const DAY_SHARD_QUERIES_IN_PARALLEL = 16;

/** The user's shard partition under `prefix`, for an index sorted by day rather than split by it. */
export const userShardPartition = (prefix: string, userId: string) => `${prefix}${dayShardOf(userId)}`;

/** Every shard's partition under `prefix`. */
export const allUserShardPartitions = (prefix: string): string[] =>
  Array.from({ length: DAY_PARTITION_SHARDS }, (_, shard) => `${prefix}${shard}`);

/** Every shard's partition of `day` under `prefix`. */
export const allDayShardPartitions = (prefix: string, day: string): string[] =>
  Array.from({ length: DAY_PARTITION_SHARDS }, (_, shard) => `${prefix}${day}#${shard}`);

/** The day a sharded (or, before the migration, unsharded) partition key names. */
export const dayOfPartition = (prefix: string, partitionKey: string): string =>
  partitionKey.slice(prefix.length, prefix.length + 'YYYY-MM-DD'.length);

/** `<prefix><date>` without a shard: an index key written before the day partitions were sharded. */
export const isUnshardedDayPartition = (prefix: string, partitionKey: string): boolean =>
  partitionKey.startsWith(prefix) && /^\d{4}-\d{2}-\d{2}$/.test(partitionKey.slice(prefix.length));

/**
 * Every index item of `partitions`, each Query on its own shard (`query` builds it from the
 * partition key) and followed to its last page, at most DAY_SHARD_QUERIES_IN_PARALLEL at once.
 */
export async function queryDayShards(
  client: DynamoDBDocumentClient,
  partitions: string[],
  query: (partitionKey: string) => Omit<QueryCommandInput, 'IndexName'>,
): Promise<Record<string, unknown>[]> {
  const pages = await runLimited(partitions, DAY_SHARD_QUERIES_IN_PARALLEL, (partition) =>
    queryAll(client, { ...query(partition), IndexName: TABLE_KEYS.gsi1Name }),
  );
  return pages.flat();
}
