import { config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { apiHandler } from '#src/http/api-handler';
import { requireUser } from '#src/http/require-user';
import { json } from '#src/http/responses';
import { emailConfigStatus } from '#src/services/diagnostics/provider-status';

/** GET /api/email-config-status: flags only (docs/product.md section 3); 401 signed out. */
export const handler = apiHandler(async (request) => {
  await requireUser(request);
  return json(200, emailConfigStatus(use(config)));
});
