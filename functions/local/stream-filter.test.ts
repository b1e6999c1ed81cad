import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { matchesStreamFilter } from './stream-filter';

const change = (keys: NonNullable<DynamoDBRecord['dynamodb']>['Keys']): DynamoDBRecord => ({
  eventName: 'MODIFY',
  dynamodb: { Keys: keys },
});

describe('matchesStreamFilter', () => {
  const users = { pkPrefix: 'USER#' };

  it('passes a change whose partition key starts with the prefix, whatever the sort key', () => {
    expect(matchesStreamFilter(change({ pk: { S: 'USER#u1' }, sk: { S: 'PROJECT#p1' } }), users)).toBe(true);
    expect(matchesStreamFilter(change({ pk: { S: 'USER#' }, sk: { S: 'PROFILE' } }), users)).toBe(true);
  });

  it('drops other partitions, prefixes that only match the sort key, and case variants', () => {
    expect(matchesStreamFilter(change({ pk: { S: 'ALERTS#u1' }, sk: { S: 'USER#u1' } }), users)).toBe(false);
    expect(matchesStreamFilter(change({ pk: { S: 'user#u1' }, sk: { S: 'PROFILE' } }), users)).toBe(false);
    expect(matchesStreamFilter(change({ pk: { S: 'XUSER#u1' }, sk: { S: 'PROFILE' } }), users)).toBe(false);
  });

  it('drops a record without keys or with a non-string partition key, as a pattern on `S` would', () => {
    expect(matchesStreamFilter({ eventName: 'INSERT' }, users)).toBe(false);
    expect(matchesStreamFilter(change({ pk: { N: '1' } }), users)).toBe(false);
  });
});
