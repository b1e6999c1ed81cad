/**
 * The engine's two answers (docs/decisions/006): `nameDeadlines`, for the readers that show no
 * description, is `computeDeadlines` without the descriptions, key for key and in the same order,
 * over every role, job and the events and dates that change a deadline's name or description.
 */
import { describe, expect, it } from 'vitest';
import { LIENOR_ROLES } from '../domain';
import { deadlineInput, jobFields } from '../test-support/deadline-input';
import { computeDeadlines, nameDeadlines } from './engine';
import type { JobKind } from './lienor-roles';
import type { DeadlineInput } from './types';

const JOBS: JobKind[] = ['private', 'bonded', 'public'];

/** Each changes a name or a description: a recording (on time, late), a clock an event shortens. */
const EVENTS: Partial<DeadlineInput>[] = [
  {},
  { lastFurnishingDate: '' },
  { lienRecordedDate: '2026-05-01' },
  { lienRecordedDate: '2026-08-20', terminationDate: '2026-03-01' },
  { lienRecordedDate: '2026-05-01', contestServedDate: '2026-06-01' },
  { lienRecordedDate: '2026-05-01', showCauseServedDate: '2026-06-02' },
  { bondContestServedDate: '2026-05-10', swornStatementDemandDate: '2026-04-01' },
  { lastFurnishingDate: '', bondContestServedDate: '2026-05-10' },
  { nocRecordedDate: '2026-01-15' },
  { nocRecordedDate: '2026-01-15', nocExpirationDate: '2026-11-30' },
  {
    recurringAlertsInterval: '30',
    recurringAlertsStartDate: '2026-02-01',
    recurringAlertsEndDate: '2026-06-01',
  },
];

const inputs = [...LIENOR_ROLES, '' as const].flatMap((role) =>
  JOBS.flatMap((job) => EVENTS.map((event) => deadlineInput({ role, ...jobFields(job), ...event }))),
);

describe('nameDeadlines: the schedule without its descriptions', () => {
  it(`is computeDeadlines' without descriptions, key order included, over ${inputs.length} projects`, () => {
    for (const input of inputs) {
      const full = computeDeadlines(input);
      const withoutDescriptions = {
        ...full,
        deadlines: full.deadlines.map(({ description: _description, ...named }) => named),
      };
      expect(JSON.stringify(nameDeadlines(input)), JSON.stringify(input)).toBe(
        JSON.stringify(withoutDescriptions),
      );
    }
  });

  it('names every deadline, while the full schedule describes each', () => {
    const all = inputs.flatMap((input) => computeDeadlines(input).deadlines);
    expect(new Set(all.map((deadline) => deadline.type)).size).toBe(9);
    for (const deadline of all) expect(deadline.description.length).toBeGreaterThan(80);
    for (const deadline of inputs.flatMap((input) => nameDeadlines(input).deadlines))
      expect(deadline).not.toHaveProperty('description');
  });
});
