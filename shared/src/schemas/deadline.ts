/** A done mark on one deadline (PATCH /api/projects/{id}/deadlines/{deadlineId}), and the revision a write is made from. */
import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { serviceProofSchema } from './service-proof';

/**
 * The project's `revision` as the client read it (GET, PUT and PATCH answer it): a save or a done
 * mark made from an older revision is refused (409) instead of overwriting the newer one. Optional:
 * a client that sends none writes over whatever is current (docs/decisions/026).
 */
export const revisionSchema = z.int(MESSAGES.revisionInvalid).check(z.minimum(1, MESSAGES.revisionInvalid));

/** The `revision` a save may carry in its body, beside the project's fields. */
export const projectRevisionSchema = z.object({ revision: z.optional(revisionSchema) });

/**
 * A done mark, optionally with how the deadline was met (`proof`). A proof goes only with a mark
 * (`isCompleted: true`); undoing the mark drops the proof kept with it.
 */
export const deadlineCompletionSchema = z
  .object({
    isCompleted: z.boolean(MESSAGES.isCompletedRequired),
    revision: z.optional(revisionSchema),
    proof: z.optional(serviceProofSchema),
  })
  .check(
    z.refine((mark) => mark.isCompleted || mark.proof === undefined, {
      message: MESSAGES.proofNeedsDoneMark,
      path: ['proof'],
    }),
  );
