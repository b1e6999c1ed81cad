/**
 * The user's private calendar feed address (POST and DELETE /api/calendar-feed). The address is a
 * bearer secret, like a reset link: 256 random bits, shown once, stored only as its SHA-256.
 */
import type { CalendarFeedResponse } from '@lienminder/shared';
import type { CalendarFeedStore } from '#ports/calendar-feeds';
import type { Clock } from '#ports/clock';
import { newSecretToken } from '../secret-token';

/** Where the feed is served: one path segment, the token with `.ics` (apps that look at the name want it). */
const CALENDAR_FEED_PATH = '/api/calendar/';
export const CALENDAR_FEED_SUFFIX = '.ics';

export interface CalendarFeedDependencies {
  calendarFeeds: CalendarFeedStore;
  clock: Clock;
  publicUrl: URL;
}

/** A new feed address for the user; the one they had, if any, stops answering in the same write. */
export async function issueCalendarFeed(
  deps: CalendarFeedDependencies,
  userId: string,
): Promise<CalendarFeedResponse> {
  const { token, tokenHash } = newSecretToken();
  await deps.calendarFeeds.replace(userId, tokenHash, deps.clock.now().toISOString());
  return { url: new URL(`${CALENDAR_FEED_PATH}${token}${CALENDAR_FEED_SUFFIX}`, deps.publicUrl).href };
}

/** The user's feed address stops answering; done already when they have none. */
export async function revokeCalendarFeed(
  deps: Pick<CalendarFeedDependencies, 'calendarFeeds'>,
  userId: string,
): Promise<void> {
  await deps.calendarFeeds.revoke(userId);
}
