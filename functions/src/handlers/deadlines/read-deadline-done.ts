import { deadlineDone } from '#src/composition/deadline-done';
import { use } from '#src/composition/scope';
import { apiHandler } from '#src/http/api-handler';
import { clientIp } from '#src/http/client-ip';
import { json } from '#src/http/responses';
import { readDeadlineDone } from '#src/services/deadlines/deadline-done';

/**
 * GET /api/deadline-done/{token}: the deadline an alert email's "Mark as done" link opens, and its
 * project; changes nothing (mail scanners open links). 404 for a link that opens nothing, 410 once
 * it has expired, 429 past the per-address limit.
 */
export const handler = apiHandler(async (request) =>
  json(
    200,
    await readDeadlineDone(use(deadlineDone), request.pathParameters.token ?? '', await clientIp(request)),
  ),
);
