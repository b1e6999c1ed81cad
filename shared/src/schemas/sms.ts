/** SMS opt-in and test-message rules (spec section 5; SMS_COMPLIANCE.md); zod/mini, as fields.ts says why. */

import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { E164, toE164 } from '../phone';
import { SMS_MAX_LENGTH } from '../sms-length';

/** The public opt-in form: name optional and trimmed, phone required, consent box required. */
export const smsOptInFormSchema = z.object({
  name: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  phone: z.string().check(z.trim(), z.minLength(1, MESSAGES.phoneNumberRequired)),
  consent: z.literal(true, MESSAGES.consentRequired),
});

/** `POST /sms/opt-in`: the phone already in E.164; name omitted when empty. */
export const smsOptInRequestSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  phone: z.pipe(
    z.pipe(z.string().check(z.trim()), z.transform(toE164)),
    z.string().check(z.regex(E164, MESSAGES.phoneNumberRequired)),
  ),
  sms_opt_in: z.literal(true, MESSAGES.consentRequired),
});

export const smsTestSchema = z.object({
  phone: z.string().check(z.trim(), z.minLength(1, MESSAGES.phoneRequired)),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.smsMessageRequired),
      z.maxLength(SMS_MAX_LENGTH, MESSAGES.smsTooLong),
    ),
});
