import type { User } from '@lienminder/shared';
import { roleOf } from '#src/ports/user-store';
import type { SignedInSession } from './authenticate';

/**
 * What the API tells the browser about the signed-in person: their own name, email and phone, their
 * account's plan and their role in it, a new sign-in email still waiting at `now` for its link
 * to be opened, and whether this session is their first sign-in; never the hash, counters or versions.
 */
export function toPublicUser({ user, account, sessionId }: SignedInSession, now: Date): User {
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
    ...(user.firstSessionId === sessionId ? { firstSignIn: true as const } : {}),
  };
}
