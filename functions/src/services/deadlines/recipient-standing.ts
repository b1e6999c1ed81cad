/**
 * May this recipient still act on this project? The one check behind every link a person acts with
 * outside a session that names them (a Mark-as-done link, deadline-done-token.ts): the link works
 * while its address is on the project's alert list, its person has not been removed from the team
 * since it was sent, and the account's owner has not reset the password since
 * (docs/architecture.md section 5).
 */
import { PLANS, type Project } from '@lienminder/shared';
import type { TeamRemovals } from '#src/ports/team-removals';
import type { UserLookup } from '#src/ports/user-store';
import { alertEmailList } from '#src/services/messaging/alert-email-list';

export interface RecipientStandingDependencies {
  users: UserLookup;
  teamRemovals: TeamRemovals;
}

/** Who a link was sent to, and what stood when it was. */
export interface LinkRecipient {
  /** The account: its owner's user id. */
  accountId: string;
  /** Lower-case. */
  recipient: string;
  /** The owner's `sessionVersion` when the link was made: a password reset bumps it. */
  accountVersion: number;
  issuedAt: Date;
}

export async function mayRecipientAct(
  deps: RecipientStandingDependencies,
  link: LinkRecipient,
  project: Project,
): Promise<boolean> {
  const [owner, removedAt] = await Promise.all([
    deps.users.findById(link.accountId),
    deps.teamRemovals.removedAt(link.accountId, link.recipient),
  ]);
  if (!owner || owner.sessionVersion !== link.accountVersion) return false;
  if (removedAt && removedAt.getTime() >= link.issuedAt.getTime()) return false;
  return alertEmailList(project, PLANS[owner.tier], owner.email).some(
    (address) => address.toLowerCase() === link.recipient,
  );
}
