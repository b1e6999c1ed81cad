/** Alert records for tests that write alert items directly rather than through a project save. */
import type { AlertRecord } from '#ports/alert-store';

export const ALERT_OWNER = 'user000000000001';
let projects = 0;

/** A scheduled Claim of Lien alert of a new project (its own id), due 2026-05-14 at 9:00 Eastern. */
export function scheduledLienAlert(alertKey: AlertRecord['alertKey'] = 'd7'): AlertRecord {
  const projectId = `proj${String(++projects).padStart(12, '0')}`;
  return {
    userId: ALERT_OWNER,
    projectId,
    deadlineId: `${projectId}-lien`,
    alertKey,
    localDate: '2026-05-14',
    localTime: '09:00',
    timeZone: 'America/New_York',
    fireAt: '2026-05-14T13:00:00.000Z',
    state: 'scheduled',
    skipReason: null,
    updatedAt: '2026-03-02T14:00:00.000Z',
  };
}
