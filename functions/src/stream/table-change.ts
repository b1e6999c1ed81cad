/**
 * A record of the table's DynamoDB stream (new and old images) as plain items: the stream
 * functions' input (routes.ts STREAM_FUNCTIONS). A record only says that an item changed; the
 * functions decide from it what to do, never trusting it beyond its keys and images.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { log } from '#src/log';
import { CORRELATION_ID_ATTRIBUTE, validCorrelationId } from '#src/ports/correlation-id';
import type { TableChange } from '#src/ports/table-change';

const attributes = z.record(z.string(), z.unknown());

const streamRecordSchema = z.object({
  eventName: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
  dynamodb: z.object({
    SequenceNumber: z.string().check(z.minLength(1)),
    Keys: attributes,
    OldImage: z.optional(attributes),
    NewImage: z.optional(attributes),
  }),
});

const item = (image: Record<string, unknown> | undefined) =>
  image ? unmarshall(image as Record<string, AttributeValue>) : null;

/** The change, or null (logged) for a record that is not one: a retry would read the same record. */
export function readTableChange(record: DynamoDBRecord): TableChange | null {
  const parsed = streamRecordSchema.safeParse(record);
  if (parsed.success) {
    const { eventName, dynamodb } = parsed.data;
    try {
      const after = item(dynamodb.NewImage);
      const correlationId = validCorrelationId(after?.[CORRELATION_ID_ATTRIBUTE]);
      return {
        id: dynamodb.SequenceNumber,
        event: eventName,
        keys: unmarshall(dynamodb.Keys as Record<string, AttributeValue>),
        before: item(dynamodb.OldImage),
        after,
        ...(correlationId ? { correlationId } : {}),
      };
    } catch {
      // An attribute value unmarshall cannot read: reported below like any other malformed record.
    }
  }
  log.error('Stream record is not a table change; skipped', { eventID: record.eventID });
  return null;
}
