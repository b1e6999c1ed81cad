/**
 * GET /api/calendar/{token}: the private feed as iCalendar, for calendar apps, which send no session
 * and no JSON. Not JSON, so it has its own wrapper (like the Twilio webhook); refusals still answer
 * in the error contract: 404 for any token that names no live feed, 429 with Retry-After.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { calendarFeeds } from '#src/composition/calendar-feeds';
import { clientIp, cloudFrontOnly } from '#src/composition/front-door';
import { clock, config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { describedProjects, rateLimiter, users } from '#src/composition/stores';
import { toApiRequest } from '#src/http/api-request';
import { errorResponses } from '#src/http/error-responses';
import { requestLogging } from '#src/http/request-logging';
import { readCalendarFeed } from '#src/services/calendar/read-calendar-feed';

export const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
  .use(requestLogging())
  .use(errorResponses())
  .use(cloudFrontOnly())
  .handler(async (event) => {
    const request = toApiRequest(event);
    const calendar = await readCalendarFeed(
      {
        calendarFeeds: use(calendarFeeds),
        users: use(users),
        projects: use(describedProjects),
        rateLimiter: use(rateLimiter),
        clock: use(clock),
        publicUrl: use(config).publicUrl,
      },
      request.pathParameters.token,
      await clientIp(request),
    );
    return {
      statusCode: 200,
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        // `private`: the address is a secret, so no shared cache may keep a copy that revoking the
        // feed could not reach (CloudFront caches no API answer anyway). Five minutes: an app
        // fetching again that soon reuses its own copy instead of a table read and a rate-limit
        // count, and a deadline marked done leaves the calendar within five minutes at worst.
        'Cache-Control': 'private, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      },
      body: calendar,
    };
  });
