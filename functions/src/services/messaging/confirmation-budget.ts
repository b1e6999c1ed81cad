/**
 * The hourly budgets of opt-in confirmation texts (docs/decisions/019): every confirmation the
 * program sends in a clock hour is counted atomically in the table, far above a real hour's
 * opt-ins, far below what SMS pumping buys. Each way a consent comes has a budget of its own, so
 * that a stranger who spends the public page's cannot stop new accounts or project saves from
 * confirming theirs. Reaching one logs SMS_CONFIRMATION_BUDGET_SPENT, which the stack's alarm
 * counts (infra/lib/operations.ts).
 */
import { type ConsentSource, LOG_MESSAGES } from '@lienminder/shared';
import { log } from '#src/log';
import type { RateLimit, RateLimiter, RateLimitVerdict } from '#src/ports/rate-limiter';

const HOUR = 60 * 60;

export const CONFIRMATION_BUDGETS = {
  opt_in_page: { action: 'sms-confirmation-budget', limit: 200, windowSeconds: HOUR },
  /** It comes with the session of an account just registered with that phone (sign-up is limited per address). */
  registration: { action: 'sms-registration-confirmation-budget', limit: 200, windowSeconds: HOUR },
  /** A project save's newly consented phone (services/messaging/phone-consents.ts). */
  project_form: { action: 'sms-project-confirmation-budget', limit: 200, windowSeconds: HOUR },
} as const satisfies Partial<Record<ConsentSource, RateLimit>>;

/**
 * One account's hour of the project saves' confirmations, within the budget above: an account that
 * ticks consent for number after number (a script, a stolen session) stops at its own share instead
 * of spending every account's. Far above a real office's hour: a number already opted in (on
 * another project, or by its text) is not confirmed again.
 */
export const ACCOUNT_CONFIRMATION_BUDGET = {
  action: 'sms-account-confirmation-budget',
  limit: 25,
  windowSeconds: HOUR,
} as const satisfies RateLimit;

/** The log message the stack's metric filter matches: change both together. */
export const SMS_CONFIRMATION_BUDGET_SPENT = LOG_MESSAGES.smsConfirmationBudgetSpent;

/** Counts one confirmation against its source's budget for the hour; a spent budget is logged for the alarm. */
export async function spendConfirmationBudget(
  rateLimiter: Pick<RateLimiter, 'hit'>,
  source: keyof typeof CONFIRMATION_BUDGETS,
): Promise<RateLimitVerdict> {
  const budget = CONFIRMATION_BUDGETS[source];
  const verdict = await rateLimiter.hit(budget, 'all');
  if (!verdict.allowed) log.error(SMS_CONFIRMATION_BUDGET_SPENT, { limit: budget.limit, source });
  return verdict;
}

/**
 * Counts one project-save confirmation against the account's share, then the program's budget. An
 * account past its share is logged as a warning (one account's doing, not the program's alarm).
 */
export async function spendProjectConfirmationBudget(
  rateLimiter: Pick<RateLimiter, 'hit'>,
  userId: string,
): Promise<RateLimitVerdict> {
  const share = await rateLimiter.hit(ACCOUNT_CONFIRMATION_BUDGET, userId);
  if (!share.allowed) {
    log.warn("An account's hour of confirmation texts is spent; the consent stands without one", {
      limit: ACCOUNT_CONFIRMATION_BUDGET.limit,
      userId,
    });
    return share;
  }
  return spendConfirmationBudget(rateLimiter, 'project_form');
}
