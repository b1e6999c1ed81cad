import { createHash } from 'node:crypto';
import type { AlertPayload } from '#src/ports/scheduler';

/** EventBridge Scheduler's rules for a schedule name. */
const MAX_LENGTH = 64;
const ALLOWED = /[^0-9a-zA-Z_.-]/g;

/**
 * `alert-<deadlineId>-<alertKey>` (docs/architecture.md section 4): deterministic, so a re-sync finds the same
 * schedule instead of adding one. Today's ids give at most 36 characters; should an id ever grow
 * past the limit, the name keeps its start and gains a hash of the whole, staying unique.
 */
export function scheduleName(alert: Pick<AlertPayload, 'deadlineId' | 'alertKey'>): string {
  const name = `alert-${alert.deadlineId}-${alert.alertKey}`.replace(ALLOWED, '_');
  if (name.length <= MAX_LENGTH) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 16);
  return `${name.slice(0, MAX_LENGTH - hash.length - 1)}-${hash}`;
}
