import { apiHandler } from '#src/composition/api-handler';
import { deadlineDone } from '#src/composition/deadline-done';
import { clientIp } from '#src/composition/front-door';
import { operationMetrics } from '#src/composition/metrics';
import { use } from '#src/composition/scope';
import { json } from '#src/http/responses';
import { markDeadlineDone } from '#src/services/deadlines/deadline-done';

/** POST (mark done) and DELETE (undo) of /api/deadline-done/{token}: one route each, the same call. */
export const deadlineDoneMarkHandler = (isCompleted: boolean) =>
  apiHandler(async (request) =>
    json(
      200,
      await markDeadlineDone(
        { ...use(deadlineDone), metrics: use(operationMetrics) },
        request.pathParameters.token ?? '',
        await clientIp(request),
        isCompleted,
      ),
    ),
  );
