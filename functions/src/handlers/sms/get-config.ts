import { smsProgram } from '#services/sms/sms-program';
import { config } from '../../composition/runtime';
import { use } from '../../composition/scope';
import { apiHandler } from '../../http/api-handler';
import { json } from '../../http/responses';

/** GET /sms/config: `{ consentText, termsUrl, privacyUrl }`, the one server-owned consent text. */
export const handler = apiHandler(async () => json(200, smsProgram(use(config).publicUrl)));
