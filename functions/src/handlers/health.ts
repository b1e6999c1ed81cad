import { use } from '#src/composition/scope';
import { storeHealth } from '#src/composition/stores';
import { apiHandler } from '#src/http/api-handler';
import { json } from '#src/http/responses';
import { checkHealth } from '#src/services/health';

/** GET /api/health: 200 `{ status: 'ok' }` once the table answers a read, 503 otherwise. */
export const handler = apiHandler(async () =>
  json(200, await checkHealth({ storeHealth: use(storeHealth) })),
);
