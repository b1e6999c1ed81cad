/** The form of `POST /email/unsubscribe` (RFC 8058 one-click unsubscribe). */
import './zod-config';
import * as z from 'zod/mini';

/**
 * A mail provider's one-click (`List-Unsubscribe=One-Click`, RFC 8058) or the page's stop button
 * (nothing), or the page's undo (`resubscribe=yes`).
 */
export const unsubscribeFormSchema = z.object({
  'List-Unsubscribe': z.optional(z.literal('One-Click')),
  resubscribe: z.optional(z.literal('yes')),
});
