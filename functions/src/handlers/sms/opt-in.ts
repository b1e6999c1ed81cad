import { optInToSms } from '#services/sms/opt-in';
import { consentLog } from '../../composition/consent';
import { messageDispatch } from '../../composition/message-dispatch';
import { clock, config, ids } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { rateLimiter } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { consentOrigin } from '../../http/consent-origin';
import { json } from '../../http/responses';

/**
 * POST /sms/opt-in `{ name?, phone, sms_opt_in, source? }`: 200 `{ success, smsSent, message }`;
 * 400 with the spec's messages (nothing recorded); 429 per address or per number.
 */
export const handler = apiHandler(async (request) => {
  const result = await optInToSms(
    {
      log: use(consentLog),
      rateLimiter: use(rateLimiter),
      dispatch: use(messageDispatch),
      clock: use(clock),
      ids: use(ids),
      publicUrl: use(config).publicUrl,
    },
    request.body,
    await consentOrigin(request),
  );
  return json(200, result);
});
