import { apiHandler } from '#src/composition/api-handler';
import { use } from '#src/composition/scope';
import { storeHealth } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { checkHealth } from '#src/services/health';

/** GET /api/health: 200 `{ status: 'ok' }` once the table answers a read, 503 otherwise. */
export const handler = apiHandler(async () =>
  json(200, await checkHealth({ storeHealth: use(storeHealth) })),
);
