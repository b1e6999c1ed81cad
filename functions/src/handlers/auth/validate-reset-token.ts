import { apiHandler } from '#src/composition/api-handler';
import { resetTokens } from '#src/composition/password-reset';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { json } from '#src/http/responses';
import { validateResetToken } from '#src/services/auth/reset-password';

/** POST /api/auth/validate-reset-token: 200 while the link can be used; 400 'Invalid or expired reset token'. */
export const handler = apiHandler(async (request) => {
  await validateResetToken({ resetTokens: use(resetTokens), clock: use(clock) }, request.body);
  return json(200, { message: 'Reset link is valid' });
});
