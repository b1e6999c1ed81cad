import type { AlertSync } from '#ports/alert-sync';
import { describeError, log } from '../../log';

/**
 * Runs an alert sync after a save that has already been stored. A failure here must not turn a
 * stored save into an error answer (the user would retry and create the project twice); it is
 * logged for the operator, and the daily sweep re-creates missing schedules (DESIGN.md section 4).
 */
export async function syncAlertsSafely(
  operation: keyof AlertSync,
  context: { userId: string; projectId: string },
  sync: () => Promise<void>,
): Promise<void> {
  try {
    await sync();
  } catch (error) {
    log.error('Alert sync failed after a stored project change', {
      operation,
      ...context,
      error: describeError(error),
    });
  }
}
