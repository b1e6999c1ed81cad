import { sendTestEmail } from '#services/diagnostics/test-email';
import { messageDispatch } from '../../composition/message-dispatch';
import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { projectList, rateLimiter } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** POST /api/test-email: one email to the account email or a project alert email; 400, 401, 403, 429. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  const result = await sendTestEmail(
    {
      projects: use(projectList),
      rateLimiter: use(rateLimiter),
      messages: use(messageDispatch),
      publicUrl: use(config).publicUrl,
    },
    user,
    request.body,
  );
  return json(200, result);
});
