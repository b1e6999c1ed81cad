/**
 * TransactWriteItems with what every caller needs: the per-item cancellation reasons (which item's
 * condition failed tells "limit reached" from "email taken") and retries when concurrent
 * transactions on the same items collide, which DynamoDB reports as a conflict, not a failed
 * condition: the retry then meets the condition and gets the real answer.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  type DynamoDBDocumentClient,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';

/** DynamoDB's limit of items in one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;
const MAX_ATTEMPTS = 8;

export type TransactionItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface CancellationReason {
  code: string;
  /** The item as it was, when the write asked for it with ReturnValuesOnConditionCheckFailure. */
  item: Record<string, unknown> | undefined;
}

/** The reasons of a cancelled transaction, one per item in order ('None' for items that were fine). */
export function cancellationReasons(error: unknown): CancellationReason[] | null {
  if (!(error instanceof TransactionCanceledException)) return null;
  return (error.CancellationReasons ?? []).map((reason) => ({
    code: reason.Code ?? 'None',
    item: reason.Item as Record<string, unknown> | undefined,
  }));
}

/** Whether this item of a cancelled transaction was refused by its own condition (not a conflict). */
export const refusedByCondition = (reason: CancellationReason | undefined): reason is CancellationReason =>
  reason?.code === 'ConditionalCheckFailed';

function isConflict(error: unknown): boolean {
  if (error instanceof Error && error.name === 'TransactionConflictException') return true;
  return cancellationReasons(error)?.some((reason) => reason.code === 'TransactionConflict') ?? false;
}

/** Full jitter before attempt `attempt + 1`, so racing writers spread out instead of colliding again. */
export const afterCollision = (attempt: number) => sleep(Math.random() * 20 * 2 ** attempt);

export async function transactWrite(client: DynamoDBDocumentClient, items: TransactionItem[]): Promise<void> {
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw new Error(`A transaction of ${items.length} items exceeds DynamoDB's ${MAX_TRANSACTION_ITEMS}`);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await client.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isConflict(error)) throw error;
      await afterCollision(attempt);
    }
  }
}
