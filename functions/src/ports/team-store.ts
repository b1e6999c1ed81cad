import type { InvitedRole } from '@lienminder/shared';
import type { StoredUser } from './user-store';

/** An invitation to join an account, as stored; its link's token is kept only as a hash. */
export interface StoredInvitation {
  id: string;
  accountId: string;
  /** As typed by whoever invited (trimmed); the login it makes claims its lower-case form. */
  email: string;
  role: InvitedRole;
  invitedBy: string;
  createdAt: string;
  /** When its link stops working (ISO instant): the store's conditions compare it with now. */
  expiresAt: string;
}

/** Why a join did not happen: the invitation is gone (used, withdrawn, expired), the email signs in already, the seats are taken. */
export type JoinRefusal = 'invitation-gone' | 'email-taken' | 'team-full';

/**
 * An account's team (docs/architecture.md section 9): who is in it beside its first user, the
 * invitations still open, and the changes to either, each one transaction so that the seats, the
 * logins and the one owner hold whatever races them.
 */
export interface TeamStore {
  /** The ids of the account's teammates, its first user (whose id is the account's) not included. */
  teammateIds(accountId: string): Promise<string[]>;
  /** Invitations whose link still works at `now`, oldest first. */
  openInvitations(accountId: string, now: Date): Promise<StoredInvitation[]>;
  invite(invitation: StoredInvitation, tokenHash: string): Promise<void>;
  /** Ends an invitation's link; false when the account has no such invitation. */
  withdraw(accountId: string, invitationId: string): Promise<boolean>;
  /** The invitation a link's token opens at `now`, or null (never issued, used, withdrawn, expired). */
  invitationByToken(tokenHash: string, now: Date): Promise<StoredInvitation | null>;
  /**
   * Makes `user` (naming the account and the invitation's role) in one transaction that spends the
   * invitation, claims the email and takes a seat while fewer than `seats` are taken.
   */
  join(
    invitation: StoredInvitation,
    tokenHash: string,
    user: StoredUser,
    seats: number,
    now: Date,
  ): Promise<'joined' | JoinRefusal>;
  /** Gives a teammate who is not the owner another role; false when no such person may have it. */
  setRole(accountId: string, userId: string, role: InvitedRole): Promise<boolean>;
  /** The owner becomes an admin and the admin the owner, in one write; false if either is no longer so. */
  handOwnership(accountId: string, ownerId: string, adminId: string): Promise<boolean>;
  /**
   * Removes a teammate who is not the owner: their user item, login email, calendar feed and seat
   * go in one transaction that records the removal, which ends their Mark-as-done links. False when they
   * were not (or no longer) such a teammate.
   */
  remove(accountId: string, teammate: StoredUser, removedAt: Date): Promise<boolean>;
}
