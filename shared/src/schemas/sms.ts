/** SMS opt-in and test-message rules (docs/product.md section 5; docs/sms-compliance.md); zod/mini, as fields.ts says why. */

import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { E164, toE164 } from '../phone';
import { CONSENT_SOURCES } from '../sms-consent';
import { SMS_MAX_LENGTH } from '../sms-length';
import { textableUsPhone } from './textable-phone';

/** The public opt-in form: name optional and trimmed, phone required, consent box required. */
export const smsOptInFormSchema = z.object({
  name: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  phone: z.string().check(z.trim(), z.minLength(1, MESSAGES.phoneNumberRequired)),
  consent: z.literal(true, MESSAGES.consentRequired),
});

/**
 * `POST /sms/opt-in`: the phone already in E.164; name omitted when empty. `source` says which form
 * showed the consent (the opt-in page when absent), as the consent record keeps it.
 */
export const smsOptInRequestSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  phone: z.pipe(
    z.pipe(z.string().check(z.trim()), z.transform(toE164)),
    z.string().check(
      z.regex(E164, MESSAGES.phoneNumberRequired),
      textableUsPhone((phone) => E164.test(phone)),
    ),
  ),
  sms_opt_in: z.literal(true, MESSAGES.consentRequired),
  /** The hashcash stamp the form made for this phone (opt-in-proof.ts); the server checks it. */
  proof: z.string(MESSAGES.optInProofRejected).check(z.maxLength(200, MESSAGES.optInProofRejected)),
  source: z._default(z.enum([CONSENT_SOURCES[0], CONSENT_SOURCES[1]]), 'opt_in_page'),
});

export type SmsOptInRequest = z.input<typeof smsOptInRequestSchema>;

export const smsTestSchema = z.object({
  phone: z.string().check(
    z.trim(),
    z.minLength(1, MESSAGES.phoneRequired),
    textableUsPhone((phone) => phone !== '', toE164),
  ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.smsMessageRequired),
      z.maxLength(SMS_MAX_LENGTH, MESSAGES.smsTooLong),
    ),
});
