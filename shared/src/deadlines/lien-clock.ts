/**
 * When the Claim of Lien is due (s. 713.08(5)): within 90 days after the final furnishing or, for
 * one who holds a lien, after the contract was terminated or the contractor defaulted, "whichever
 * occurs first". One computation for the engine's Record Claim of Lien deadline and the date the
 * Claim of Lien's serving guide says to record it by, so the two cannot disagree; kept apart from
 * the engine, so the document route carries this and not the engine (docs/decisions/006).
 */
import { addDays, type LocalDate } from '../calendar/local-date';
import type { DeadlineInput } from './types';

/** s. 713.08(5), s. 713.23(1)(d) and s. 255.05(2)(a)2: 90 days after final furnishing. */
export const LIEN_DAYS = 90;

/** The day the 90 days run from. `terminated` says it is the termination, before the last furnishing. */
export interface LienClockStart {
  from: LocalDate | '';
  terminated: boolean;
}

/**
 * The last furnishing, or for one who holds a lien (`holdsALien`: on a bonded job the contractor
 * and the owner's design professional too) the termination when it came first. '' while neither
 * is known.
 */
export function lienClockStart(
  input: Pick<DeadlineInput, 'lastFurnishingDate' | 'terminationDate'>,
  lien: boolean,
): LienClockStart {
  const last = input.lastFurnishingDate;
  const termination = lien ? (input.terminationDate ?? '') : '';
  if (termination !== '' && (last === '' || termination < last))
    return { from: termination, terminated: true };
  return { from: last, terminated: false };
}

/** The 90th day after the clock's start (before s. 713.011 rolls it off a closed day). */
export const lienDueDate = (start: LienClockStart & { from: LocalDate }): LocalDate =>
  addDays(start.from, LIEN_DAYS);
