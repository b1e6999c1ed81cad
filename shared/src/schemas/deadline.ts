/** A done mark on one deadline (PATCH /api/projects/{id}/deadlines/{deadlineId}), and the revision a write is made from. */
import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';

/**
 * The project's `revision` as the client read it (GET, PUT and PATCH answer it): a save or a done
 * mark made from an older revision is refused (409) instead of overwriting the newer one. Optional:
 * a client that sends none writes over whatever is current (docs/decisions/026).
 */
export const revisionSchema = z.int(MESSAGES.revisionInvalid).check(z.minimum(1, MESSAGES.revisionInvalid));

/** The `revision` a save may carry in its body, beside the project's fields. */
export const projectRevisionSchema = z.object({ revision: z.optional(revisionSchema) });

export const deadlineCompletionSchema = z.object({
  isCompleted: z.boolean(MESSAGES.isCompletedRequired),
  revision: z.optional(revisionSchema),
});
