/**
 * A DynamoDB Streams record as Lambda's event source mapping hands it to a function: the fields
 * GetRecords answers, as JSON (binary attributes in base64, the creation time in epoch seconds),
 * stamped with the stream's ARN. A stream handler run locally then reads what it reads in AWS.
 */
import type { _Record as StreamsRecord } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';

export function toLambdaStreamRecord(record: StreamsRecord, streamArn: string): DynamoDBRecord {
  // A replacer sees each value before `toJSON` only through its holder (`this`).
  const json = JSON.stringify(record, function (this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    if (original instanceof Uint8Array) return Buffer.from(original).toString('base64');
    if (original instanceof Date) return Math.floor(original.getTime() / 1000);
    return value;
  });
  return { ...(JSON.parse(json) as DynamoDBRecord), eventSourceARN: streamArn };
}
