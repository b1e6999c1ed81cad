import { forgotPassword } from '#services/auth/forgot-password';
import { messageDispatch } from '../../composition/message-dispatch';
import { resetTokens } from '../../composition/password-reset';
import { clock, config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { rateLimiter, users } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { clientIp } from '../../http/client-ip';
import { json } from '../../http/responses';

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
