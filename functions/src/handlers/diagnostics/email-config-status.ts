import { apiHandler } from '#src/composition/api-handler';
import { providerSetup } from '#src/composition/provider-setup';
import { requireUser } from '#src/composition/require-user';
import { config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { json } from '#src/http/responses';
import { emailConfigStatus } from '#src/services/diagnostics/provider-status';

/** GET /api/email-config-status: flags only (docs/product.md section 3); 401 signed out. */
export const handler = apiHandler(async (request) => {
  await requireUser(request);
  return json(200, emailConfigStatus(use(config), use(providerSetup)));
});
