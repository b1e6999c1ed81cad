/**
 * The shard keys of the per-day index partitions (day-shards.ts has the rest): in a module of their
 * own, without the document client, because deliver-alert, which must stay within its bundle
 * budget (docs/decisions/006), writes the due-index key of a text it holds for the SMS hours
 * (store/delivery-records.ts).
 */
import { createHash } from 'node:crypto';

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

/** The user's shard: the first 32 bits of SHA-256 of the user id, stable across runtimes and deploys. */
export function dayShardOf(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % DAY_PARTITION_SHARDS;
}

/** The index partition of `day` under `prefix` (e.g. `ALERTDAY#`) that holds the user's entries. */
export const dayShardPartition = (prefix: string, day: string, userId: string) =>
  `${prefix}${day}#${dayShardOf(userId)}`;
