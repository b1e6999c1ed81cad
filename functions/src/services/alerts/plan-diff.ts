/**
 * The difference between the alerts a project should have now and the alert items stored for it
 * (docs/architecture.md section 4: apply only the difference). Pure.
 */
import type { PlannedAlert } from '@lienminder/shared';
import { type AlertRecord, plannedFireAt } from '#src/ports/alert-store';

export interface AlertPlanDiff {
  /** No item yet, or one already sent for a date the deadline has since moved from: schedule it. */
  create: PlannedAlert[];
  /** The item exists at another time (a date moved by an edit): schedule it at the new one. */
  move: PlannedAlert[];
  /** Still-future alerts the plan no longer has: delete their items (and so their schedules). */
  remove: AlertRecord[];
}

export const alertIdentity = (alert: { deadlineId: string; alertKey: string }) =>
  `${alert.deadlineId}#${alert.alertKey}`;

export function diffAlertPlan(planned: PlannedAlert[], stored: AlertRecord[], now: Date): AlertPlanDiff {
  const storedById = new Map(stored.map((record) => [alertIdentity(record), record]));
  const plannedIds = new Set(planned.map(alertIdentity));
  const diff: AlertPlanDiff = { create: [], move: [], remove: [] };
  for (const alert of planned) {
    const record = storedById.get(alertIdentity(alert));
    if (!record) diff.create.push(alert);
    // Sent for this very time is history. Sent for another time means the deadline moved (a later
    // last furnishing date): the countdown to the new date must run again, or the user's first
    // warning for the real deadline would be whichever alert had not fired yet.
    // A deferred alert (quiet hours) is compared by its planned time, not the time it now waits for.
    else if (record.state === 'sent') {
      if (plannedFireAt(record) !== alert.fireAt) diff.create.push(alert);
    } else if (plannedFireAt(record) !== alert.fireAt || record.timeZone !== alert.timeZone) {
      diff.move.push(alert);
    }
  }
  // Alerts planned at or before `now` are left alone: one may be being delivered this very moment
  // or waiting for the SMS hours, and past ones are the project's alert history.
  diff.remove = stored.filter(
    (record) =>
      !plannedIds.has(alertIdentity(record)) &&
      Date.parse(plannedFireAt(record)) > now.getTime() &&
      record.state !== 'sent',
  );
  return diff;
}
