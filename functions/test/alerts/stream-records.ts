/**
 * DynamoDB stream records as Lambda hands them to a stream function, built from items read back
 * from the table (so the images are what the real stores wrote), for tests that call a stream
 * handler with chosen batches. The harness's tests read DynamoDB Local's own stream instead.
 */
import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { TABLE_KEYS } from '#src/keys';

type Item = Record<string, unknown>;

let sequence = 0;

const image = (item: Item) =>
  marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue>;

/** The record of one change: an item created (no `before`), changed, or removed (no `after`). */
export function streamRecord(change: { before?: Item; after?: Item }): DynamoDBRecord {
  const { before, after } = change;
  const item = after ?? before;
  if (!item) throw new Error('A change has an item before it, after it, or both');
  const sequenceNumber = String(++sequence).padStart(21, '0');
  return {
    eventID: `event-${sequenceNumber}`,
    eventName: !before ? 'INSERT' : !after ? 'REMOVE' : 'MODIFY',
    eventSource: 'aws:dynamodb',
    dynamodb: {
      Keys: image({ [TABLE_KEYS.pk]: item[TABLE_KEYS.pk], [TABLE_KEYS.sk]: item[TABLE_KEYS.sk] }),
      ...(before ? { OldImage: image(before) } : {}),
      ...(after ? { NewImage: image(after) } : {}),
      SequenceNumber: sequenceNumber,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

export const sequenceOf = (record: DynamoDBRecord) => record.dynamodb?.SequenceNumber as string;

/** Every item of a partition as stored, keys and all. */
export async function partitionItems(
  client: DynamoDBDocumentClient,
  tableName: string,
  partition: string,
): Promise<Item[]> {
  const answer = await client.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk },
      ExpressionAttributeValues: { ':pk': partition },
      ConsistentRead: true,
    }),
  );
  return answer.Items ?? [];
}
