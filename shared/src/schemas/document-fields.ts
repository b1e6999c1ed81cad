/**
 * Field rules of the statutory documents' facts (documents/document-contract.ts): apart from
 * fields.ts, whose rules the sign-in pages' bundle carries, so those pages carry none of these.
 * zod/mini, as fields.ts says why.
 */
import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';

/** Text that runs longer than a name: a legal description of the property, what was furnished. */
export const optionalLongText = z._default(
  z.string().check(z.trim(), z.maxLength(1000, MESSAGES.longTextTooLong)),
  '',
);

/** Dollars as a plain decimal, whole or with cents ("12500", "12500.00"), or '' when not entered. */
const MONEY_PATTERN = /^\d{1,10}(\.\d{2})?$/;
export const optionalMoney = z._default(
  z.string(MESSAGES.moneyInvalid).check(
    z.trim(),
    z.refine((value) => value === '' || MONEY_PATTERN.test(value), MESSAGES.moneyInvalid),
  ),
  '',
);
