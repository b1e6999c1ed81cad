import { apiHandler } from '#src/composition/api-handler';
import { clientIp } from '#src/composition/front-door';
import { messageDispatch } from '#src/composition/message-dispatch';
import { resetTokens } from '#src/composition/password-reset';
import { clock, config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { rateLimiter, users } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { forgotPassword } from '#src/services/auth/forgot-password';

/** POST /api/auth/forgot-password: the same 200 for every email (a link goes to known ones); 400; 429. */
export const handler = apiHandler(async (request) =>
  json(
    200,
    await forgotPassword(
      {
        users: use(users),
        resetTokens: use(resetTokens),
        rateLimiter: use(rateLimiter),
        messages: use(messageDispatch),
        clock: use(clock),
        publicUrl: use(config).publicUrl,
      },
      request.body,
      await clientIp(request),
    ),
  ),
);
