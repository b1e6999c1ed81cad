/**
 * The per-day index partitions (`ALERTDAY#`, `DELIVERYDUE#`, `PLANDAY#`) spread over shards
 * (docs/decisions/023): `<prefix><date>#<shard>`, the shard a stable hash of the user, so one day's
 * writes go to DAY_PARTITION_SHARDS partition keys and one user's entries of a day stay together.
 * Readers query every shard of a day side by side (queryDayShards) and merge. The alerts waiting for
 * the scheduling window use the same shards without a day: `ALERTUNSCHEDULED#<shard>`.
 */
import { createHash } from 'node:crypto';
import type { DynamoDBDocumentClient, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { runLimited } from '../services/alerts/run-limited';
import { queryAll } from './query-all';
import { TABLE_KEYS } from './table-definition';

/**
 * Shards per day partition. A DynamoDB partition takes at most 1,000 WCU/s
 * (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/warm-throughput-scenarios.html),
 * an index's too, and a hot index partition throttles the table's writes
 * (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/gsi-throttling.html); the target
 * is half that limit. At 100,000 accounts the 9:00 burst is claimed as fast as Scheduler invokes
 * SendAlert, about its default 1,000 invocations/s
 * (https://docs.aws.amazon.com/scheduler/latest/UserGuide/scheduler-quotas.html). Each claim
 * puts its messages into DELIVERYDUE, whole (the index projects every attribute): an email's
 * record with its content is ~2.8 KB (3 WCU), a text's ~0.5 KB (1 WCU), and with 10% Gold accounts
 * an alert goes to 2.8 addresses and 1.8 phones on average: ~10 WCU a claim, ~10,000 WCU/s on one
 * day's key, while the records' exits from the index as they are sent spread over the drain.
 * 10,000 / 500 = 20 shards; 32, the next power of two, keeps each near 330 WCU/s with room for the
 * exits and the hash's unevenness (about 1% with 100,000 users over 32 shards); even with every
 * exit in the same second as its claim (~20 WCU) a shard stays near 640 WCU/s, under the limit.
 * ALERTDAY (1 WCU a claim, ~31 WCU/s a shard) and PLANDAY (the daily check's moves) take far less,
 * and share the number so one rule reads them all.
 */
export const DAY_PARTITION_SHARDS = 32;

/** Queries of one day's shards in flight at once: a day is read in two rounds, well inside the read limits. */
export const DAY_SHARD_QUERIES_IN_PARALLEL = 16;

/** The user's shard: the first 32 bits of SHA-256 of the user id, stable across runtimes and deploys. */
export function dayShardOf(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % DAY_PARTITION_SHARDS;
}

/** The index partition of `day` under `prefix` (e.g. `ALERTDAY#`) that holds the user's entries. */
export const dayShardPartition = (prefix: string, day: string, userId: string) =>
  `${prefix}${day}#${dayShardOf(userId)}`;

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
