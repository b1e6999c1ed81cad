import type { SmsConfig } from '@lienminder/shared';
import { apiHandler } from '#src/composition/api-handler';
import { optInChallenges } from '#src/composition/consent';
import { config } from '#src/composition/runtime';
import { use } from '#src/composition/scope';
import { json } from '#src/http/responses';
import { smsProgram } from '#src/services/messaging/sms-program';

/**
 * GET /sms/config: `{ consentText, termsUrl, privacyUrl, proofBits, proofChallenge }`, the one
 * server-owned consent text, the zero bits the opt-in form's proof of work needs, and a new
 * challenge for it to answer (never cached: `Cache-Control: no-store`).
 */
export const handler = apiHandler(async () => {
  const settings = use(config);
  const answer: SmsConfig = {
    ...smsProgram(settings.publicUrl),
    proofBits: settings.optInProofBits,
    proofChallenge: await use(optInChallenges).issue(),
  };
  return json(200, answer);
});
