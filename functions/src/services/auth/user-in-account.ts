import { accountClosedMessage } from '@lienminder/shared';
import { AccountClosed, AuthenticationRequired } from '#src/errors';
import { accountIdOf, type StoredUser, type UserInAccount, type UserLookup } from '#src/ports/user-store';

/** "November 28, 2026": when an account was closed, as its people's calendar in Florida shows it. */
export const closedOn = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' }).format(
    new Date(instant),
  );

/**
 * A user with the account they work in: the same item for the account's first user, one more read
 * for a teammate. An account that is gone ends the sign-in as a session check would; one its owner
 * is closing says so (its data is being deleted).
 */
export async function inAccount(users: UserLookup, user: StoredUser): Promise<UserInAccount> {
  const accountId = accountIdOf(user);
  const account = accountId === user.id ? user : await users.findById(accountId);
  if (!account) throw new AuthenticationRequired();
  if (account.closingSince) throw new AccountClosed(accountClosedMessage(closedOn(account.closingSince)));
  return { user, account };
}
