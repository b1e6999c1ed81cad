/**
 * `PROOF#<stamp>` / `PROOF`: an opt-in proof of work already used. One conditional Put makes it
 * single-use atomically (a fixed-window counter would not: a stamp used at the end of one window
 * would count afresh in the next). TTL removes it once the stamp could no longer pass anyway.
 */

import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { SpentProofs } from '#src/ports/spent-proofs';
import { isConditionFailure } from './condition-failure';

export function dynamoSpentProofs(client: DynamoDBDocumentClient, tableName: string): SpentProofs {
  return {
    async spend(stamp, keepUntil) {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              [TABLE_KEYS.pk]: `${PARTITION_KEYS.spentProof}${stamp}`,
              [TABLE_KEYS.sk]: 'PROOF',
              entity: 'spentProof',
              [TABLE_KEYS.ttl]: Math.ceil(keepUntil.getTime() / 1000),
            },
            ConditionExpression: `attribute_not_exists(${TABLE_KEYS.pk})`,
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
