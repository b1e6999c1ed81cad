import { generateResetToken } from '#services/diagnostics/generate-reset-token';
import { passwords } from '../../composition/auth';
import { resetTokens } from '../../composition/password-reset';
import { clock, config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { rateLimiter } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** POST /api/test/generate-reset-token: only where diagnostics are on (404 elsewhere), own email and current password only. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
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
