import { emailConnectionTest } from '#services/diagnostics/provider-status';
import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** GET /api/email-connection-test: success, details, error (spec section 3); 401 signed out. */
export const handler = apiHandler(async (request) => {
  await requireUser(request);
  return json(200, emailConnectionTest(use(config)));
});
