/** Alert records for tests that write alert items directly rather than through a project save. */
import type { AlertRecord } from '#src/ports/alert-store';

export const ALERT_OWNER = 'user000000000001';
let projects = 0;

/**
 * A scheduled Claim of Lien alert as SyncAlerts writes it: 9:00 Eastern on `localDate`, which must
 * fall in daylight time (13:00 UTC).
 */
export function lienAlert(fields: {
  userId: string;
  projectId: string;
  alertKey: AlertRecord['alertKey'];
  localDate: string;
  updatedAt: string;
}): AlertRecord {
  return {
    userId: fields.userId,
    projectId: fields.projectId,
    deadlineId: `${fields.projectId}-lien`,
    alertKey: fields.alertKey,
    localDate: fields.localDate,
    localTime: '09:00',
    timeZone: 'America/New_York',
    fireAt: `${fields.localDate}T13:00:00.000Z`,
    state: 'scheduled',
    skipReason: null,
    updatedAt: fields.updatedAt,
  };
}

/** A scheduled Claim of Lien alert of a new project (its own id), due 2026-05-14 at 9:00 Eastern. */
export function scheduledLienAlert(alertKey: AlertRecord['alertKey'] = 'd7'): AlertRecord {
  const projectId = `proj${String(++projects).padStart(12, '0')}`;
  return lienAlert({
    userId: ALERT_OWNER,
    projectId,
    alertKey,
    localDate: '2026-05-14',
    updatedAt: '2026-03-02T14:00:00.000Z',
  });
}
