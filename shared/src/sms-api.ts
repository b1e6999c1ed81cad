/** The SMS program's API shapes (docs/product.md section 3: SMS config, opt-in result, SMS consent record). */
import type * as z from 'zod/mini';
import type { smsConfigSchema, smsConsentPageSchema, smsOptInResultSchema } from './schemas/responses';

/**
 * `GET /sms/config`: the one server-owned consent text and the pages it links; ours beyond the
 * spec's three fields, the zero bits the opt-in's proof of work needs (opt-in-proof.ts).
 */
export type SmsConfig = z.output<typeof smsConfigSchema>;

/** `POST /sms/opt-in`; `smsSent` says whether the confirmation text was handed over for delivery. */
export type SmsOptInResult = z.output<typeof smsOptInResultSchema>;

/**
 * `GET /sms/admin/consents`: newest first; `nextCursor` fetches the next page, null at the end.
 * A record of the append-only consent log, as the admin page lists and exports it: `name` null
 * when none was given, `phone` E.164, `timestamp` UTC ISO 8601, `consentText` exactly the text
 * shown beside the box or the keyword message that opted in or out.
 */
export type SmsConsentPage = z.output<typeof smsConsentPageSchema>;
export type SmsConsentRecord = SmsConsentPage['consents'][number];
