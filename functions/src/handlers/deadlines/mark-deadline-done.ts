import { markDeadlineDone } from '#services/deadlines/deadline-done';
import { deadlineDone } from '../../composition/deadline-done';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { clientIp } from '../../http/client-ip';
import { json } from '../../http/responses';

/** POST /api/deadline-done/{token}: marks the link's deadline done (its alerts stop); answers as GET does. */
export const handler = apiHandler(async (request) =>
  json(
    200,
    await markDeadlineDone(
      use(deadlineDone),
      request.pathParameters.token ?? '',
      await clientIp(request),
      true,
    ),
  ),
);
