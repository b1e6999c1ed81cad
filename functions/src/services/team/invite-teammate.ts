import {
  INVITATION_LIFETIME_DAYS,
  type InvitationResponse,
  invitationRequestSchema,
  PLANS,
  TEAM_MESSAGES,
  teamFullMessage,
} from '@lienminder/shared';
import { PlanRestriction } from '#src/errors';
import type { Clock } from '#src/ports/clock';
import type { IdGenerator } from '#src/ports/ids';
import type { MessageDispatch } from '#src/ports/message-dispatch';
import type { TeamStore } from '#src/ports/team-store';
import type { UserInAccount } from '#src/ports/user-store';
import { requireTeamRole } from '#src/services/account/roles';
import { newSecretToken } from '#src/services/secret-token';
import { parseRequest } from '#src/services/validation';
import { invitationEmail, invitationLink } from './invitation-email';
import { toInvitation } from './team-view';

export interface InviteDependencies {
  team: Pick<TeamStore, 'openInvitations' | 'invite'>;
  messages: MessageDispatch;
  clock: Clock;
  ids: IdGenerator;
  publicUrl: URL;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/team/invitations `{ email, role }` (owner and admins): stores the invitation and emails
 * its single-use link, good for 7 days. Free has one seat (403 with the plan's text); a team whose
 * people and open invitations fill the plan's seats is full (403 naming the limit, docs/decisions/032).
 */
export async function inviteTeammate(
  deps: InviteDependencies,
  { user, account }: UserInAccount,
  body: unknown,
): Promise<InvitationResponse> {
  requireTeamRole(user);
  const request = parseRequest(invitationRequestSchema, body);
  const plan = PLANS[account.tier];
  if (plan.seats <= 1) throw new PlanRestriction(TEAM_MESSAGES.freePlan);
  const now = deps.clock.now();
  const open = await deps.team.openInvitations(account.id, now);
  if ((account.memberCount ?? 1) + open.length >= plan.seats) {
    throw new PlanRestriction(teamFullMessage(plan.name, plan.seats));
  }
  const { token, tokenHash } = newSecretToken();
  const invitation = {
    id: deps.ids.newId(),
    accountId: account.id,
    email: request.email,
    role: request.role,
    invitedBy: user.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString(),
  };
  await deps.team.invite(invitation, tokenHash);
  const inviter = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const company = account.companyProfile?.legalName.trim() || `${inviter}’s company`;
  await deps.messages.dispatch('team_invitation', [
    {
      channel: 'email',
      ...invitationEmail({
        to: invitation.email,
        inviter,
        company,
        role: invitation.role,
        link: invitationLink(deps.publicUrl, token),
      }),
    },
  ]);
  return { invitation: toInvitation(invitation) };
}
