/**
 * `GET /sms/admin/consents` (spec sections 6 and 7; DESIGN.md section 5): the consent log for the
 * operator, behind HTTP Basic credentials from configuration. There is no default: without both
 * settings the endpoint stays shut (503). Credentials are compared in constant time, and failures
 * are counted per address: past the limit every attempt, right or wrong, answers 429, so guessing
 * learns nothing until the window ends.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SmsConsentPage } from '@lienminder/shared';
import { type ConsentLog, InvalidConsentCursor } from '#ports/consent-log';
import type { RateLimiter } from '#ports/rate-limiter';
import {
  AdminCredentialsRejected,
  AdminNotConfigured,
  TooManyRequests,
  ValidationFailed,
} from '../../errors';
import { addressKey } from '../address-key';

export const ADMIN_FAILURE_RATE_LIMIT = {
  action: 'admin-auth-ip',
  limit: 5,
  windowSeconds: 15 * 60,
} as const;

/** Records per page: the server sets it (spec section 7). */
export const ADMIN_CONSENTS_PAGE_SIZE = 50;

export interface AdminCredentials {
  username?: string;
  password?: string;
}

export interface AdminConsentsDependencies {
  /** From the environment locally, from the app secret in AWS. */
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

  const standing = await deps.rateLimiter.check(ADMIN_FAILURE_RATE_LIMIT, addressKey(request.clientIp));
  if (!standing.allowed) {
    throw new TooManyRequests(
      'Too many failed sign-in attempts. Please try again later.',
      standing.retryAfterSeconds,
    );
  }
  const given = basicCredentials(request.authorization);
  // Both compared every time: which of the two was wrong is not told by the time taken.
  const userMatches = sameSecret(given?.username ?? '', username);
  const passwordMatches = sameSecret(given?.password ?? '', password);
  if (!given || !userMatches || !passwordMatches) {
    await deps.rateLimiter.hit(ADMIN_FAILURE_RATE_LIMIT, addressKey(request.clientIp));
    throw new AdminCredentialsRejected();
  }

  try {
    return await deps.log.list({ limit: ADMIN_CONSENTS_PAGE_SIZE, cursor: request.cursor });
  } catch (error) {
    if (error instanceof InvalidConsentCursor) {
      throw new ValidationFailed([{ path: 'cursor', message: 'Invalid cursor' }], 'Invalid cursor');
    }
    throw error;
  }
}
