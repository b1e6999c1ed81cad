/**
 * `TEAM_REMOVALS#<accountId>` / `<lower-case email>`: when that address's person was last removed
 * from the account's team. A removal puts `teamRemovalPut` in the transaction that removes the
 * member, so no link of theirs outlives it (services/deadlines/recipient-standing.ts reads it).
 * Kept: a link signed before the removal stays refused however long it would otherwise work.
 */
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS, TEAM_REMOVALS_PARTITION_PREFIX } from '#src/keys';
import type { TeamRemovals } from '#src/ports/team-removals';

const keyOf = (accountId: string, email: string) => ({
  [TABLE_KEYS.pk]: `${TEAM_REMOVALS_PARTITION_PREFIX}${accountId}`,
  [TABLE_KEYS.sk]: email.trim().toLowerCase(),
});

/** The Put of a removal, for the transaction that removes the member. */
export function teamRemovalPut(tableName: string, accountId: string, email: string, removedAt: Date) {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keyOf(accountId, email), entity: 'teamRemoval', removedAt: removedAt.toISOString() },
    },
  };
}

export function dynamoTeamRemovals(client: DynamoDBDocumentClient, tableName: string): TeamRemovals {
  return {
    async removedAt(accountId, email) {
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: keyOf(accountId, email), ConsistentRead: true }),
      );
      return typeof Item?.removedAt === 'string' ? new Date(Item.removedAt) : null;
    },
  };
}
