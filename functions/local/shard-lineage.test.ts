import { describe, expect, it } from 'vitest';
import { readableShards } from './shard-lineage';

const ids = (shards: { ShardId: string }[]) => shards.map((shard) => shard.ShardId);

describe('readableShards', () => {
  const lineage = [
    { ShardId: 'root' },
    { ShardId: 'child', ParentShardId: 'root' },
    { ShardId: 'grandchild', ParentShardId: 'child' },
    { ShardId: 'orphan', ParentShardId: 'trimmed-away' },
  ];

  it('reads a parent before its children, and a shard whose parent was trimmed at once', () => {
    expect(ids(readableShards(lineage, new Set()))).toEqual(['root', 'orphan']);
  });

  it('moves down the lineage one generation as each parent is read to its end', () => {
    expect(ids(readableShards(lineage, new Set(['root'])))).toEqual(['child', 'orphan']);
    expect(ids(readableShards(lineage, new Set(['root', 'child', 'orphan'])))).toEqual(['grandchild']);
    expect(readableShards(lineage, new Set(['root', 'child', 'grandchild', 'orphan']))).toEqual([]);
  });
});
