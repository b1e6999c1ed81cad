/**
 * DynamoDB Streams splits a table's stream into shards that close and hand over to child shards;
 * a change to one item is in a parent before it is in a child. Like Lambda, the local stream reader
 * finishes a parent before it reads its children, so a handler never sees an item's changes out
 * of order.
 */
export interface ShardLink {
  ShardId: string;
  /** Absent for the stream's first shards; a parent that was trimmed away is no longer listed. */
  ParentShardId?: string | undefined;
}

/** The shards to read now: not finished, and whose parent is finished or no longer in the stream. */
export function readableShards<Shard extends ShardLink>(
  shards: readonly Shard[],
  finished: ReadonlySet<string>,
): Shard[] {
  const listed = new Set(shards.map((shard) => shard.ShardId));
  return shards.filter(
    (shard) =>
      !finished.has(shard.ShardId) &&
      (shard.ParentShardId === undefined ||
        !listed.has(shard.ParentShardId) ||
        finished.has(shard.ParentShardId)),
  );
}
