import { ALERT_SLOTS, type AlertSlot } from '@lienminder/shared';

/**
 * The alert slots a form shows, of the `limit` the plan allows: those up to the last one filled,
 * and one empty one after it for the next address or number, so an empty form shows one slot and a
 * full plan never more than it allows. `filled` says, slot by slot from 1, whether it holds a value.
 */
export function shownSlots(filled: readonly boolean[], limit: number): AlertSlot[] {
  const lastFilled = filled.lastIndexOf(true) + 1;
  return ALERT_SLOTS.filter((slot) => slot <= Math.min(limit, lastFilled + 1));
}
