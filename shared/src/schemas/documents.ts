/**
 * The query of GET /api/projects/{id}/documents/{kind}: a waiver's terms, asked when it is made
 * (s. 713.20(4), (5)). Both optional: one not given is a blank the document marks and lists in
 * `missing`. zod/mini, as fields.ts says why.
 */
import './zod-config';
import * as z from 'zod/mini';
import { optionalMoney } from './document-fields';
import { optionalDate } from './fields';

export const documentQuerySchema = z.object({
  amount: optionalMoney,
  throughDate: optionalDate,
});
