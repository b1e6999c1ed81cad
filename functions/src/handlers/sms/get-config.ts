import type { SmsConfig } from '@lienminder/shared';
import { smsProgram } from '#services/sms/sms-program';
import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { json } from '../../http/responses';

/**
 * GET /sms/config: `{ consentText, termsUrl, privacyUrl, proofBits }`, the one server-owned consent
 * text, and the zero bits the opt-in form's proof of work needs.
 */
export const handler = apiHandler(async () => {
  const settings = use(config);
  const answer: SmsConfig = { ...smsProgram(settings.publicUrl), proofBits: settings.optInProofBits };
  return json(200, answer);
});
