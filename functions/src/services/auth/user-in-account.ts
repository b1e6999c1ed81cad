import { AuthenticationRequired } from '#src/errors';
import { accountIdOf, type StoredUser, type UserInAccount, type UserLookup } from '#src/ports/user-store';

/**
 * A user with the account they work in: the same item for the account's first user, one more read
 * for a teammate. An account that is gone (closed while they signed in) ends the sign-in as a
 * session check would.
 */
export async function inAccount(users: UserLookup, user: StoredUser): Promise<UserInAccount> {
  const accountId = accountIdOf(user);
  if (accountId === user.id) return { user, account: user };
  const account = await users.findById(accountId);
  if (!account) throw new AuthenticationRequired();
  return { user, account };
}
