import { joinTeamRequestSchema, PLANS, teamFullMessage } from '@lienminder/shared';
import { InvitationGone, InvitedEmailHasLogin, PlanRestriction, TooManyRequests } from '#src/errors';
import type { IdGenerator } from '#src/ports/ids';
import type { TeamStore } from '#src/ports/team-store';
import type { StoredUser } from '#src/ports/user-store';
import { addressKey } from '#src/services/address-key';
import type { SignedIn } from '#src/services/auth/login';
import { toPublicUser } from '#src/services/auth/public-user';
import { REGISTER_RATE_LIMIT, TOO_MANY_SIGN_UPS } from '#src/services/auth/register';
import {
  newSessionId,
  type PasswordSignInDependencies,
  startSession,
} from '#src/services/auth/start-session';
import { hashSecretToken, SECRET_TOKEN_PATTERN } from '#src/services/secret-token';
import { parseRequest } from '#src/services/validation';

export interface JoinDependencies extends PasswordSignInDependencies {
  team: Pick<TeamStore, 'invitationByToken' | 'join'>;
  ids: IdGenerator;
}

/**
 * POST /api/team/join `{ token, firstName, lastName, password }`: the invited person's own login in
 * the inviting account, with the invitation's role, signed in at once (201): their first sign-in.
 * The link works once: used, withdrawn or past its 7 days it answers 410; an address that signs in
 * already 409 (a login belongs to one company). Counted with sign-ups per address, as each costs a
 * password hash.
 */
export async function joinTeam(deps: JoinDependencies, body: unknown, clientIp: string): Promise<SignedIn> {
  const request = parseRequest(joinTeamRequestSchema, body);
  const verdict = await deps.rateLimiter.hit(REGISTER_RATE_LIMIT, addressKey(clientIp));
  if (!verdict.allowed) throw new TooManyRequests(TOO_MANY_SIGN_UPS, verdict.retryAfterSeconds);
  const now = deps.clock.now();
  const tokenHash = hashSecretToken(request.token);
  const invitation = SECRET_TOKEN_PATTERN.test(request.token)
    ? await deps.team.invitationByToken(tokenHash, now)
    : null;
  const account = invitation ? await deps.users.findById(invitation.accountId) : null;
  if (!invitation || !account) throw new InvitationGone();
  if (await deps.users.findByEmail(invitation.email)) throw new InvitedEmailHasLogin(invitation.email);

  const sessionId = newSessionId();
  const user: StoredUser = {
    id: deps.ids.newId(),
    accountId: account.id,
    role: invitation.role,
    email: invitation.email,
    firstName: request.firstName,
    lastName: request.lastName,
    // No phone is asked: SMS consent stays with each project's own numbers.
    phone: '',
    tier: account.tier,
    passwordHash: await deps.passwords.hash(request.password),
    projectCount: 0,
    sessionVersion: 1,
    createdAt: now.toISOString(),
    firstSessionId: sessionId,
  };
  const plan = PLANS[account.tier];
  const outcome = await deps.team.join(invitation, tokenHash, user, plan.seats, now);
  if (outcome === 'invitation-gone') throw new InvitationGone();
  if (outcome === 'email-taken') throw new InvitedEmailHasLogin(invitation.email);
  if (outcome === 'team-full') throw new PlanRestriction(teamFullMessage(plan.name, plan.seats));
  return {
    user: toPublicUser({ user, account, sessionId }, now),
    sessionToken: await startSession(deps, user, sessionId),
    deviceCookie: await deps.knownDevices.issue(user.id),
  };
}
