import { markDeadlineDone } from '#services/deadlines/deadline-done';
import { deadlineDone } from '../../composition/deadline-done';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { clientIp } from '../../http/client-ip';
import { json } from '../../http/responses';

/** DELETE /api/deadline-done/{token}: undoes the link's done mark (its alerts are planned again); answers as GET does. */
export const handler = apiHandler(async (request) =>
  json(
    200,
    await markDeadlineDone(
      use(deadlineDone),
      request.pathParameters.token ?? '',
      await clientIp(request),
      false,
    ),
  ),
);
