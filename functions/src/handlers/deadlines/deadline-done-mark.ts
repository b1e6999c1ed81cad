import { markDeadlineDone } from '#services/deadlines/deadline-done';
import { deadlineDone } from '../../composition/deadline-done';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { clientIp } from '../../http/client-ip';
import { json } from '../../http/responses';

/** POST (mark done) and DELETE (undo) of /api/deadline-done/{token}: one route each, the same call. */
export const deadlineDoneMarkHandler = (isCompleted: boolean) =>
  apiHandler(async (request) =>
    json(
      200,
      await markDeadlineDone(
        use(deadlineDone),
        request.pathParameters.token ?? '',
        await clientIp(request),
        isCompleted,
      ),
    ),
  );
