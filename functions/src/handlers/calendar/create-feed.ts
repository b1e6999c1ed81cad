import { issueCalendarFeed } from '#services/calendar/calendar-feed';
import { calendarFeeds } from '../../composition/calendar-feeds';
import { clock, config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** POST /api/calendar-feed: 200 `{ url }`, a new private feed address (the user's old one stops answering); 401. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  const feed = await issueCalendarFeed(
    { calendarFeeds: use(calendarFeeds), clock: use(clock), publicUrl: use(config).publicUrl },
    user.id,
  );
  return json(200, feed);
});
