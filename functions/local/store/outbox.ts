/**
 * The local runtime's outbox (`OUTBOX#local`, sorted by send time): every email and SMS the local
 * runtime would have sent, for developers, the diagnostics pages and the browser tests. AWS never
 * writes here; it has real providers.
 */
import { type DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  DevOutboxMessage as OutboxMessage,
  DevOutboxPage as OutboxPage,
  StoredDevOutboxMessage as StoredOutboxMessage,
} from '@lienminder/shared';
import { TABLE_KEYS } from '#src/keys';
import { randomId } from '#src/ports/ids';
import { queryAll } from '#src/store/query-all';

export const OUTBOX_PARTITION = 'OUTBOX#local';

/** The shapes GET /api/dev/outbox answers, which the dev emails page reads too. */
export type {
  DevOutboxMessage as OutboxMessage,
  DevOutboxPage as OutboxPage,
  StoredDevOutboxMessage as StoredOutboxMessage,
} from '@lienminder/shared';

/** A cursor this outbox did not hand out. */
export class InvalidOutboxCursor extends Error {}

export interface Outbox {
  /** Answers the stored message's id. */
  add(message: OutboxMessage, sentAt: Date): Promise<string>;
  /** `limit` messages, newest first, after the message `cursor` (a previous page's `nextCursor`) names. */
  page(request: { limit: number; cursor?: string }): Promise<OutboxPage>;
  /** Every message, newest first. */
  list(): Promise<StoredOutboxMessage[]>;
}

/** A sort key is `<sentAt ISO instant>#<id>`; the cursor carries the last one handed out. */
const SORT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[^#]+$/;
const encodeCursor = (sortKey: string) => Buffer.from(sortKey, 'utf8').toString('base64url');

function decodeCursor(cursor: string): string {
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!SORT_KEY.test(sortKey)) throw new InvalidOutboxCursor('Invalid cursor');
  return sortKey;
}

function toMessage(item: Record<string, unknown>): StoredOutboxMessage {
  const { [TABLE_KEYS.pk]: _pk, [TABLE_KEYS.sk]: _sk, ...message } = item;
  return message as StoredOutboxMessage;
}

export function dynamoOutbox(client: DynamoDBDocumentClient, tableName: string): Outbox {
  async function page({ limit, cursor }: { limit: number; cursor?: string }): Promise<OutboxPage> {
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    // One item more than asked says whether another page follows, so the last page has no cursor.
    // A Query answers at most 1 MB: a page of large emails takes several, each continuing where
    // DynamoDB's previous answer stopped (LastEvaluatedKey), until the page is full or none is left.
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const answer = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: after === undefined ? '#pk = :pk' : '#pk = :pk AND #sk < :after',
          ExpressionAttributeNames: {
            '#pk': TABLE_KEYS.pk,
            ...(after === undefined ? {} : { '#sk': TABLE_KEYS.sk }),
          },
          ExpressionAttributeValues: {
            ':pk': OUTBOX_PARTITION,
            ...(after === undefined ? {} : { ':after': after }),
          },
          ScanIndexForward: false,
          Limit: limit + 1 - items.length,
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(answer.Items ?? []));
      startKey = answer.LastEvaluatedKey;
    } while (startKey !== undefined && items.length <= limit);
    const shown = items.slice(0, limit);
    const last = shown.at(-1);
    return {
      messages: shown.map(toMessage),
      nextCursor: items.length > limit && last ? encodeCursor(String(last[TABLE_KEYS.sk])) : null,
    };
  }

  return {
    async add(message, sentAt) {
      const id = randomId();
      const at = sentAt.toISOString();
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            [TABLE_KEYS.pk]: OUTBOX_PARTITION,
            [TABLE_KEYS.sk]: `${at}#${id}`,
            ...message,
            id,
            sentAt: at,
          },
        }),
      );
      return id;
    },

    page,

    async list() {
      const items = await queryAll(client, {
        TableName: tableName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk },
        ExpressionAttributeValues: { ':pk': OUTBOX_PARTITION },
        ScanIndexForward: false,
      });
      return items.map(toMessage);
    },
  };
}
