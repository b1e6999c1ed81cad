/**
 * Closing the account (docs/product.md section 6: the owner's alone), `DELETE /api/account`. In an
 * order that never half-writes: billing ends first, while a failure still leaves the account as it
 * was to try again; then the mark that ends every sign-in of it at once; then the deletion, each
 * step of which may run again (store/account-closing.ts), and which the daily job finishes when a
 * run stopped midway. Kept: the SMS consent log (the proof of consent the law asks for,
 * docs/sms-compliance.md) and what the payment provider keeps of the payments.
 */
import { CLOSED_LOGIN_NOTICE_DAYS, closeAccountRequestSchema } from '@lienminder/shared';
import { log } from '#src/log';
import type { AccountClosings } from '#src/ports/account-closing';
import type { Clock } from '#src/ports/clock';
import type { PaymentProvider } from '#src/ports/payments';
import { accountIdOf, type UserInAccount } from '#src/ports/user-store';
import { requireCloseAccountRole } from '#src/services/account/roles';
import {
  type CurrentPasswordDependencies,
  confirmCurrentPassword,
  currentPasswordTries,
} from '#src/services/auth/current-password';
import { parseRequest } from '#src/services/validation';

/** Tries of the current password to close the account, per user. */
const CLOSE_ACCOUNT_PASSWORD_LIMIT = currentPasswordTries('close-account-password');

export interface ClosingDependencies {
  closings: AccountClosings;
  clock: Clock;
}

export interface CloseAccountDependencies extends ClosingDependencies, CurrentPasswordDependencies {
  /** Resolved only for an account that has a payment customer. */
  payments: () => Promise<PaymentProvider>;
}

/** Until when a closed login's sign-in says the account was closed (Unix seconds). */
const noticeUntil = (now: Date) => Math.floor(now.getTime() / 1000) + CLOSED_LOGIN_NOTICE_DAYS * 86_400;

export async function closeAccount(
  deps: CloseAccountDependencies,
  { user, account }: UserInAccount,
  body: unknown,
): Promise<void> {
  const { currentPassword } = parseRequest(closeAccountRequestSchema, body);
  requireCloseAccountRole(user);
  await confirmCurrentPassword(deps, CLOSE_ACCOUNT_PASSWORD_LIMIT, user, currentPassword);
  // No charge after this: every subscription that bills ends at the end of its period, one still
  // waiting for a first payment at once (ports/payments.ts).
  if (account.stripeCustomerId) await (await deps.payments()).cancelAll(account.stripeCustomerId);
  const now = deps.clock.now();
  const accountId = accountIdOf(user);
  await deps.closings.begin(accountId, now.toISOString());
  await deps.closings.finish(accountId, noticeUntil(now));
  log.info('Account closed', { accountId });
}

/** The daily job's part: finishes every closing a failed run left midway. Answers how many. */
export async function finishClosings(deps: ClosingDependencies): Promise<number> {
  const unfinished = await deps.closings.unfinished();
  for (const accountId of unfinished) await deps.closings.finish(accountId, noticeUntil(deps.clock.now()));
  return unfinished.length;
}
