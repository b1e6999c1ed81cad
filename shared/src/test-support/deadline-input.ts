/** The engine's input as the deadline tests build it: one project, its fields overridden per test. */
import type { JobKind } from '../deadlines/lienor-roles';
import type { ComputedDeadline, DeadlineInput } from '../deadlines/types';

/** A 16-character id, as the store generates them. */
export const PROJECT_ID = 'p7Kq2ZxW9mN4vB1c';

/** docs/florida-rules.md section 4's second worked example: notice due 2026-03-17, lien 2026-07-04. */
export const FIRST_FURNISHING = '2026-01-31';
export const LAST_FURNISHING = '2026-04-05';

export function deadlineInput(fields: Partial<DeadlineInput> = {}): DeadlineInput {
  return {
    projectId: PROJECT_ID,
    type: 'private',
    firstFurnishingDate: FIRST_FURNISHING,
    lastFurnishingDate: LAST_FURNISHING,
    recurringAlertsInterval: '',
    recurringAlertsStartDate: '',
    recurringAlertsEndDate: '',
    ...fields,
  };
}

/** The project fields that make a job of that kind. */
export const jobFields = (job: JobKind): Pick<DeadlineInput, 'type' | 'paymentBond'> =>
  job === 'public'
    ? { type: 'public', paymentBond: false }
    : { type: 'private', paymentBond: job === 'bonded' };

export const deadlineId = (suffix: string) => `${PROJECT_ID}-${suffix}`;

/** The deadline with id suffix `suffix` ('nto', 'lien', 'serve', 'enforce', 'fpa', 'bond'). */
export function deadlineWithSuffix(deadlines: readonly ComputedDeadline[], suffix: string): ComputedDeadline {
  const found = deadlines.find((deadline) => deadline.id === deadlineId(suffix));
  if (!found) throw new Error(`no -${suffix} deadline among ${deadlines.map((d) => d.id).join(', ')}`);
  return found;
}
