/**
 * What a change of one alert item means for its one-off schedule (docs/decisions/007). Pure.
 *   - scheduled, and new (no item before, or one that was sent or skipped for an earlier date):
 *     create the schedule;
 *   - scheduled before and after, at another time, or touched by the daily sweep: update it (the
 *     adapter creates a missing one, which is how the sweep brings a lost schedule back);
 *   - removed while scheduled: delete it;
 *   - anything else needs no call. A scheduled alert that became sent or skipped has fired, and
 *     its schedule deleted itself (`ActionAfterCompletion: DELETE`); a removed sent or skipped
 *     alert is history, with no schedule left.
 */
import type { AlertState } from '#ports/alert-store';
import { type AlertPayload, type AlertTrigger, alertPayloadOf, alertTriggerOf } from '#ports/scheduler';

/** What the stream shows of an alert item: its trigger, its state and the sweep's last touch. */
export interface AlertImage extends AlertTrigger {
  state: AlertState;
  sweptAt?: string;
}

export type ScheduleChange =
  | { call: 'create' | 'update'; trigger: AlertTrigger }
  | { call: 'delete'; alert: AlertPayload };

const moved = (before: AlertTrigger, after: AlertTrigger) =>
  before.fireAt !== after.fireAt ||
  before.localDate !== after.localDate ||
  before.localTime !== after.localTime ||
  before.timeZone !== after.timeZone;

export function scheduleChange(before: AlertImage | null, after: AlertImage | null): ScheduleChange | null {
  if (after?.state === 'scheduled') {
    if (before?.state !== 'scheduled') return { call: 'create', trigger: alertTriggerOf(after) };
    const swept = after.sweptAt !== undefined && after.sweptAt !== before.sweptAt;
    return moved(before, after) || swept ? { call: 'update', trigger: alertTriggerOf(after) } : null;
  }
  if (!after && before?.state === 'scheduled') return { call: 'delete', alert: alertPayloadOf(before) };
  return null;
}
