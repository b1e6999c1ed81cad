/**
 * Roles in a team: an admin or a member for anyone but the owner, and the owner's handing of the
 * ownership to an admin, both people changed in one write. Each on condition that the person is
 * still in the account as they were.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InvitedRole } from '@lienminder/shared';
import { isConditionFailure } from './condition-failure';
import type { TeamTable } from './team-items';
import { cancellationReasons, refusedByCondition, type TransactionItem, transactWrite } from './transactions';
import { userKey } from './user-lookup';

/** In the account: a teammate names it, its first user's id is it. */
const IN_ACCOUNT = '(accountId = :account OR id = :account)';

export async function setRole(
  { client, tableName }: TeamTable,
  accountId: string,
  userId: string,
  role: InvitedRole,
) {
  try {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKey(userId),
        UpdateExpression: 'SET #role = :role',
        // The owner's role never changes here; a first user without a role is the owner.
        ConditionExpression: `${IN_ACCOUNT} AND attribute_exists(#role) AND #role <> :owner`,
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':account': accountId, ':role': role, ':owner': 'owner' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function handOwnership(
  { client, tableName }: TeamTable,
  accountId: string,
  ownerId: string,
  adminId: string,
) {
  const roleChange = (userId: string, from: string, to: string, condition: string): TransactionItem => ({
    Update: {
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: 'SET #role = :to',
      ConditionExpression: `${IN_ACCOUNT} AND ${condition}`,
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':account': accountId, ':from': from, ':to': to },
    },
  });
  try {
    await transactWrite(client, [
      roleChange(ownerId, 'owner', 'admin', '(#role = :from OR attribute_not_exists(#role))'),
      roleChange(adminId, 'admin', 'owner', '#role = :from'),
    ]);
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.some(refusedByCondition)) return false;
    throw error;
  }
}
