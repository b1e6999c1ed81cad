import { emailChanges } from '#src/composition/account';
import { apiHandler } from '#src/composition/api-handler';
import { passwords } from '#src/composition/auth';
import { messageDispatch } from '#src/composition/message-dispatch';
import { requireUser } from '#src/composition/require-user';
import { clock, config, ids } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { sessionSecret } from '#src/composition/session-secret';
import { rateLimiter, users } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { requestEmailChange } from '#src/services/account/change-email';

/**
 * POST /api/account/email `{ newEmail, currentPassword }`: 202 `{ message, pendingEmail, expiresAt }`,
 * a link on its way to the new address; 400; 403 for a wrong password; 409 when the address has a
 * login; 429 past the per-user tries.
 */
export const handler = apiHandler(async (request) => {
  const { user } = await requireUser(request);
  const pending = await requestEmailChange(
    {
      users: use(users),
      emailChanges: use(emailChanges),
      messages: use(messageDispatch),
      clock: use(clock),
      secret: use(sessionSecret),
      ids: use(ids),
      publicUrl: use(config).publicUrl,
      rateLimiter: use(rateLimiter),
      passwords: use(passwords),
    },
    user,
    request.body,
  );
  return json(202, pending);
});
