/** The diagnostic pages' requests (docs/product.md section 7); zod/mini, as fields.ts says why. */

import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { E164 } from '../phone';
import { loginSchema } from './auth';
import { email, optionalEmail } from './fields';
import { smsTestSchema } from './sms';
import { textableUsPhone } from './textable-phone';

/** `POST /api/test-email`: empty (the account email) or an address of the user's own. */
export const testEmailSchema = z._default(z.object({ email: optionalEmail }), { email: '' });

/** The email test page's form: an address is required there (docs/product.md section 5). */
export const testEmailFormSchema = z.object({ email });

/**
 * `POST /api/test/generate-reset-token`: the signed-in user's own email and current password. The
 * token it answers sets a new password, so a session alone (perhaps a stolen one) must not be
 * enough to get it, as it is not enough to change the password anywhere else.
 */
export const generateResetTokenSchema = z.object({ email, currentPassword: loginSchema.shape.password });

/** The second SMS test page takes the number with its country code (docs/product.md section 5). */
export const smsConfigTestFormSchema = z.object({
  phone: z.string().check(
    z.trim(),
    z.minLength(1, MESSAGES.phoneRequired),
    z.regex(E164, MESSAGES.phoneWithCountryCode),
    textableUsPhone((phone) => E164.test(phone)),
  ),
  message: smsTestSchema.shape.message,
});
