/**
 * The query of GET /api/projects/{id}/activity: where the page starts, the `cursor` the page before
 * answered (opaque, base64url). zod/mini, as fields.ts says why.
 */
import './zod-config';
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';

export const activityQuerySchema = z.object({
  cursor: z.optional(
    z
      .string(MESSAGES.activityCursorInvalid)
      .check(
        z.maxLength(512, MESSAGES.activityCursorInvalid),
        z.regex(/^[A-Za-z0-9_-]+$/, MESSAGES.activityCursorInvalid),
      ),
  ),
});
