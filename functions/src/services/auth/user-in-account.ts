import { accountClosedMessage } from '@lienminder/shared';
import { AccountClosed, AuthenticationRequired } from '#src/errors';
import { accountIdOf, type StoredUser, type UserInAccount, type UserLookup } from '#src/ports/user-store';
import { floridaLongDate } from '#src/services/florida-date';

/** The answer to a sign-in of an account its owner closed at `closedAt`, with the day, as Florida's calendar shows it. */
export const accountClosed = (closedAt: string) =>
  new AccountClosed(accountClosedMessage(floridaLongDate(closedAt)));

/**
 * A user with the account they work in: the same item for the account's first user, one more read
 * for a teammate. An account that is gone ends the sign-in as a session check would; one its owner
 * is closing says so (its data is being deleted).
 */
export async function inAccount(users: UserLookup, user: StoredUser): Promise<UserInAccount> {
  const accountId = accountIdOf(user);
  const account = accountId === user.id ? user : await users.findById(accountId);
  if (!account) throw new AuthenticationRequired();
  if (account.closingSince) throw accountClosed(account.closingSince);
  return { user, account };
}
