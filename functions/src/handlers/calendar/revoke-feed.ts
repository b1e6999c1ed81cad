import { revokeCalendarFeed } from '#services/calendar/calendar-feed';
import { calendarFeeds } from '../../composition/calendar-feeds';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** DELETE /api/calendar-feed: 200 whether or not the user had a feed (its address stops answering); 401. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  await revokeCalendarFeed({ calendarFeeds: use(calendarFeeds) }, user.id);
  return json(200, { message: 'Calendar feed revoked' });
});
