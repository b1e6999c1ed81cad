import { apiHandler } from '#src/composition/api-handler';
import { passwords } from '#src/composition/auth';
import { resetTokens } from '#src/composition/password-reset';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { json } from '#src/http/responses';
import { resetPassword } from '#src/services/auth/reset-password';

/** POST /api/auth/reset-password: 200 once the new password is set and every session ended; 400. */
export const handler = apiHandler(async (request) => {
  await resetPassword(
    { resetTokens: use(resetTokens), passwords: use(passwords), clock: use(clock) },
    request.body,
  );
  return json(200, { message: 'Your password has been reset. Please sign in with your new password.' });
});
