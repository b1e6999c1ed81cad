/**
 * An account's team (docs/architecture.md section 9). `TEAM#<accountId>` holds a `MEMBER#<userId>`
 * place for each teammate beside the account's first user, an `INVITATION#<id>` for each invitation
 * still open; a removal is remembered in `TEAM_REMOVALS#` (store/team-removals.ts). An invitation's link finds
 * it through `INVITATION#<sha256(token)>` / `INVITATION`, which names the account and the
 * invitation. The seats are `memberCount` on the account item (absent: the first user alone,
 * docs/decisions/032), kept by the transactions that add and remove people.
 */
import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InvitedRole } from '@lienminder/shared';
import { INVITATION_PARTITION_PREFIX, TABLE_KEYS, TEAM_PARTITION_PREFIX } from '#src/keys';
import type { JoinRefusal, StoredInvitation, TeamStore } from '#src/ports/team-store';
import type { StoredUser } from '#src/ports/user-store';
import { writeEndingTheFeed } from './calendar-feeds';
import { isConditionFailure } from './condition-failure';
import { queryAll } from './query-all';
import { teamRemovalPut } from './team-removals';
import { cancellationReasons, refusedByCondition, type TransactionItem, transactWrite } from './transactions';
import { userKey } from './user-lookup';
import { emailClaimItem, emailClaimKey, userItem } from './users';

const { pk, sk, ttl } = TABLE_KEYS;

export const teamPartition = (accountId: string) => `${TEAM_PARTITION_PREFIX}${accountId}`;
const MEMBER = 'MEMBER#';
const INVITATION = 'INVITATION#';

const teamKey = (accountId: string, sortKey: string) => ({ [pk]: teamPartition(accountId), [sk]: sortKey });
export const linkKey = (tokenHash: string) => ({
  [pk]: `${INVITATION_PARTITION_PREFIX}${tokenHash}`,
  [sk]: 'INVITATION',
});

/** In the account: a teammate names it, its first user's id is it. */
const IN_ACCOUNT = '(accountId = :account OR id = :account)';

const epochSeconds = (iso: string) => Math.ceil(Date.parse(iso) / 1000);

function toInvitation(item: Record<string, unknown>): StoredInvitation {
  return {
    id: item.id as string,
    accountId: item.accountId as string,
    email: item.email as string,
    role: item.role as InvitedRole,
    invitedBy: item.invitedBy as string,
    createdAt: item.createdAt as string,
    expiresAt: item.invitationExpiresAt as string,
  };
}

/** The invitation's fields on its item: its expiry as an instant, and again as the item's TTL. */
function invitationFields(invitation: StoredInvitation): Record<string, unknown> {
  const { expiresAt, ...fields } = invitation;
  return { ...fields, invitationExpiresAt: expiresAt, [ttl]: epochSeconds(expiresAt) };
}

/** A teammate's item holds the person alone: the plan and the counters are the account's. */
function personItem(user: StoredUser): Record<string, unknown> {
  const { tier: _tier, projectCount: _projectCount, ...person } = userItem(user);
  return person;
}

export function dynamoTeamStore(client: DynamoDBDocumentClient, tableName: string): TeamStore {
  const queryTeam = (accountId: string, prefix: string) =>
    queryAll(client, {
      TableName: tableName,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': pk, '#sk': sk },
      ExpressionAttributeValues: { ':pk': teamPartition(accountId), ':prefix': prefix },
      ConsistentRead: true,
    });

  /** The account's seat count moves by `change`, on condition (joining) that a seat is free. */
  function seatChange(accountId: string, change: 1 | -1, seats?: number): TransactionItem {
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

  return {
    async teammateIds(accountId) {
      return (await queryTeam(accountId, MEMBER)).map((item) => item.userId as string);
    },

    async openInvitations(accountId, now) {
      const items = await queryTeam(accountId, INVITATION);
      return items
        .map(toInvitation)
        .filter((invitation) => Date.parse(invitation.expiresAt) > now.getTime())
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    async invite(invitation, tokenHash) {
      await transactWrite(client, [
        {
          Put: {
            TableName: tableName,
            Item: {
              ...teamKey(invitation.accountId, `${INVITATION}${invitation.id}`),
              entity: 'invitation',
              ...invitationFields(invitation),
              tokenHash,
            },
            ConditionExpression: `attribute_not_exists(${pk})`,
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...linkKey(tokenHash),
              entity: 'invitationLink',
              accountId: invitation.accountId,
              invitationId: invitation.id,
              [ttl]: epochSeconds(invitation.expiresAt),
            },
            ConditionExpression: `attribute_not_exists(${pk})`,
          },
        },
      ]);
    },

    async withdraw(accountId, invitationId) {
      const key = teamKey(accountId, `${INVITATION}${invitationId}`);
      const found = await client.send(
        new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
      );
      if (!found.Item) return false;
      try {
        await transactWrite(client, [
          { Delete: { TableName: tableName, Key: key, ConditionExpression: `attribute_exists(${pk})` } },
          { Delete: { TableName: tableName, Key: linkKey(found.Item.tokenHash as string) } },
        ]);
        return true;
      } catch (error) {
        // Used or withdrawn meanwhile: there is nothing left to withdraw.
        if (cancellationReasons(error)?.some(refusedByCondition)) return false;
        throw error;
      }
    },

    async invitationByToken(tokenHash, now) {
      const link = await client.send(
        new GetCommand({ TableName: tableName, Key: linkKey(tokenHash), ConsistentRead: true }),
      );
      if (!link.Item) return null;
      const key = teamKey(link.Item.accountId as string, `${INVITATION}${link.Item.invitationId as string}`);
      const stored = await client.send(
        new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
      );
      if (!stored.Item) return null;
      const invitation = toInvitation(stored.Item);
      // DynamoDB Local never expires items, and AWS's TTL deletes late: the time decides.
      return Date.parse(invitation.expiresAt) > now.getTime() ? invitation : null;
    },

    async join(invitation, tokenHash, user, seats, now): Promise<'joined' | JoinRefusal> {
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
            Key: teamKey(invitation.accountId, `${INVITATION}${invitation.id}`),
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
        seatChange(invitation.accountId, 1, seats),
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
    },

    async setRole(accountId, userId, role) {
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
    },

    async handOwnership(accountId, ownerId, adminId) {
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
    },

    async remove(accountId, teammate, removedAt) {
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
          seatChange(accountId, -1),
        ]),
      );
    },
  };
}
