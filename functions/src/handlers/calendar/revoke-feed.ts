import { apiHandler } from '#src/composition/api-handler';
import { calendarFeeds } from '#src/composition/calendar-feeds';
import { requireUser } from '#src/composition/require-user';
import { use } from '#src/composition/scope';
import { json } from '#src/http/responses';
import { revokeCalendarFeed } from '#src/services/calendar/calendar-feed';

/** DELETE /api/calendar-feed: 200 whether or not the user had a feed (its address stops answering); 401. */
export const handler = apiHandler(async (request) => {
  const { user } = await requireUser(request);
  await revokeCalendarFeed({ calendarFeeds: use(calendarFeeds) }, user.id);
  return json(200, { message: 'Calendar feed revoked' });
});
