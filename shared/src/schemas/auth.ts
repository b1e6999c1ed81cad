/** Sign-in, registration and password-reset rules (docs/product.md section 5); zod/mini, as fields.ts says why. */

import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { toE164, US_PHONE_DISPLAY } from '../phone';
import { email, requiredText } from './fields';
import { textableUsPhone } from './textable-phone';

/** scrypt's cost grows with input; nobody types a 129-character password. */
const MAX_PASSWORD = 128;

export const loginSchema = z.object({
  email,
  password: z
    .string(MESSAGES.passwordRequired)
    .check(z.minLength(1, MESSAGES.passwordRequired), z.maxLength(MAX_PASSWORD)),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** newAccountPassword's rules in words, shown beside a new password before anything fails. */
export const PASSWORD_RULES =
  'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

/** A password a new login may have: registration, joining a team, a reset. */
export const newAccountPassword = z
  .string(MESSAGES.passwordMinLength)
  .check(
    z.minLength(8, MESSAGES.passwordMinLength),
    z.maxLength(MAX_PASSWORD),
    z.regex(/[A-Z]/, MESSAGES.passwordUppercase),
    z.regex(/[a-z]/, MESSAGES.passwordLowercase),
    z.regex(/[0-9]/, MESSAGES.passwordNumber),
  );

/** What `POST /api/auth/register` receives: confirmPassword and smsOptIn stay in the browser. */
export const registerRequestSchema = z.object({
  email,
  password: newAccountPassword,
  firstName: requiredText(MESSAGES.firstNameRequired),
  lastName: requiredText(MESSAGES.lastNameRequired),
  // The pattern fixes the length at 14; a separate min() only repeated the message.
  // The account phone takes SMS alerts (docs/product.md section 2): a number LienMinder may text.
  phone: z.string(MESSAGES.phoneFormat).check(
    z.regex(US_PHONE_DISPLAY, MESSAGES.phoneFormat),
    textableUsPhone((phone) => US_PHONE_DISPLAY.test(phone), toE164),
  ),
  acceptedDisclaimer: z.literal(true, MESSAGES.disclaimerRequired),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerFormSchema = z
  .extend(registerRequestSchema, {
    confirmPassword: z.string(),
    smsOptIn: z.literal(true, MESSAGES.smsOptInRequired),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: MESSAGES.passwordsDontMatch,
      path: ['confirmPassword'],
    }),
  );
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({ email });

export const resetTokenSchema = z.object({
  token: z.string(MESSAGES.tokenRequired).check(z.minLength(1, MESSAGES.tokenRequired), z.maxLength(200)),
});

/**
 * The spec lets a reset choose a 6-character password while sign-up needs 8 with mixed case and a
 * digit (docs/product.md section 5 calls the register rule stricter). A reset that undid sign-up's rule would
 * be a way around it, so a new password obeys the registration rule and its messages.
 */
const resetPassword = newAccountPassword;

export const resetPasswordRequestSchema = z.extend(resetTokenSchema, { newPassword: resetPassword });

export const resetPasswordFormSchema = z
  .object({ newPassword: resetPassword, confirmPassword: z.string() })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      message: MESSAGES.passwordsDontMatch,
      path: ['confirmPassword'],
    }),
  );

/**
 * POST /api/calendar-feed: a feed address reads every deadline of the account without a session, so
 * making one costs the current password, as the diagnostic reset token does: a cookie lifted from a
 * shared computer cannot turn into a feed that outlives the session.
 */
export const calendarFeedRequestSchema = z.object({ currentPassword: loginSchema.shape.password });

/**
 * POST /api/account/email: the new sign-in email, for the current password (a session alone must
 * not be able to move the login to another inbox).
 */
export const emailChangeRequestSchema = z.object({
  newEmail: email,
  currentPassword: loginSchema.shape.password,
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/**
 * POST /api/account/email/verify: the token of the link sent to the new address, which carries the
 * address itself (a long one makes a long token; 1,000 characters hold any address there is).
 */
export const emailChangeVerifySchema = z.object({
  token: z
    .string(MESSAGES.emailLinkIncomplete)
    .check(z.minLength(1, MESSAGES.emailLinkIncomplete), z.maxLength(1000)),
});

/** DELETE /api/account: closing the account costs the owner's current password. */
export const closeAccountRequestSchema = z.object({ currentPassword: loginSchema.shape.password });
