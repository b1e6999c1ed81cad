/** Private calendar feeds: the store of their token hashes (`CALFEED#<sha256>`) in the single table. */
import type { CalendarFeedStore } from '#src/ports/calendar-feeds';
import { dynamoCalendarFeedStore } from '#src/store/calendar-feeds';
import { config } from './runtime';
import type { Part } from './scope';
import { tableClient } from './stores';

export const calendarFeeds: Part<CalendarFeedStore> = {
  build: (use) => dynamoCalendarFeedStore(use(tableClient), use(config).tableName),
};
