import type { SmsConfig } from '@lienminder/shared';
import { smsProgram } from '#services/sms/sms-program';
import { optInChallenges } from '../../composition/consent';
import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { json } from '../../http/responses';

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
