import { apiHandler } from '#src/composition/api-handler';
import { messageDispatch } from '#src/composition/message-dispatch';
import { requireUser } from '#src/composition/require-user';
import { config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { projectList, rateLimiter } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { sendTestEmail } from '#src/services/diagnostics/test-email';

/** POST /api/test-email: one email to the account email or a project alert email; 400, 401, 403, 429. */
export const handler = apiHandler(async (request) => {
  const signedIn = await requireUser(request);
  const result = await sendTestEmail(
    {
      projects: use(projectList),
      rateLimiter: use(rateLimiter),
      messages: use(messageDispatch),
      publicUrl: use(config).publicUrl,
    },
    signedIn,
    request.body,
  );
  return json(200, result);
});
