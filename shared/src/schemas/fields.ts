/** Field rules the schemas share. Texts come from MESSAGES so the form and the API agree. */
import * as z from 'zod';
import { isLocalDate } from '../calendar/local-date';
import { MESSAGES } from '../messages';
import { phoneDigits } from '../phone';

const MAX_TEXT = 200;

export const requiredText = (message: string) =>
  z.string(message).trim().min(1, message).max(MAX_TEXT, MESSAGES.tooLong);

export const optionalText = z.string().trim().max(MAX_TEXT, MESSAGES.tooLong).default('');

export const email = z
  .string(MESSAGES.invalidEmail)
  .trim()
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail));

export const optionalEmail = z
  .string()
  .trim()
  .max(254, MESSAGES.invalidEmail)
  .refine((value) => value === '' || z.email().safeParse(value).success, MESSAGES.invalidEmail)
  .default('');

/** Accepts "(555) 555-5555" or digits; keeps the 10 digits (or '' when blank). */
export const optionalPhone = z
  .string()
  .refine((value) => value.replace(/\D/g, '').length <= 10, MESSAGES.phoneTenDigits)
  .transform(phoneDigits)
  .refine((digits) => digits === '' || digits.length === 10, MESSAGES.phoneTenDigits)
  .default('');

/**
 * A real calendar date in a range a construction project can have: keeps a typo like 20266-01-01
 * (or year 9999, where "+ 90 days" leaves four-digit years) out of the engine.
 */
const isProjectDate = (value: string) => isLocalDate(value) && value >= '1990-01-01' && value <= '2199-12-31';

/** A blank date gets only its "required" message, not "Enter a valid date" as well. */
export const requiredDate = (message: string) =>
  z.string(message).trim().min(1, { message, abort: true }).refine(isProjectDate, MESSAGES.invalidDate);

export const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isProjectDate(value), MESSAGES.invalidDate)
  .default('');
