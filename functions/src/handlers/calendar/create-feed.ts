import { issueCalendarFeed } from '#services/calendar/calendar-feed';
import { passwords } from '../../composition/auth';
import { calendarFeeds } from '../../composition/calendar-feeds';
import { clock, config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { rateLimiter } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/**
 * POST /api/calendar-feed `{ currentPassword }`: 200 `{ url }`, a new private feed address (the
 * user's old one stops answering); 401; 403 for a wrong password; 429 past the per-user tries.
 */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  const feed = await issueCalendarFeed(
    {
      calendarFeeds: use(calendarFeeds),
      clock: use(clock),
      publicUrl: use(config).publicUrl,
      rateLimiter: use(rateLimiter),
      passwords: use(passwords),
    },
    user,
    request.body,
  );
  return json(200, feed);
});
