/**
 * Where a team's items are (store/team.ts says what they hold): the `TEAM#<accountId>` partition,
 * a teammate's `MEMBER#` place and an invitation's `INVITATION#` item in it, and the link's item
 * that an invitation's token finds; and the account's seat count (`memberCount` on its item),
 * which joining and removal move.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { INVITATION_PARTITION_PREFIX, TABLE_KEYS, TEAM_PARTITION_PREFIX } from '#src/keys';
import { queryAll } from './query-all';
import type { TransactionItem } from './transactions';
import { userKey } from './user-lookup';

const { pk, sk } = TABLE_KEYS;

/** The table the team is in, for the named parts of the team store. */
export interface TeamTable {
  client: DynamoDBDocumentClient;
  tableName: string;
}

export const teamPartition = (accountId: string) => `${TEAM_PARTITION_PREFIX}${accountId}`;
export const MEMBER = 'MEMBER#';
export const INVITATION = 'INVITATION#';

export const teamKey = (accountId: string, sortKey: string) => ({
  [pk]: teamPartition(accountId),
  [sk]: sortKey,
});

export const linkKey = (tokenHash: string) => ({
  [pk]: `${INVITATION_PARTITION_PREFIX}${tokenHash}`,
  [sk]: 'INVITATION',
});

/** The team's items whose sort key starts with `prefix` (MEMBER# or INVITATION#), read consistently. */
export const queryTeam = ({ client, tableName }: TeamTable, accountId: string, prefix: string) =>
  queryAll(client, {
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': pk, '#sk': sk },
    ExpressionAttributeValues: { ':pk': teamPartition(accountId), ':prefix': prefix },
    ConsistentRead: true,
  });

/** The account's seat count moves by `change`, on condition (joining) that a seat is free. */
export function seatChange(
  tableName: string,
  accountId: string,
  change: 1 | -1,
  seats?: number,
): TransactionItem {
  const joining = change === 1;
  return {
    Update: {
      TableName: tableName,
      Key: userKey(accountId),
      UpdateExpression: 'SET memberCount = if_not_exists(memberCount, :one) + :change',
      ConditionExpression: joining
        ? `attribute_exists(#pk) AND (memberCount < :seats OR (attribute_not_exists(memberCount) AND :one < :seats))`
        : 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': pk },
      ExpressionAttributeValues: { ':one': 1, ':change': change, ...(joining ? { ':seats': seats } : {}) },
    },
  };
}
