/** A person's own login: the sign-in email changes, and closing the account (services/account). */
import type { AccountClosings, ClosedLogins } from '#src/ports/account-closing';
import type { EmailChanges } from '#src/ports/email-changes';
import { finishClosings } from '#src/services/account/close-account';
import { dynamoAccountClosings } from '#src/store/account-closing';
import { dynamoClosedLogins } from '#src/store/closed-logins';
import { dynamoEmailChanges } from '#src/store/email-changes';
import { clock, config } from './runtime';
import type { Part } from './scope';
import { tableClient } from './stores';

export const emailChanges: Part<EmailChanges> = {
  build: (use) => dynamoEmailChanges(use(tableClient), use(config).tableName),
};

export const accountClosings: Part<AccountClosings> = {
  build: (use) => dynamoAccountClosings(use(tableClient), use(config).tableName),
};

/** What a sign-in reads of a closed account's logins: alone, so the login carries none of the deletion. */
export const closedLogins: Part<ClosedLogins> = {
  build: (use) => dynamoClosedLogins(use(tableClient), use(config).tableName),
};

/** The daily job's part: finishes every account closing a failed run left midway. */
export const unfinishedClosings: Part<() => Promise<number>> = {
  build: (use) => {
    const dependencies = { closings: use(accountClosings), clock: use(clock) };
    return () => finishClosings(dependencies);
  },
};
