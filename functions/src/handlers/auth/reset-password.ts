import { resetPassword } from '#services/auth/reset-password';
import { passwords } from '../../composition/auth';
import { resetTokens } from '../../composition/password-reset';
import { clock } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { json } from '../../http/responses';

/** POST /api/auth/reset-password: 200 once the new password is set and every session ended; 400. */
export const handler = apiHandler(async (request) => {
  await resetPassword(
    { resetTokens: use(resetTokens), passwords: use(passwords), clock: use(clock) },
    request.body,
  );
  return json(200, { message: 'Your password has been reset. Please sign in with your new password.' });
});
