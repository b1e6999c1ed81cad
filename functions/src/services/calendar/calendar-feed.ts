/**
 * The user's private calendar feed address (POST and DELETE /api/calendar-feed). The address is a
 * bearer secret, like a reset link: 256 random bits, shown once, stored only as its SHA-256.
 */
import { type CalendarFeedResponse, calendarFeedRequestSchema } from '@lienminder/shared';
import type { CalendarFeedStore } from '#src/ports/calendar-feeds';
import type { Clock } from '#src/ports/clock';
import type { StoredUser } from '#src/ports/user-store';
import {
  type CurrentPasswordDependencies,
  confirmCurrentPassword,
  currentPasswordTries,
} from '#src/services/auth/current-password';
import { newSecretToken } from '#src/services/secret-token';
import { parseRequest } from '#src/services/validation';

/** Where the feed is served: one path segment, the token with `.ics` (apps that look at the name want it). */
const CALENDAR_FEED_PATH = '/api/calendar/';
export const CALENDAR_FEED_SUFFIX = '.ics';

/** Tries of the current password for a new feed address, per user. */
export const CALENDAR_FEED_PASSWORD_LIMIT = currentPasswordTries('calendar-feed-password');

export interface CalendarFeedDependencies extends CurrentPasswordDependencies {
  calendarFeeds: CalendarFeedStore;
  clock: Clock;
  publicUrl: URL;
}

/**
 * A new feed address for the user, for their current password (`{ currentPassword }`); the one they
 * had, if any, stops answering in the same write. The address reads every deadline of the account
 * without a session and outlives the session it was made in (until a password reset or signing out
 * everywhere ends it), so a session alone does not get one.
 */
export async function issueCalendarFeed(
  deps: CalendarFeedDependencies,
  user: StoredUser,
  body: unknown,
): Promise<CalendarFeedResponse> {
  const { currentPassword } = parseRequest(calendarFeedRequestSchema, body);
  await confirmCurrentPassword(deps, CALENDAR_FEED_PASSWORD_LIMIT, user, currentPassword);
  const { token, tokenHash } = newSecretToken();
  await deps.calendarFeeds.replace(user.id, tokenHash, deps.clock.now().toISOString());
  return { url: new URL(`${CALENDAR_FEED_PATH}${token}${CALENDAR_FEED_SUFFIX}`, deps.publicUrl).href };
}

/** The user's feed address stops answering; done already when they have none. */
export async function revokeCalendarFeed(
  deps: Pick<CalendarFeedDependencies, 'calendarFeeds'>,
  userId: string,
): Promise<void> {
  await deps.calendarFeeds.revoke(userId);
}
