/**
 * Joining a team by an invitation and leaving it by removal: each one transaction that moves the
 * person's login, their email claim, their place in the team and the account's seat count
 * (`memberCount`, docs/decisions/032) together, so the seats never disagree with the people.
 */

import { TABLE_KEYS } from '#src/keys';
import type { JoinRefusal, StoredInvitation } from '#src/ports/team-store';
import type { StoredUser } from '#src/ports/user-store';
import { writeEndingTheFeed } from './calendar-feeds';
import { invitationKey } from './team-invitations';
import { linkKey, MEMBER, seatChange, type TeamTable, teamKey } from './team-items';
import { teamRemovalPut } from './team-removals';
import { cancellationReasons, refusedByCondition, type TransactionItem, transactWrite } from './transactions';
import { userKey } from './user-lookup';
import { emailClaimItem, emailClaimKey, userItem } from './users';

const { pk, ttl } = TABLE_KEYS;

/** A teammate's item holds the person alone: the plan and the counters are the account's. */
function personItem(user: StoredUser): Record<string, unknown> {
  const { tier: _tier, projectCount: _projectCount, ...person } = userItem(user);
  return person;
}

export async function join(
  { client, tableName }: TeamTable,
  invitation: StoredInvitation,
  tokenHash: string,
  user: StoredUser,
  seats: number,
  now: Date,
): Promise<'joined' | JoinRefusal> {
  const items: TransactionItem[] = [
    // The link is spent: a second join with it finds nothing, nor one past its time.
    {
      Delete: {
        TableName: tableName,
        Key: linkKey(tokenHash),
        ConditionExpression: 'attribute_exists(#pk) AND #expiry > :now',
        ExpressionAttributeNames: { '#pk': pk, '#expiry': ttl },
        ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
      },
    },
    {
      Delete: {
        TableName: tableName,
        Key: invitationKey(invitation.accountId, invitation.id),
        ConditionExpression: `attribute_exists(${pk})`,
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: emailClaimItem(user.email, user.id),
        ConditionExpression: `attribute_not_exists(${pk})`,
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: personItem(user),
        ConditionExpression: `attribute_not_exists(${pk})`,
      },
    },
    {
      Put: {
        TableName: tableName,
        Item: {
          ...teamKey(invitation.accountId, `${MEMBER}${user.id}`),
          entity: 'teammate',
          userId: user.id,
          joinedAt: user.createdAt,
        },
      },
    },
    seatChange(tableName, invitation.accountId, 1, seats),
  ];
  try {
    await transactWrite(client, items);
    return 'joined';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    if (refusedByCondition(reasons[0]) || refusedByCondition(reasons[1])) return 'invitation-gone';
    if (refusedByCondition(reasons[2])) return 'email-taken';
    if (refusedByCondition(reasons[5])) return 'team-full';
    throw error;
  }
}

export function remove(
  { client, tableName }: TeamTable,
  accountId: string,
  teammate: StoredUser,
  removedAt: Date,
): Promise<boolean> {
  // Their feed ends in the same write as their login (a rotation racing it is read again).
  return writeEndingTheFeed(client, tableName, teammate.id, (feed) =>
    transactWrite(client, [
      {
        Delete: {
          TableName: tableName,
          Key: userKey(teammate.id),
          ConditionExpression: `accountId = :account AND #role <> :owner AND ${feed.condition}`,
          ExpressionAttributeNames: { '#role': 'role', ...feed.names },
          ExpressionAttributeValues: { ':account': accountId, ':owner': 'owner', ...feed.values },
        },
      },
      ...feed.items,
      { Delete: { TableName: tableName, Key: emailClaimKey(teammate.email) } },
      { Delete: { TableName: tableName, Key: teamKey(accountId, `${MEMBER}${teammate.id}`) } },
      // Their Mark-as-done links end with them (services/deadlines/recipient-standing.ts).
      teamRemovalPut(tableName, accountId, teammate.email, removedAt),
      seatChange(tableName, accountId, -1),
    ]),
  );
}
