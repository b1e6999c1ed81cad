import { apiHandler } from '#src/composition/api-handler';
import { passwords } from '#src/composition/auth';
import { resetTokens } from '#src/composition/password-reset';
import { requireUser } from '#src/composition/require-user';
import { clock, config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { rateLimiter } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { generateResetToken } from '#src/services/diagnostics/generate-reset-token';

/** POST /api/test/generate-reset-token: only where diagnostics are on (404 elsewhere), own email and current password only. */
export const handler = apiHandler(async (request) => {
  const { user } = await requireUser(request);
  const result = await generateResetToken(
    {
      resetTokens: use(resetTokens),
      rateLimiter: use(rateLimiter),
      clock: use(clock),
      passwords: use(passwords),
      diagnosticsEnabled: use(config).diagnosticsEnabled,
    },
    user,
    request.body,
  );
  return json(200, result);
});
