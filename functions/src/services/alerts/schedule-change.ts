/**
 * What a change of one alert item means for its one-off schedule (docs/decisions/007). An alert
 * holds a schedule while it is `scheduled` and inside the scheduling window (not `unscheduled`,
 * lib/scheduling-window.ts). Pure.
 *   - holding one now and not before (new, sent or skipped for an earlier date, or just come into
 *     the window): create the schedule;
 *   - holding one before and after, at another time, or touched by the daily sweep: update it (the
 *     adapter creates a missing one, which is how the sweep brings a lost schedule back);
 *   - holding one before, and now removed or moved beyond the window: delete it;
 *   - anything else needs no call. A scheduled alert that became sent or skipped has fired, and
 *     its schedule deleted itself (`ActionAfterCompletion: DELETE`); a removed sent or skipped
 *     alert is history, and an unscheduled one never had a schedule.
 */
import type { AlertState } from '#src/ports/alert-store';
import { type AlertPayload, type AlertTrigger, alertPayloadOf, alertTriggerOf } from '#src/ports/scheduler';

/** What the stream shows of an alert item: its trigger, its state, its window and the sweep's last touch. */
export interface AlertImage extends AlertTrigger {
  state: AlertState;
  unscheduled?: true;
  sweptAt?: string;
}

const holdsSchedule = (image: AlertImage) => image.state === 'scheduled' && !image.unscheduled;

export type ScheduleChange =
  | { call: 'create' | 'update'; trigger: AlertTrigger }
  | { call: 'delete'; alert: AlertPayload };

const moved = (before: AlertTrigger, after: AlertTrigger) =>
  before.fireAt !== after.fireAt ||
  before.localDate !== after.localDate ||
  before.localTime !== after.localTime ||
  before.timeZone !== after.timeZone;

export function scheduleChange(before: AlertImage | null, after: AlertImage | null): ScheduleChange | null {
  if (after && holdsSchedule(after)) {
    if (!before || !holdsSchedule(before)) return { call: 'create', trigger: alertTriggerOf(after) };
    const swept = after.sweptAt !== undefined && after.sweptAt !== before.sweptAt;
    return moved(before, after) || swept ? { call: 'update', trigger: alertTriggerOf(after) } : null;
  }
  const removedOrBeyond = !after || after.state === 'scheduled';
  if (before && holdsSchedule(before) && removedOrBeyond)
    return { call: 'delete', alert: alertPayloadOf(before) };
  return null;
}
