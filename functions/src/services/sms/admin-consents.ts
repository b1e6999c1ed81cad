/**
 * `GET /sms/admin/consents` (docs/product.md sections 6 and 7; docs/architecture.md section 5): the consent log for the
 * operator, behind HTTP Basic credentials from configuration. There is no default: without both
 * settings the endpoint stays shut (503), and a weak password keeps the function from starting
 * (admin-password.ts). Credentials are compared in constant time.
 *
 * Failures are limited per address and for the account as a whole (there is one admin account, so
 * every guess is a guess at it). Each attempt is counted, with one atomic ADD per counter, before
 * its password is compared, and taken back only once it proves right: 40 guesses sent at once are
 * numbered 1 to 40 by the table, so only the limit's count of them is compared and the rest answer
 * 429. A check-then-count would let every one of them read "under the limit" before any was counted.
 * Past the limit every attempt, right or wrong, answers 429, so guessing learns nothing until the
 * window ends.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SmsConsentPage } from '@lienminder/shared';
import { AdminCredentialsRejected, AdminNotConfigured, TooManyRequests, ValidationFailed } from '#src/errors';
import { type ConsentLog, InvalidConsentCursor } from '#src/ports/consent-log';
import type { RateLimit, RateLimiter } from '#src/ports/rate-limiter';
import { addressKey } from '#src/services/address-key';

export const ADMIN_FAILURE_RATE_LIMIT = {
  action: 'admin-auth-ip',
  limit: 5,
  windowSeconds: 15 * 60,
} as const;

/**
 * Failures from every address together. An attacker who fills it shuts the operator out of the
 * consent log for the rest of the hour, and of nothing else (it is no customer's sign-in); in
 * exchange many addresses get 30 guesses an hour between them, not 20 an hour each.
 */
export const ADMIN_ACCOUNT_FAILURE_RATE_LIMIT = {
  action: 'admin-auth-account',
  limit: 30,
  windowSeconds: 60 * 60,
} as const;

/** The one admin account's key in the account counter. */
const ADMIN_ACCOUNT = 'consent-admin';

/** Records per page: the server sets it (docs/product.md section 7). */
export const ADMIN_CONSENTS_PAGE_SIZE = 50;

export interface AdminCredentials {
  username?: string;
  password?: string;
}

export interface AdminConsentsDependencies {
  /** From the environment locally, from the Twilio secret in AWS. */
  credentials: () => Promise<AdminCredentials>;
  rateLimiter: RateLimiter;
  log: Pick<ConsentLog, 'list'>;
}

export interface AdminConsentsRequest {
  /** The Authorization header as sent. */
  authorization: string | undefined;
  clientIp: string;
  cursor: string | undefined;
}

/** `Basic base64(user:password)`; the password may itself hold colons (RFC 7617). */
function basicCredentials(authorization: string | undefined): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return null;
  return { username: decoded.slice(0, separator), password: decoded.slice(separator + 1) };
}

/** Digests first, so neither the length nor the content of the expected value leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function listConsentsForAdmin(
  deps: AdminConsentsDependencies,
  request: AdminConsentsRequest,
): Promise<SmsConsentPage> {
  const { username, password } = await deps.credentials();
  if (!username || !password) throw new AdminNotConfigured();

  const address = addressKey(request.clientIp);
  // The address first: an address already refused adds nothing to the account's count, so one
  // address alone cannot use up the account's limit.
  await countAttempt(deps.rateLimiter, ADMIN_FAILURE_RATE_LIMIT, address);
  await countAttempt(deps.rateLimiter, ADMIN_ACCOUNT_FAILURE_RATE_LIMIT, ADMIN_ACCOUNT);

  const given = basicCredentials(request.authorization);
  // Both compared every time: which of the two was wrong is not told by the time taken.
  const userMatches = sameSecret(given?.username ?? '', username);
  const passwordMatches = sameSecret(given?.password ?? '', password);
  if (!given || !userMatches || !passwordMatches) throw new AdminCredentialsRejected();
  // Only failures are kept: the operator can page through the whole log.
  await Promise.all([
    deps.rateLimiter.release(ADMIN_FAILURE_RATE_LIMIT, address),
    deps.rateLimiter.release(ADMIN_ACCOUNT_FAILURE_RATE_LIMIT, ADMIN_ACCOUNT),
  ]);

  try {
    return await deps.log.list({ limit: ADMIN_CONSENTS_PAGE_SIZE, cursor: request.cursor });
  } catch (error) {
    if (error instanceof InvalidConsentCursor) {
      throw new ValidationFailed([{ path: 'cursor', message: 'Invalid cursor' }], 'Invalid cursor');
    }
    throw error;
  }
}

async function countAttempt(rateLimiter: RateLimiter, rule: RateLimit, key: string): Promise<void> {
  const verdict = await rateLimiter.hit(rule, key);
  if (!verdict.allowed) {
    throw new TooManyRequests(
      'Too many failed sign-in attempts. Please try again later.',
      verdict.retryAfterSeconds,
    );
  }
}
