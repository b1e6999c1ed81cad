/**
 * The local side of a stream function's event filter: the stack turns a `StreamFilter` into
 * Lambda's filter pattern (`dynamodb.Keys.pk.S` begins with the prefix); the local stream reader
 * asks this function the same question, so both runtimes hand a handler the same records.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { TABLE_KEYS } from '#src/keys';
import type { StreamFilter } from '#src/routes';

export function matchesStreamFilter(record: DynamoDBRecord, filter: StreamFilter): boolean {
  return record.dynamodb?.Keys?.[TABLE_KEYS.pk]?.S?.startsWith(filter.pkPrefix) === true;
}
