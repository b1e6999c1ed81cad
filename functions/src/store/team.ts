/**
 * An account's team (docs/architecture.md section 9). `TEAM#<accountId>` holds a `MEMBER#<userId>`
 * place for each teammate beside the account's first user, an `INVITATION#<id>` for each invitation
 * still open; a removal is remembered in `TEAM_REMOVALS#` (store/team-removals.ts). An invitation's link finds
 * it through `INVITATION#<sha256(token)>` / `INVITATION`, which names the account and the
 * invitation. The seats are `memberCount` on the account item (absent: the first user alone,
 * docs/decisions/032), kept by the transactions that add and remove people.
 *
 * The parts: where the items are (team-items.ts), the invitations (team-invitations.ts), joining
 * and removal (team-membership.ts), the roles (team-roles.ts).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TeamStore } from '#src/ports/team-store';
import { invitationByToken, invite, openInvitations, withdraw } from './team-invitations';
import { MEMBER, queryTeam, type TeamTable } from './team-items';
import { join, remove } from './team-membership';
import { handOwnership, setRole } from './team-roles';

export function dynamoTeamStore(client: DynamoDBDocumentClient, tableName: string): TeamStore {
  const table: TeamTable = { client, tableName };
  return {
    teammateIds: async (accountId) =>
      (await queryTeam(table, accountId, MEMBER)).map((item) => item.userId as string),
    openInvitations: (accountId, now) => openInvitations(table, accountId, now),
    invite: (invitation, tokenHash) => invite(table, invitation, tokenHash),
    withdraw: (accountId, invitationId) => withdraw(table, accountId, invitationId),
    invitationByToken: (tokenHash, now) => invitationByToken(table, tokenHash, now),
    join: (invitation, tokenHash, user, seats, now) => join(table, invitation, tokenHash, user, seats, now),
    setRole: (accountId, userId, role) => setRole(table, accountId, userId, role),
    handOwnership: (accountId, ownerId, adminId) => handOwnership(table, accountId, ownerId, adminId),
    remove: (accountId, teammate, removedAt) => remove(table, accountId, teammate, removedAt),
  };
}
