import { validateResetToken } from '#services/auth/reset-password';
import { resetTokens } from '../../composition/password-reset';
import { clock } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { json } from '../../http/responses';

/** POST /api/auth/validate-reset-token: 200 while the link can be used; 400 'Invalid or expired reset token'. */
export const handler = apiHandler(async (request) => {
  await validateResetToken({ resetTokens: use(resetTokens), clock: use(clock) }, request.body);
  return json(200, { message: 'Reset link is valid' });
});
