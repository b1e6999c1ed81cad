import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFloridaBusinessDay } from '../calendar/florida-holidays';
import { addDays, addYears, daysBetween, fromEpochDay, toEpochDay } from '../calendar/local-date';
import { computeDeadlines } from './engine';
import type { ComputedDeadline, DeadlineInput } from './types';

/** A 16-character id, as the store generates them. */
const PROJECT_ID = 'p7Kq2ZxW9mN4vB1c';

function project(fields: Partial<DeadlineInput> = {}): DeadlineInput {
  return {
    projectId: PROJECT_ID,
    type: 'private',
    firstFurnishingDate: '2026-01-31',
    lastFurnishingDate: '',
    recurringAlertsInterval: '',
    recurringAlertsStartDate: '',
    recurringAlertsEndDate: '',
    ...fields,
  };
}

function deadline(input: DeadlineInput, type: ComputedDeadline['type']): ComputedDeadline {
  const found = computeDeadlines(input).deadlines.find((d) => d.type === type);
  if (!found) throw new Error(`no ${type} deadline`);
  return found;
}

describe('worked examples (docs/florida-rules.md section 4: private project, subcontractor)', () => {
  it.each([
    ['2025-03-03', '2025-08-29', '2025-04-17', '2025-04-17', '2025-11-27', '2025-12-01'],
    ['2026-01-31', '2026-04-05', '2026-03-17', '2026-03-17', '2026-07-04', '2026-07-06'],
    ['2027-11-16', '2027-12-01', '2027-12-31', '2028-01-03', '2028-02-29', '2028-02-29'],
  ])(
    'first %s, last %s: Notice to Owner %s / %s, Claim of Lien %s / %s',
    (first, last, ntoDue, ntoLegal, lienDue, lienLegal) => {
      const input = project({ firstFurnishingDate: first, lastFurnishingDate: last });
      const notice = deadline(input, 'notice_to_owner');
      const lien = deadline(input, 'record_lien');
      expect([notice.dueDate, notice.legalLastDay]).toEqual([ntoDue, ntoLegal]);
      expect([lien.dueDate, lien.legalLastDay]).toEqual([lienDue, lienLegal]);
    },
  );

  it('says why the legal last day moved', () => {
    expect(
      deadline(
        project({ firstFurnishingDate: '2025-03-03', lastFurnishingDate: '2025-08-29' }),
        'record_lien',
      ).legalLastDayReason,
    ).toBe('moved from Thanksgiving Day');
    expect(deadline(project({ lastFurnishingDate: '2026-04-05' }), 'record_lien').legalLastDayReason).toBe(
      'moved from Saturday',
    );
    expect(
      deadline(project({ firstFurnishingDate: '2027-11-16' }), 'notice_to_owner').legalLastDayReason,
    ).toBe("moved from New Year's Day (observed)");
    expect(
      deadline(project({ firstFurnishingDate: '2025-03-03' }), 'notice_to_owner').legalLastDayReason,
    ).toBeNull();
  });
});

describe('Notice to Owner / Notice to Contractor (45 days after first furnishing)', () => {
  it('on a private project is the s. 713.06(2)(a) Notice to Owner, reference only', () => {
    const notice = deadline(project(), 'notice_to_owner');
    expect(notice).toMatchObject({
      id: `${PROJECT_ID}-nto`,
      projectId: PROJECT_ID,
      title: 'Notice to Owner',
      statute: 'Fla. Stat. s. 713.06(2)(a)',
      alertsEnabled: false,
    });
    expect(notice.description).toContain('within 45 days after your first furnishing');
    // Day 40 after 2026-01-31, with proof of mailing (s. 713.18).
    expect(notice.description).toContain('by day 40 (2026-03-12) counts as serving it on the mailing date');
    expect(notice.description).toContain(
      '"the notice is mailed by registered, Global Express Guaranteed, or certified mail',
    );
    expect(notice.description).toContain('a certificate of mailing is not enough');
    expect(notice.description).toContain(
      "before the owner makes final payment after the contractor's final payment affidavit",
    );
    expect(notice.description).toContain('s. 713.18');
    expect(notice.description).toContain('An attorney consultation is advised.');
    expect(notice.description).toContain('no email or SMS alerts');
  });

  it('on a public project is the s. 255.05(2)(a)2 Notice to Contractor, on the same day', () => {
    const notice = deadline(project({ type: 'public' }), 'notice_to_owner');
    expect(notice).toMatchObject({
      title: 'Notice to Contractor',
      statute: 'Fla. Stat. s. 255.05(2)(a)2',
      dueDate: '2026-03-17',
      alertsEnabled: false,
    });
    expect(notice.description).toContain('Notice to Contractor on the contractor within 45 days');
    expect(notice.description).not.toContain('Notice to Owner');
  });

  it('reaches a leap day from January', () => {
    expect(deadline(project({ firstFurnishingDate: '2028-01-15' }), 'notice_to_owner').dueDate).toBe(
      '2028-02-29',
    );
    expect(deadline(project({ firstFurnishingDate: '2027-01-15' }), 'notice_to_owner').dueDate).toBe(
      '2027-03-01',
    );
  });
});

describe('Claim of Lien / Notice of Nonpayment (90 days after last furnishing)', () => {
  it('on a private project is the s. 713.08(5) Claim of Lien, alerted', () => {
    const lien = deadline(project({ lastFurnishingDate: '2026-04-05' }), 'record_lien');
    expect(lien).toMatchObject({
      id: `${PROJECT_ID}-lien`,
      title: 'Record Claim of Lien / Notice of Nonpayment',
      statute: 'Fla. Stat. s. 713.08(5)',
      alertsEnabled: true,
    });
    expect(lien.description).toContain('Record your Claim of Lien');
    expect(lien.description).toContain('90 days after your last furnishing');
    expect(lien.description).toContain('s. 713.08(4)(c)');
  });

  it('on a public project is the s. 255.05(2)(a)2 Notice of Nonpayment, not before day 45', () => {
    const lien = deadline(project({ type: 'public', lastFurnishingDate: '2026-04-05' }), 'record_lien');
    expect(lien).toMatchObject({
      statute: 'Fla. Stat. s. 255.05(2)(a)2',
      dueDate: '2026-07-04',
      legalLastDay: '2026-07-06',
    });
    expect(lien.description).toContain('Notice of Nonpayment');
    expect(lien.description).toContain('payment bond');
    expect(lien.description).toContain(
      'may not be served earlier than 45 days after your first furnishing (2026-03-17)',
    );
    expect(lien.description).not.toContain('Record your Claim of Lien');
  });

  it.each([
    ['private', 'Enter the last furnishing date to compute the Claim of Lien deadline.'],
    ['public', 'Enter the last furnishing date to compute the Notice of Nonpayment deadline.'],
  ] as const)('without a last furnishing date on a %s project says what is missing', (type, reason) => {
    const schedule = computeDeadlines(project({ type }));
    expect(schedule.deadlines.map((d) => d.type)).toEqual(['notice_to_owner']);
    expect(schedule.pending[0]).toEqual({
      type: 'record_lien',
      title: 'Record Claim of Lien / Notice of Nonpayment',
      reason,
    });
  });

  it('has nothing pending once the last furnishing date is known', () => {
    expect(computeDeadlines(project({ lastFurnishingDate: '2026-02-01' })).pending).toEqual([]);
  });

  it.each([
    // [last furnishing, due date, legal last day, reason]
    ['2027-12-01', '2028-02-29', '2028-02-29', null], // into a leap day
    ['2028-02-29', '2028-05-29', '2028-05-30', 'moved from Memorial Day'], // from a leap day
    ['2026-12-01', '2027-03-01', '2027-03-01', null], // across a common February
    ['2026-08-29', '2026-11-27', '2026-11-30', 'moved from Friday after Thanksgiving'],
    ['2027-09-25', '2027-12-24', '2027-12-27', 'moved from Christmas Day (observed)'], // Christmas on a Saturday
  ])('from last furnishing %s: due %s, legal last day %s', (last, due, legal, reason) => {
    const lien = deadline(
      project({ firstFurnishingDate: '2025-01-02', lastFurnishingDate: last }),
      'record_lien',
    );
    expect([lien.dueDate, lien.legalLastDay, lien.legalLastDayReason]).toEqual([due, legal, reason]);
  });
});

describe('recurring Lien/Bond Reminders', () => {
  const reminders = (fields: Partial<DeadlineInput>) =>
    computeDeadlines(project(fields)).deadlines.filter((d) => d.type === 'recurring_lien_reminder');

  it('fall every 15 days from the start date, both ends included', () => {
    const dates = reminders({
      recurringAlertsInterval: '15',
      recurringAlertsStartDate: '2026-03-01',
      recurringAlertsEndDate: '2026-03-31',
    }).map((r) => r.dueDate);
    expect(dates).toEqual(['2026-03-01', '2026-03-16', '2026-03-31']);
  });

  it('fall every 30 days and stop at the end date', () => {
    const dates = reminders({
      recurringAlertsInterval: '30',
      recurringAlertsStartDate: '2026-01-01',
      recurringAlertsEndDate: '2026-03-01',
    }).map((r) => r.dueDate);
    expect(dates).toEqual(['2026-01-01', '2026-01-31']);
  });

  it('run a full year from Feb 29 to Feb 28', () => {
    const dates = reminders({
      recurringAlertsInterval: '30',
      recurringAlertsStartDate: '2028-02-29',
      recurringAlertsEndDate: addYears('2028-02-29', 1),
    }).map((r) => r.dueDate);
    expect(dates).toHaveLength(13);
    expect(dates.at(0)).toBe('2028-02-29');
    expect(dates.at(-1)).toBe('2029-02-23');
  });

  it('are the user’s own dates: no statute, no rollover, alerted', () => {
    const [reminder] = reminders({
      recurringAlertsInterval: '15',
      recurringAlertsStartDate: '2026-07-04',
      recurringAlertsEndDate: '2026-07-10',
    });
    expect(reminder).toMatchObject({
      id: `${PROJECT_ID}-r20260704`,
      title: 'Lien/Bond Reminder',
      dueDate: '2026-07-04',
      legalLastDay: '2026-07-04',
      legalLastDayReason: null,
      statute: null,
      alertsEnabled: true,
    });
    expect(reminder?.description).toContain('every 15 days');
  });

  it.each([
    {
      recurringAlertsInterval: '',
      recurringAlertsStartDate: '2026-01-01',
      recurringAlertsEndDate: '2026-06-01',
    },
    { recurringAlertsInterval: '15', recurringAlertsStartDate: '', recurringAlertsEndDate: '2026-06-01' },
    { recurringAlertsInterval: '30', recurringAlertsStartDate: '2026-01-01', recurringAlertsEndDate: '' },
  ] as const)('are off unless the interval and both dates are set (%o)', (fields) => {
    expect(reminders(fields)).toEqual([]);
  });
});

describe('the schedule as a whole', () => {
  const busyProject = project({
    firstFurnishingDate: '2026-01-31',
    lastFurnishingDate: '2026-04-05',
    recurringAlertsInterval: '15',
    recurringAlertsStartDate: '2026-03-01',
    recurringAlertsEndDate: '2027-03-01',
  });

  it('is sorted by due date', () => {
    const dueDates = computeDeadlines(busyProject).deadlines.map((d) => d.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    expect(dueDates.slice(0, 4)).toEqual(['2026-03-01', '2026-03-16', '2026-03-17', '2026-03-31']);
  });

  it('has unique ids short enough for an EventBridge schedule name (64 characters)', () => {
    const ids = computeDeadlines(busyProject).deadlines.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(`alert-${id}-d30`.length).toBeLessThan(64);
  });

  it('keeps ids when the project is recomputed or its dates move', () => {
    const before = computeDeadlines(busyProject).deadlines;
    expect(computeDeadlines(busyProject).deadlines).toEqual(before);
    const moved = computeDeadlines({ ...busyProject, lastFurnishingDate: '2026-05-20' }).deadlines;
    expect(moved.find((d) => d.type === 'record_lien')?.id).toBe(`${PROJECT_ID}-lien`);
    expect(moved.map((d) => d.id).sort()).toEqual(before.map((d) => d.id).sort());
  });
});

describe('properties over any furnishing dates (1990-2100)', () => {
  const anyDate = fc
    .integer({ min: toEpochDay('1990-01-01'), max: toEpochDay('2100-12-31') })
    .map(fromEpochDay);
  const anyProject = fc
    .record({
      first: anyDate,
      gap: fc.integer({ min: 0, max: 3 * 365 }),
      type: fc.constantFrom('private', 'public' as const),
    })
    .map(({ first, gap, type }) =>
      project({ type, firstFurnishingDate: first, lastFurnishingDate: addDays(first, gap) }),
    );

  it('counts 45 and 90 calendar days and rolls to a business day within 4 days', () => {
    fc.assert(
      fc.property(anyProject, (input) => {
        const notice = deadline(input, 'notice_to_owner');
        const lien = deadline(input, 'record_lien');
        expect(daysBetween(input.firstFurnishingDate, notice.dueDate)).toBe(45);
        expect(daysBetween(input.lastFurnishingDate, lien.dueDate)).toBe(90);
        for (const { dueDate, legalLastDay } of [notice, lien]) {
          expect(isFloridaBusinessDay(legalLastDay)).toBe(true);
          expect(daysBetween(dueDate, legalLastDay)).toBeGreaterThanOrEqual(0);
          expect(daysBetween(dueDate, legalLastDay)).toBeLessThanOrEqual(4);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the same ids every time', () => {
    fc.assert(
      fc.property(anyProject, (input) => {
        const ids = (schedule: ReturnType<typeof computeDeadlines>) => schedule.deadlines.map((d) => d.id);
        expect(ids(computeDeadlines(input))).toEqual(ids(computeDeadlines({ ...input })));
        // No role chosen: a public job also has the bond suit, a year after the last furnishing.
        const bond = input.type === 'public' ? [`${PROJECT_ID}-bond`] : [];
        expect(ids(computeDeadlines(input))).toEqual([`${PROJECT_ID}-nto`, `${PROJECT_ID}-lien`, ...bond]);
      }),
    );
  });
});
