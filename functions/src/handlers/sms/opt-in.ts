import { optInToSms } from '#services/sms/opt-in';
import { consentLog, optInChallenges } from '../../composition/consent';
import { messageDispatch } from '../../composition/message-dispatch';
import { clock, config, ids } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { rateLimiter, spentProofs } from '../../composition/stores';
import { apiHandler } from '../../http/api-handler';
import { consentOrigin } from '../../http/consent-origin';
import { signedInUserOrNull } from '../../http/require-user';
import { json } from '../../http/responses';

/**
 * POST /sms/opt-in `{ name?, phone, sms_opt_in, proof, source? }`: 200 `{ success, smsSent, message }`;
 * 400 with the spec's messages, or on `proof` or `source` (nothing recorded); 429 per address, per
 * number, or when the hour's confirmation texts are spent.
 */
export const handler = apiHandler(async (request) => {
  const result = await optInToSms(
    {
      log: use(consentLog),
      rateLimiter: use(rateLimiter),
      spentProofs: use(spentProofs),
      challenges: use(optInChallenges),
      proofBits: use(config).optInProofBits,
      // Only a `registration` opt-in asks: the session proves it came from the new account.
      signedInUser: () => signedInUserOrNull(request),
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
