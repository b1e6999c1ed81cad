import { apiHandler } from '#src/composition/api-handler';
import { deadlineDone } from '#src/composition/deadline-done';
import { clientIp } from '#src/composition/front-door';
import { use } from '#src/composition/scope';
import { json } from '#src/http/responses';
import { readDeadlineDone } from '#src/services/deadlines/deadline-done';

/**
 * GET /api/deadline-done/{token}: the deadline an alert email's "Mark as done" link opens, and its
 * project; changes nothing (mail scanners open links). 404 for a link that opens nothing, 410 once
 * it has expired or its recipient may no longer act (recipient-standing.ts), 429 past the
 * per-address limit.
 */
export const handler = apiHandler(async (request) =>
  json(
    200,
    await readDeadlineDone(use(deadlineDone), request.pathParameters.token ?? '', await clientIp(request)),
  ),
);
