import type { User } from '@lienminder/shared';
import { roleOf, type UserInAccount } from '#src/ports/user-store';

/**
 * What the API tells the browser about the signed-in person: their own name, email and phone, their
 * account's plan and their role in it, and a new sign-in email still waiting at `now` for its link
 * to be opened; never the hash, counters or versions.
 */
export function toPublicUser({ user, account }: UserInAccount, now: Date): User {
  const pending = user.pendingEmailChange;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    subscriptionStatus: account.tier,
    role: roleOf(user),
    ...(pending && pending.expiresAt * 1000 > now.getTime() ? { pendingEmail: pending.email } : {}),
  };
}
