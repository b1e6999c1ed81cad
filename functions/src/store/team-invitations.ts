/**
 * A team's invitations: the `INVITATION#<id>` item in the team, and the link's item that the
 * emailed token finds it through (`INVITATION#<sha256(token)>`), written and withdrawn together.
 * Each expires at its time, and again as the items' TTL.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { InvitedRole } from '@lienminder/shared';
import { TABLE_KEYS } from '#src/keys';
import type { StoredInvitation } from '#src/ports/team-store';
import { INVITATION, linkKey, queryTeam, type TeamTable, teamKey } from './team-items';
import { cancellationReasons, refusedByCondition, transactWrite } from './transactions';

const { pk, ttl } = TABLE_KEYS;

const epochSeconds = (iso: string) => Math.ceil(Date.parse(iso) / 1000);

export const invitationKey = (accountId: string, invitationId: string) =>
  teamKey(accountId, `${INVITATION}${invitationId}`);

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

/** The invitations not yet used, withdrawn or past their time, oldest first. */
export async function openInvitations(table: TeamTable, accountId: string, now: Date) {
  const items = await queryTeam(table, accountId, INVITATION);
  return items
    .map(toInvitation)
    .filter((invitation) => Date.parse(invitation.expiresAt) > now.getTime())
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function invite(
  { client, tableName }: TeamTable,
  invitation: StoredInvitation,
  tokenHash: string,
) {
  await transactWrite(client, [
    {
      Put: {
        TableName: tableName,
        Item: {
          ...invitationKey(invitation.accountId, invitation.id),
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
}

/** The invitation and its link gone; false when there was none left to withdraw. */
export async function withdraw({ client, tableName }: TeamTable, accountId: string, invitationId: string) {
  const key = invitationKey(accountId, invitationId);
  const found = await client.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
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
}

/** The invitation an emailed token names, while it is still open. */
export async function invitationByToken({ client, tableName }: TeamTable, tokenHash: string, now: Date) {
  const link = await client.send(
    new GetCommand({ TableName: tableName, Key: linkKey(tokenHash), ConsistentRead: true }),
  );
  if (!link.Item) return null;
  const key = invitationKey(link.Item.accountId as string, link.Item.invitationId as string);
  const stored = await client.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  if (!stored.Item) return null;
  const invitation = toInvitation(stored.Item);
  // DynamoDB Local never expires items, and AWS's TTL deletes late: the time decides.
  return Date.parse(invitation.expiresAt) > now.getTime() ? invitation : null;
}
