/**
 * How a deadline was met, as a done mark records it (service-proof.ts). Apart from deadline.ts so
 * that the browser's form for it carries none of the revision rules. zod/mini, as fields.ts says why.
 */
import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { SERVICE_METHODS } from '../service-proof';
import { optionalText, requiredDate } from './fields';

/** How the deadline was met (service-proof.ts): the day, the s. 713.18 method, to whom, the tracking or instrument number. */
export const serviceProofSchema = z.object({
  servedOn: requiredDate(MESSAGES.servedOnRequired),
  method: z.enum(SERVICE_METHODS, MESSAGES.serviceMethodInvalid),
  servedTo: optionalText,
  reference: optionalText,
});
