import { checkHealth } from '#services/health';
import { use } from '../composition/scope';
import { storeHealth } from '../composition/stores';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';

/** GET /api/health: 200 `{ status: 'ok' }` once the table answers a read, 503 otherwise. */
export const handler = apiHandler(async () =>
  json(200, await checkHealth({ storeHealth: use(storeHealth) })),
);
