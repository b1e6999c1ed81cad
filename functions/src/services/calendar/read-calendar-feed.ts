/**
 * GET /api/calendar/{token}: the feed a calendar app fetches with no session, the token in the path
 * its only credential. An unknown, malformed, replaced or revoked token answers alike (404).
 */

import { CalendarFeedNotFound, TooManyRequests } from '#src/errors';
import type { CalendarFeedStore } from '#src/ports/calendar-feeds';
import type { Clock } from '#src/ports/clock';
import type { DescribedProjectStore } from '#src/ports/project-store';
import type { RateLimit, RateLimiter } from '#src/ports/rate-limiter';
import { accountIdOf, type StoredUser, type UserStore } from '#src/ports/user-store';
import { addressKey } from '#src/services/address-key';
import { hashSecretToken, SECRET_TOKEN_PATTERN } from '#src/services/secret-token';
import { CALENDAR_FEED_SUFFIX } from './calendar-feed';
import { deadlineCalendar } from './deadline-calendar';

/**
 * Fetches per address, every one counted (a 256-bit token cannot be guessed, so this is about
 * cost): an app polls a feed every few minutes at most, while a calendar service that fetches for
 * many subscribers from one address still gets one a second.
 */
export const CALENDAR_FEED_RATE_LIMIT = {
  action: 'calendar-feed-ip',
  limit: 60,
  windowSeconds: 60,
} satisfies RateLimit;

export const TOO_MANY_FEED_REQUESTS = 'Too many calendar requests. Please wait a while and try again.';

export interface ReadCalendarFeedDependencies {
  calendarFeeds: Pick<CalendarFeedStore, 'ownerOf'>;
  users: Pick<UserStore, 'findById'>;
  projects: Pick<DescribedProjectStore, 'listProjectsWithDeadlines'>;
  rateLimiter: Pick<RateLimiter, 'hit'>;
  clock: Clock;
  publicUrl: URL;
}

/** The token of a feed path segment, with or without its `.ics`; null for a shape never issued. */
function tokenOf(segment: string | undefined): string | null {
  const token = segment?.endsWith(CALENDAR_FEED_SUFFIX)
    ? segment.slice(0, -CALENDAR_FEED_SUFFIX.length)
    : segment;
  return token !== undefined && SECRET_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * The account whose projects a person's feed shows; null once that person is gone (removed from
 * the team: their feed ends with them).
 */
async function accountOfFeed(users: Pick<UserStore, 'findById'>, userId: string): Promise<StoredUser | null> {
  const person = await users.findById(userId);
  if (!person || accountIdOf(person) === person.id) return person;
  return users.findById(accountIdOf(person));
}

/** The iCalendar text of the feed `segment` names; `CalendarFeedNotFound` or `TooManyRequests`. */
export async function readCalendarFeed(
  deps: ReadCalendarFeedDependencies,
  segment: string | undefined,
  clientIp: string,
): Promise<string> {
  const verdict = await deps.rateLimiter.hit(CALENDAR_FEED_RATE_LIMIT, addressKey(clientIp));
  if (!verdict.allowed) throw new TooManyRequests(TOO_MANY_FEED_REQUESTS, verdict.retryAfterSeconds);
  const token = tokenOf(segment);
  const ownerId = token === null ? null : await deps.calendarFeeds.ownerOf(hashSecretToken(token));
  const account = ownerId === null ? null : await accountOfFeed(deps.users, ownerId);
  if (!account) throw new CalendarFeedNotFound();
  // The dashboard's read: one Query of the account's project items, or none while they are unchanged.
  const projects = await deps.projects.listProjectsWithDeadlines(account);
  return deadlineCalendar(projects, { publicUrl: deps.publicUrl, now: deps.clock.now() });
}
