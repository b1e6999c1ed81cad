/**
 * The US-only rule on every phone field that gives LienMinder a number to text (phone.ts
 * isTextableUsNumber), in one place: its own file, so a schema that needs only this (the public
 * opt-in) bundles no other field rules.
 */
import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { isTextableUsNumber } from '../phone';

/**
 * Refuses a number LienMinder may not text, checked only once the field's own format holds
 * (`wellFormed`) so a malformed number gets its format message alone. `asE164` reads the field's
 * text as the E.164 number it stands for; a field already in E.164 leaves it as it is.
 */
export const textableUsPhone = (
  wellFormed: (phone: string) => boolean,
  asE164: (phone: string) => string = (phone) => phone,
) =>
  z.refine<string>((phone) => !wellFormed(phone) || isTextableUsNumber(asE164(phone)), MESSAGES.usPhoneOnly);
