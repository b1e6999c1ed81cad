import { apiHandler } from '#src/composition/api-handler';
import { requireUser } from '#src/composition/require-user';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { json } from '#src/http/responses';
import { toPublicUser } from '#src/services/auth/public-user';

/** GET /api/auth/user: the signed-in user, 401 without a session. */
export const handler = apiHandler(async (request) =>
  json(200, toPublicUser(await requireUser(request), use(clock).now())),
);
