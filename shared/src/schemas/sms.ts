/** SMS opt-in and test-message rules (spec section 5; SMS_COMPLIANCE.md). */
import * as z from 'zod';
import { MESSAGES } from '../messages';
import { E164, toE164 } from '../phone';

export const SMS_MAX_LENGTH = 160;

/** The public opt-in form: name optional and trimmed, phone required, consent box required. */
export const smsOptInFormSchema = z.object({
  name: z.string().trim().max(200).default(''),
  phone: z.string().trim().min(1, MESSAGES.phoneNumberRequired),
  consent: z.literal(true, MESSAGES.consentRequired),
});

/** `POST /sms/opt-in`: the phone already in E.164; name omitted when empty. */
export const smsOptInRequestSchema = z.object({
  name: z.string().trim().max(200).optional(),
  phone: z.string().trim().transform(toE164).pipe(z.string().regex(E164, MESSAGES.phoneNumberRequired)),
  sms_opt_in: z.literal(true, MESSAGES.consentRequired),
});

export const smsTestSchema = z.object({
  phone: z.string().trim().min(1, MESSAGES.phoneRequired),
  message: z.string().trim().min(1).max(SMS_MAX_LENGTH, MESSAGES.smsTooLong),
});
