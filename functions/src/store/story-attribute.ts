/**
 * The story a project write belongs to (ports/correlation-id.ts), read from the invocation's Logger
 * (the API request's correlation id) and written on the item: the table's stream hands the new image
 * to SyncAlerts, which plans the project's alerts under the same id (stream/table-change.ts).
 */
import { currentCorrelationId } from '#src/log';
import { CORRELATION_ID_ATTRIBUTE } from '#src/ports/correlation-id';

export function storyAttribute(): Record<string, string> {
  const id = currentCorrelationId();
  return id ? { [CORRELATION_ID_ATTRIBUTE]: id } : {};
}
