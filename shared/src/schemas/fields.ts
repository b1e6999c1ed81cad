/**
 * Field rules the schemas share. Texts come from MESSAGES so the form and the API agree.
 * Written with zod's tree-shakable build (zod/mini): sign-up and sign-in functions bundle only the
 * checks they use, which keeps them inside decision 006's 250 KB budget; the checks are zod's own.
 */

import './zod-config';
import * as z from 'zod/mini';
import { isLocalDate } from '../calendar/local-date';
import { MESSAGES } from '../messages';
import { phoneDigits, toE164 } from '../phone';
import { textableUsPhone } from './textable-phone';

const MAX_TEXT = 200;

export const requiredText = (message: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(MAX_TEXT, MESSAGES.tooLong));

export const optionalText = z._default(
  z.string().check(z.trim(), z.maxLength(MAX_TEXT, MESSAGES.tooLong)),
  '',
);

export const email = z.pipe(
  z.string(MESSAGES.invalidEmail).check(z.trim(), z.maxLength(254, MESSAGES.invalidEmail)),
  z.email(MESSAGES.invalidEmail),
);

const anEmail = z.email();

export const optionalEmail = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(254, MESSAGES.invalidEmail),
    z.refine((value) => value === '' || anEmail.safeParse(value).success, MESSAGES.invalidEmail),
  ),
  '',
);

/** Accepts "(555) 555-5555" or digits; keeps the 10 digits (or '' when blank). */
const tenDigitsOrBlank = z
  .pipe(
    z.string().check(z.refine((value) => value.replace(/\D/g, '').length <= 10, MESSAGES.phoneTenDigits)),
    z.transform(phoneDigits),
  )
  .check(z.refine((digits) => digits === '' || digits.length === 10, MESSAGES.phoneTenDigits));

export const optionalPhone = z._default(tenDigitsOrBlank, '');

/** An alert phone: as above, and a number LienMinder may text (phone.ts isTextableUsNumber). */
export const optionalAlertPhone = z._default(
  tenDigitsOrBlank.check(textableUsPhone((digits) => digits.length === 10, toE164)),
  '',
);

/**
 * A real calendar date in a range a construction project can have: keeps a typo like 20266-01-01
 * (or year 9999, where "+ 90 days" leaves four-digit years) out of the engine.
 */
const isProjectDate = (value: string) => isLocalDate(value) && value >= '1990-01-01' && value <= '2199-12-31';

/** A blank date gets only its "required" message, not "Enter a valid date" as well. */
export const requiredDate = (message: string) =>
  z
    .string(message)
    .check(z.trim(), z.minLength(1, { message, abort: true }), z.refine(isProjectDate, MESSAGES.invalidDate));

export const optionalDate = z._default(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isProjectDate(value), MESSAGES.invalidDate),
  ),
  '',
);
