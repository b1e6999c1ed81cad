import { accountClosings } from '#src/composition/account';
import { apiHandler } from '#src/composition/api-handler';
import { passwords } from '#src/composition/auth';
import { paymentProvider } from '#src/composition/payments';
import { requireUser } from '#src/composition/require-user';
import { clock } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { rateLimiter } from '#src/composition/stores';
import { closeAccount } from '#src/services/account/close-account';

/**
 * DELETE /api/account `{ currentPassword }` (the owner): 204, the subscription cancelled, every
 * sign-in of the account ended and its data deleted but the SMS consent log; 403 for another role or
 * a wrong password; 429 past the per-user tries.
 */
export const handler = apiHandler(async (request) => {
  const signedIn = await requireUser(request);
  await closeAccount(
    {
      closings: use(accountClosings),
      clock: use(clock),
      payments: use(paymentProvider),
      rateLimiter: use(rateLimiter),
      passwords: use(passwords),
    },
    signedIn,
    request.body,
  );
  return { statusCode: 204 };
});
