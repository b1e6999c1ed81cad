/**
 * The id of one story: an API request and all the work it leads to (a save, the alert plan it
 * changed, the schedules, the alerts they fire and their messages). Every log line of that work
 * carries it as `correlation_id` (log.ts), so one Logs Insights query finds them all (README,
 * "Following one save to its alerts"). A caller may name its own in `x-correlation-id`; anything
 * but 1 to 64 letters, digits, dots, underscores and hyphens is replaced, never echoed or logged:
 * it would reach the response's headers and every log line of the story.
 */
import * as z from 'zod/mini';

export const CORRELATION_ID_HEADER = 'x-correlation-id';

/**
 * The attribute that carries the story on the items it writes (a project, its alerts), so the
 * table's stream hands it to the functions the write sets off.
 */
export const CORRELATION_ID_ATTRIBUTE = 'correlationId';

export const correlationIdSchema = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/));

/** A caller's id when it is one we keep, else undefined. */
export function validCorrelationId(value: unknown): string | undefined {
  const parsed = correlationIdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
