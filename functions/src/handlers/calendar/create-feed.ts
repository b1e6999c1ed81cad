import { apiHandler } from '#src/composition/api-handler';
import { passwords } from '#src/composition/auth';
import { calendarFeeds } from '#src/composition/calendar-feeds';
import { requireUser } from '#src/composition/require-user';
import { clock, config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { rateLimiter } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { issueCalendarFeed } from '#src/services/calendar/calendar-feed';

/**
 * POST /api/calendar-feed `{ currentPassword }`: 200 `{ url }`, a new private feed address (the
 * user's old one stops answering); 401; 403 for a wrong password; 429 past the per-user tries.
 */
export const handler = apiHandler(async (request) => {
  const { user } = await requireUser(request);
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
