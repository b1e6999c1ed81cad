import { apiHandler } from '#src/composition/api-handler';
import { phoneStatuses } from '#src/composition/consent';
import { messageDispatch } from '#src/composition/message-dispatch';
import { requireUser } from '#src/composition/require-user';
import { clock, config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { projectList, rateLimiter } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { sendTestSms } from '#src/services/diagnostics/test-sms';

/** POST /api/test-sms: one text to the signed-in user's own opted-in number; 400, 401, 403, 429. */
export const handler = apiHandler(async (request) => {
  const signedIn = await requireUser(request);
  const result = await sendTestSms(
    {
      projects: use(projectList),
      phones: use(phoneStatuses),
      rateLimiter: use(rateLimiter),
      messages: use(messageDispatch),
      clock: use(clock),
      timeZone: use(config).defaultTimeZone,
    },
    signedIn,
    request.body,
  );
  return json(200, result);
});
