import type { User } from '@lienminder/shared';
import type { StoredUser } from '#src/ports/user-store';

/** What the API tells the browser about the signed-in user: never the hash, counters or versions. */
export function toPublicUser(user: StoredUser): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    subscriptionStatus: user.tier,
  };
}
