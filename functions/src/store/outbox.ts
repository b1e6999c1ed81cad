/**
 * The local runtime's outbox (`OUTBOX#local`, sorted by send time): every email and SMS the local
 * runtime would have sent, for developers, the diagnostics pages and the browser tests. AWS never
 * writes here; it has real providers.
 */
import { type DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomId } from '#ports/ids';
import { TABLE_KEYS } from './table-definition';

const OUTBOX_PARTITION = 'OUTBOX#local';

export type OutboxMessage =
  | { channel: 'email'; to: string; subject: string; text: string; html: string }
  | { channel: 'sms'; to: string; body: string };

export type StoredOutboxMessage = OutboxMessage & { id: string; sentAt: string };

export interface Outbox {
  /** Answers the stored message's id. */
  add(message: OutboxMessage, sentAt: Date): Promise<string>;
  /** Newest first. */
  list(limit?: number): Promise<StoredOutboxMessage[]>;
}

export function dynamoOutbox(client: DynamoDBDocumentClient, tableName: string): Outbox {
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

    async list(limit = 100) {
      const answer = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk },
          ExpressionAttributeValues: { ':pk': OUTBOX_PARTITION },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (answer.Items ?? []).map((item) => {
        const { [TABLE_KEYS.pk]: _pk, [TABLE_KEYS.sk]: _sk, ...message } = item;
        return message as StoredOutboxMessage;
      });
    },
  };
}
