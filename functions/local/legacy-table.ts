/**
 * The product was called LienClock before its first user (docs/decisions/009), and a data directory
 * made then holds its table under that name. On start its items move into the current table, so
 * nobody's accounts, projects, sent-alert claims or consent records are left behind.
 *
 * Each item is written only if the current table lacks its key, so an item saved after an
 * interrupted move is never overwritten by its older copy; the old table is deleted only after
 * every item is across, and a start after a crash simply carries on. A Scan is fine here: it reads
 * one local table once, not a user's request.
 */
import {
  DeleteTableCommand,
  type DynamoDBClient,
  PutItemCommand,
  ResourceNotFoundException,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from '#src/keys';
import { isConditionFailure } from '#src/store/condition-failure';

/** The local table's name before the rename. */
export const LEGACY_LOCAL_TABLE_NAME = 'lienclock-local';

/** Moves every item of `from` into `to` (which must exist) and drops `from`; returns how many moved. */
export async function moveLegacyTable(
  client: DynamoDBClient,
  { from, to }: { from: string; to: string },
): Promise<number> {
  let moved = 0;
  let startKey: Record<string, unknown> | undefined;
  try {
    do {
      const page = await client.send(
        new ScanCommand({ TableName: from, ExclusiveStartKey: startKey as never, ConsistentRead: true }),
      );
      for (const item of page.Items ?? []) {
        try {
          await client.send(
            new PutItemCommand({
              TableName: to,
              Item: item,
              ConditionExpression: 'attribute_not_exists(#pk)',
              ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk },
            }),
          );
          moved += 1;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  } catch (error) {
    if (error instanceof ResourceNotFoundException && moved === 0 && startKey === undefined) return 0;
    throw error;
  }
  await client.send(new DeleteTableCommand({ TableName: from }));
  return moved;
}
