import { apiHandler } from '#src/composition/api-handler';
import { consentLog, optInChallenges } from '#src/composition/consent';
import { consentOrigin } from '#src/composition/consent-origin';
import { messageDispatch } from '#src/composition/message-dispatch';
import { signedInUserOrNull } from '#src/composition/require-user';
import { clock, config, ids } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { rateLimiter, spentProofs } from '#src/composition/stores';
import { json } from '#src/http/responses';
import { optInToSms } from '#src/services/sms/opt-in';

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
