/** A done mark on one deadline: PATCH /api/projects/{id}/deadlines/{deadlineId}. */
import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';

export const deadlineCompletionSchema = z.object({
  isCompleted: z.boolean(MESSAGES.isCompletedRequired),
});
