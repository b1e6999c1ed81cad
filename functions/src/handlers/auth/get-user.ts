import { toPublicUser } from '#services/auth/public-user';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/auth/user: the signed-in user, 401 without a session. */
export const handler = apiHandler(async (request) => json(200, toPublicUser(await requireUser(request))));
