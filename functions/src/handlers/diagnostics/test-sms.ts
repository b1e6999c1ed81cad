import { sendTestSms } from '#services/diagnostics/test-sms';
import { phoneStatuses } from '../../composition/consent';
import { messageDispatch } from '../../composition/message-dispatch';
import { clock, config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { projectList, rateLimiter } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { requireUser } from '../../http/require-user';
import { json } from '../../http/responses';

/** POST /api/test-sms: one text to the signed-in user's own opted-in number; 400, 401, 403, 429. */
export const handler = apiHandler(async (request) => {
  const user = await requireUser(request);
  const result = await sendTestSms(
    {
      projects: use(projectList),
      phones: use(phoneStatuses),
      rateLimiter: use(rateLimiter),
      messages: use(messageDispatch),
      clock: use(clock),
      timeZone: use(config).defaultTimeZone,
    },
    user,
    request.body,
  );
  return json(200, result);
});
