/**
 * Which deadlines each lienor role owes on each kind of job (docs/florida-rules.md section 3), with
 * their titles, statutes and dates. Every expected date is counted here with the hand-written
 * calendar of test-support/calendar-oracle.ts, never with the engine's own arithmetic.
 */
import { describe, expect, it } from 'vitest';
import type { LienorRole } from '../domain';
import { daysAfter, rolledForward, weekdayOf, yearAfter } from '../test-support/calendar-oracle';
import {
  deadlineId,
  deadlineInput,
  deadlineWithSuffix,
  FIRST_FURNISHING,
  jobFields,
  LAST_FURNISHING,
} from '../test-support/deadline-input';
import { computeDeadlines } from './engine';
import type { JobKind } from './lienor-roles';
import type { ComputedDeadline, DeadlineNote, PendingDeadline } from './types';

/** What a test compares: every field but the prose (asserted apart) and the project id. */
function compared({
  description: _d,
  summary: _s,
  statuteUrl: _u,
  projectId: _p,
  ...rest
}: ComputedDeadline) {
  return rest;
}

const day = (dueDate: string) => rolledForward(dueDate);

// The table's job: first furnishing 2026-01-31, last 2026-04-05 (section 4's second example).
const NOTICE_DUE = daysAfter(FIRST_FURNISHING, 45);
const NINETY_DAY_DUE = daysAfter(LAST_FURNISHING, 90);
const BOND_SUIT_DUE = yearAfter(LAST_FURNISHING);

const notice = (title: string, statute: string) => ({
  id: deadlineId('nto'),
  type: 'notice_to_owner',
  title,
  statute,
  ...day(NOTICE_DUE),
  // Reference only (docs/product.md section 1): the one statutory deadline without alerts.
  alertsEnabled: false,
  mailBy: day(daysAfter(FIRST_FURNISHING, 40)),
});

const ninetyDay = (title: string, statute: string, job: JobKind = 'private') => ({
  id: deadlineId('lien'),
  type: 'record_lien',
  title,
  statute,
  ...day(NINETY_DAY_DUE),
  alertsEnabled: true,
  ...(job === 'public' ? { earliestDate: daysAfter(FIRST_FURNISHING, 45) } : {}),
});

const bondSuit = (statute: string) => ({
  id: deadlineId('bond'),
  type: 'bond_suit',
  title: 'Suit on Payment Bond',
  statute,
  ...day(BOND_SUIT_DUE),
  alertsEnabled: true,
});

const EITHER_TITLE = 'Record Claim of Lien / Notice of Nonpayment';
const NOTICE_TO_OWNER = notice('Notice to Owner', 'Fla. Stat. s. 713.06(2)(a)');
const NOTICE_TO_CONTRACTOR_BONDED = notice('Notice to Contractor', 'Fla. Stat. s. 713.23(1)(c)');
const NOTICE_TO_CONTRACTOR_PUBLIC = notice('Notice to Contractor', 'Fla. Stat. s. 255.05(2)(a)2');
const CLAIM_OF_LIEN = ninetyDay('Record Claim of Lien', 'Fla. Stat. s. 713.08(5)');
const EITHER_PRIVATE = ninetyDay(EITHER_TITLE, 'Fla. Stat. s. 713.08(5)');
const EITHER_PUBLIC = ninetyDay(EITHER_TITLE, 'Fla. Stat. s. 255.05(2)(a)2', 'public');
const NONPAYMENT_BONDED = ninetyDay('Notice of Nonpayment', 'Fla. Stat. s. 713.23(1)(d)');
const NONPAYMENT_PUBLIC = ninetyDay('Notice of Nonpayment', 'Fla. Stat. s. 255.05(2)(a)2', 'public');
const BOND_SUIT_BONDED = bondSuit('Fla. Stat. s. 713.23(1)(e)');
const BOND_SUIT_PUBLIC = bondSuit('Fla. Stat. s. 255.05(10)');

const PENDING_TITLE = 'Record Claim of Lien / Notice of Nonpayment';
const pendingNinetyDay = (what: string): PendingDeadline => ({
  type: 'record_lien',
  title: PENDING_TITLE,
  reason: `Enter the last furnishing date to compute the ${what} deadline.`,
});
const PENDING_LIEN = pendingNinetyDay('Claim of Lien');
const PENDING_NONPAYMENT = pendingNinetyDay('Notice of Nonpayment');
const PENDING_EITHER_BONDED = pendingNinetyDay('Claim of Lien / Notice of Nonpayment');
const PENDING_BOND_SUIT: PendingDeadline = {
  type: 'bond_suit',
  title: 'Suit on Payment Bond',
  reason: 'Enter the last furnishing date to compute the deadline to sue on the payment bond.',
};

type Expected = ReturnType<typeof notice> | ReturnType<typeof ninetyDay> | ReturnType<typeof bondSuit>;
type NoteKind = DeadlineNote['kind'];

interface Row {
  role: LienorRole;
  job: JobKind;
  /** Soonest first: the notice (2026-03-17), the 90-day deadline (2026-07-04), the bond suit (2027-04-05). */
  deadlines: Expected[];
  /** With the last furnishing date blank. */
  pending: PendingDeadline[];
  notes: NoteKind[];
}

const row = (
  role: LienorRole,
  job: JobKind,
  deadlines: Expected[],
  pending: PendingDeadline[],
  notes: NoteKind[] = [],
): Row => ({ role, job, deadlines, pending, notes });

const ROWS: Row[] = [
  // Private jobs: every lienor records a Claim of Lien (s. 713.08(5)); those with no contract with
  // the owner, laborers excepted, serve a Notice to Owner (s. 713.06(2)(a)).
  row('', 'private', [NOTICE_TO_OWNER, EITHER_PRIVATE], [PENDING_LIEN], ['choose_role']),
  row('contractor', 'private', [CLAIM_OF_LIEN], [PENDING_LIEN]),
  row('subcontractor', 'private', [NOTICE_TO_OWNER, CLAIM_OF_LIEN], [PENDING_LIEN]),
  row('sub_subcontractor', 'private', [NOTICE_TO_OWNER, CLAIM_OF_LIEN], [PENDING_LIEN]),
  row('supplier_to_contractor', 'private', [NOTICE_TO_OWNER, CLAIM_OF_LIEN], [PENDING_LIEN]),
  row('supplier_to_subcontractor', 'private', [NOTICE_TO_OWNER, CLAIM_OF_LIEN], [PENDING_LIEN]),
  row('laborer', 'private', [CLAIM_OF_LIEN], [PENDING_LIEN]),
  row('design_professional', 'private', [CLAIM_OF_LIEN], [PENDING_LIEN]),

  // Bonded private jobs (s. 713.23): the contractor keeps its lien; everyone under it serves a
  // Notice of Nonpayment and may sue on the bond; those with no contract with the contractor,
  // laborers excepted, serve a Notice to Contractor.
  // No role chosen: never fewer reminders than any role gets, so the bond suit too (section 5).
  row(
    '',
    'bonded',
    [NOTICE_TO_CONTRACTOR_BONDED, EITHER_PRIVATE, BOND_SUIT_BONDED],
    [PENDING_EITHER_BONDED, PENDING_BOND_SUIT],
    ['choose_role'],
  ),
  row('contractor', 'bonded', [CLAIM_OF_LIEN], [PENDING_LIEN]),
  row(
    'subcontractor',
    'bonded',
    [NONPAYMENT_BONDED, BOND_SUIT_BONDED],
    [PENDING_NONPAYMENT, PENDING_BOND_SUIT],
  ),
  row(
    'sub_subcontractor',
    'bonded',
    [NOTICE_TO_CONTRACTOR_BONDED, NONPAYMENT_BONDED, BOND_SUIT_BONDED],
    [PENDING_NONPAYMENT, PENDING_BOND_SUIT],
  ),
  row(
    'supplier_to_contractor',
    'bonded',
    [NONPAYMENT_BONDED, BOND_SUIT_BONDED],
    [PENDING_NONPAYMENT, PENDING_BOND_SUIT],
  ),
  row(
    'supplier_to_subcontractor',
    'bonded',
    [NOTICE_TO_CONTRACTOR_BONDED, NONPAYMENT_BONDED, BOND_SUIT_BONDED],
    [PENDING_NONPAYMENT, PENDING_BOND_SUIT],
  ),
  row('laborer', 'bonded', [NONPAYMENT_BONDED, BOND_SUIT_BONDED], [PENDING_NONPAYMENT, PENDING_BOND_SUIT]),
  // Section 3 gives the Notice of Nonpayment and the bond suit on bonded jobs to "every claimant but
  // the contractor". Whether the contractor's bond covers the owner's design professional is
  // unsettled, so both are shown and the description says to record a lien by the same day too.
  row(
    'design_professional',
    'bonded',
    [NONPAYMENT_BONDED, BOND_SUIT_BONDED],
    [PENDING_NONPAYMENT, PENDING_BOND_SUIT],
  ),

  // Public jobs (s. 255.05): no lien at all. Those with no contract with the contractor serve the
  // Notice to Contractor (laborers excepted) and the Notice of Nonpayment; everyone under the
  // contractor may sue on the bond; the owner's contractor and design professional have nothing.
  row(
    '',
    'public',
    [NOTICE_TO_CONTRACTOR_PUBLIC, EITHER_PUBLIC, BOND_SUIT_PUBLIC],
    [PENDING_NONPAYMENT, PENDING_BOND_SUIT],
    ['choose_role'],
  ),
  row('contractor', 'public', [], [], ['no_statutory_deadline']),
  row('subcontractor', 'public', [BOND_SUIT_PUBLIC], [PENDING_BOND_SUIT]),
  row(
    'sub_subcontractor',
    'public',
    [NOTICE_TO_CONTRACTOR_PUBLIC, NONPAYMENT_PUBLIC, BOND_SUIT_PUBLIC],
    [PENDING_NONPAYMENT, PENDING_BOND_SUIT],
  ),
  row('supplier_to_contractor', 'public', [BOND_SUIT_PUBLIC], [PENDING_BOND_SUIT]),
  row(
    'supplier_to_subcontractor',
    'public',
    [NOTICE_TO_CONTRACTOR_PUBLIC, NONPAYMENT_PUBLIC, BOND_SUIT_PUBLIC],
    [PENDING_NONPAYMENT, PENDING_BOND_SUIT],
  ),
  // Unsettled whether a laborer hired by a subcontractor owes it: shown, and its description says why.
  row('laborer', 'public', [NONPAYMENT_PUBLIC, BOND_SUIT_PUBLIC], [PENDING_NONPAYMENT, PENDING_BOND_SUIT]),
  row('design_professional', 'public', [], [], ['no_statutory_deadline']),
];

const scheduleOf = ({ role, job }: Pick<Row, 'role' | 'job'>, lastFurnishingDate = LAST_FURNISHING) =>
  computeDeadlines(deadlineInput({ role, ...jobFields(job), lastFurnishingDate }));

describe('the deadlines of each role on each job (first furnishing 2026-01-31, last 2026-04-05)', () => {
  it('the table covers all eight role choices on all three jobs', () => {
    expect(new Set(ROWS.map(({ role, job }) => `${role}/${job}`)).size).toBe(24);
  });

  it.each(ROWS)("role '$role' on a $job job", ({ role, job, deadlines, notes }) => {
    const schedule = scheduleOf({ role, job });
    expect(schedule.deadlines.map(compared)).toEqual(deadlines);
    expect(schedule.pending).toEqual([]);
    expect(schedule.notes.map((note) => note.kind)).toEqual(notes);
  });

  it.each(ROWS)("role '$role' on a $job job, last furnishing blank: says what is missing", (expected) => {
    const schedule = scheduleOf(expected, '');
    const noticeOnly = expected.deadlines.filter((deadline) => deadline.type === 'notice_to_owner');
    expect(schedule.deadlines.map(compared)).toEqual(noticeOnly);
    expect(schedule.pending).toEqual(expected.pending);
    expect(schedule.notes.map((note) => note.kind)).toEqual(expected.notes);
  });
});

describe('the dates the table counts to', () => {
  // The table's expectations come from the oracle; here they are pinned by hand as well.
  it('are a Tuesday notice, a Saturday lien moved past the observed July 4 to Monday, a Monday bond suit', () => {
    expect([NOTICE_DUE, weekdayOf(NOTICE_DUE)]).toEqual(['2026-03-17', 'Tuesday']);
    expect(day(NINETY_DAY_DUE)).toEqual({
      dueDate: '2026-07-04',
      legalLastDay: '2026-07-06',
      legalLastDayReason: 'moved from Saturday',
    });
    expect([BOND_SUIT_DUE, weekdayOf(BOND_SUIT_DUE)]).toEqual(['2027-04-05', 'Monday']);
    expect(NOTICE_TO_OWNER.mailBy.dueDate).toBe('2026-03-12');
  });
});

describe('worked examples of docs/florida-rules.md section 4, for every role owing both on a private job', () => {
  const EXAMPLES = [
    ['2025-03-03', '2025-08-29', '2025-04-17', '2025-04-17', '2025-11-27', '2025-12-01'],
    ['2026-01-31', '2026-04-05', '2026-03-17', '2026-03-17', '2026-07-04', '2026-07-06'],
    ['2027-11-16', '2027-12-01', '2027-12-31', '2028-01-03', '2028-02-29', '2028-02-29'],
  ] as const;
  const ROLES: LienorRole[] = [
    '',
    'subcontractor',
    'sub_subcontractor',
    'supplier_to_contractor',
    'supplier_to_subcontractor',
  ];
  const cases = ROLES.flatMap((role) => EXAMPLES.map((example) => [role, ...example] as const));

  it.each(cases)(
    "role '%s', first %s, last %s: Notice to Owner %s / %s, Claim of Lien %s / %s",
    (role, first, last, noticeDue, noticeLegal, lienDue, lienLegal) => {
      const { deadlines } = computeDeadlines(
        deadlineInput({ role, firstFurnishingDate: first, lastFurnishingDate: last }),
      );
      expect(deadlines.map((d) => [d.id, d.dueDate, d.legalLastDay])).toEqual([
        [deadlineId('nto'), noticeDue, noticeLegal],
        [deadlineId('lien'), lienDue, lienLegal],
      ]);
    },
  );
});

describe('mailing the notice by day 40 (s. 713.18)', () => {
  it("keeps a Presidents' Day: a federal holiday, not a Florida closure", () => {
    const { mailBy, dueDate, legalLastDay } = deadlineWithSuffix(
      computeDeadlines(deadlineInput({ role: 'subcontractor', firstFurnishingDate: '2026-01-07' })).deadlines,
      'nto',
    );
    expect(mailBy).toEqual({ dueDate: '2026-02-16', legalLastDay: '2026-02-16', legalLastDayReason: null });
    expect([dueDate, legalLastDay]).toEqual(['2026-02-21', '2026-02-23']);
  });

  it('moves day 40 off a Sunday to Monday, and the notice off New Year’s Day observed', () => {
    const notice = deadlineWithSuffix(
      computeDeadlines(
        deadlineInput({
          role: 'sub_subcontractor',
          ...jobFields('bonded'),
          firstFurnishingDate: '2027-11-16',
        }),
      ).deadlines,
      'nto',
    );
    expect(notice.mailBy).toEqual({
      dueDate: '2027-12-26',
      legalLastDay: '2027-12-27',
      legalLastDayReason: 'moved from Sunday',
    });
    expect([notice.dueDate, notice.legalLastDay, notice.legalLastDayReason]).toEqual([
      '2027-12-31',
      '2028-01-03',
      "moved from New Year's Day (observed)",
    ]);
  });
});

describe('the leap day and holidays on public and bonded jobs', () => {
  it('a public sub-subcontractor from 2028-01-15 to 2028-02-29: notice into the leap day, a year from it to Feb 28', () => {
    const { deadlines } = computeDeadlines(
      deadlineInput({
        role: 'sub_subcontractor',
        ...jobFields('public'),
        firstFurnishingDate: '2028-01-15',
        lastFurnishingDate: '2028-02-29',
      }),
    );
    expect(
      deadlines.map(({ id, dueDate, legalLastDay, legalLastDayReason, earliestDate }) => ({
        id,
        dueDate,
        legalLastDay,
        legalLastDayReason,
        earliestDate,
      })),
    ).toEqual([
      // 45 days after Jan 15 in a leap year is Tuesday Feb 29.
      { id: deadlineId('nto'), dueDate: '2028-02-29', legalLastDay: '2028-02-29', legalLastDayReason: null },
      // 90 days after Feb 29 is Memorial Day; not served before day 45, the leap day itself.
      {
        id: deadlineId('lien'),
        dueDate: '2028-05-29',
        legalLastDay: '2028-05-30',
        legalLastDayReason: 'moved from Memorial Day',
        earliestDate: '2028-02-29',
      },
      // Section 1: from Feb 29, a year is Feb 28 (a Wednesday).
      { id: deadlineId('bond'), dueDate: '2029-02-28', legalLastDay: '2029-02-28', legalLastDayReason: null },
    ]);
  });

  it('a bonded supplier to the contractor done on Christmas Eve 2026: its bond suit falls on Christmas observed, runs to Monday', () => {
    const { deadlines } = computeDeadlines(
      deadlineInput({
        role: 'supplier_to_contractor',
        ...jobFields('bonded'),
        firstFurnishingDate: '2026-10-01',
        lastFurnishingDate: '2026-12-24',
      }),
    );
    expect(deadlines.map((d) => [d.id, d.dueDate, d.legalLastDay, d.legalLastDayReason])).toEqual([
      [deadlineId('lien'), '2027-03-24', '2027-03-24', null],
      // Friday Dec 24, 2027 is Christmas observed (Dec 25 is a Saturday): past the weekend to Monday.
      [deadlineId('bond'), '2027-12-24', '2027-12-27', 'moved from Christmas Day (observed)'],
    ]);
  });
});

describe('what every deadline carries', () => {
  const everyKind = [
    ...ROWS.flatMap((expected) => scheduleOf(expected).deadlines),
    ...computeDeadlines(deadlineInput({ role: 'contractor', lienRecordedDate: '2026-06-01' })).deadlines,
  ];

  it('a one-line summary, a description advising an attorney, and the statute’s official text', () => {
    for (const deadline of everyKind) {
      expect(deadline.summary.length).toBeGreaterThan(10);
      expect(deadline.summary).not.toContain('\n');
      expect(deadline.description).toContain('An attorney consultation is advised.');
      const section = /^Fla\. Stat\. s\. (\d+\.\d+)\(/.exec(deadline.statute ?? '')?.[1];
      expect(deadline.statuteUrl).toBe(`https://www.flsenate.gov/Laws/Statutes/2025/${section}`);
    }
    expect(new Set(everyKind.map((deadline) => deadline.type))).toEqual(
      new Set([
        'notice_to_owner',
        'record_lien',
        'serve_lien',
        'enforce_lien',
        'final_payment_affidavit',
        'bond_suit',
      ]),
    );
  });

  it('alerts, all but the reference-only 45-day notice', () => {
    for (const deadline of everyKind)
      expect(deadline.alertsEnabled).toBe(deadline.type !== 'notice_to_owner');
  });

  it('an id that names the project and the rule, the same whatever the dates', () => {
    const suffixes = new Map([
      ['notice_to_owner', 'nto'],
      ['record_lien', 'lien'],
      ['serve_lien', 'serve'],
      ['enforce_lien', 'enforce'],
      ['final_payment_affidavit', 'fpa'],
      ['bond_suit', 'bond'],
    ]);
    for (const deadline of everyKind)
      expect(deadline.id).toBe(deadlineId(String(suffixes.get(deadline.type))));
    const ids = (lastFurnishingDate: string) =>
      computeDeadlines(
        deadlineInput({ role: 'laborer', ...jobFields('public'), lastFurnishingDate }),
      ).deadlines.map((d) => d.id);
    expect(ids('2026-09-30')).toEqual(ids(LAST_FURNISHING));
  });

  it('keeps the ids of the deadlines a role change leaves, and adds the new ones', () => {
    const ids = (role: LienorRole) => scheduleOf({ role, job: 'public' }).deadlines.map((d) => d.id);
    expect(ids('subcontractor')).toEqual([deadlineId('bond')]);
    expect(ids('sub_subcontractor')).toEqual([deadlineId('nto'), deadlineId('lien'), deadlineId('bond')]);
  });
});

describe('the notes shown with the deadlines', () => {
  it('invite the user to choose a role when none is chosen, on every job', () => {
    for (const job of ['private', 'bonded', 'public'] as const) {
      const { notes } = scheduleOf({ role: '', job });
      expect(notes).toHaveLength(1);
      expect(notes[0]?.kind).toBe('choose_role');
      expect(notes[0]?.text).toContain('Choose who hired you');
    }
  });

  it.each([
    ['contractor', 'a contractor hired by the public owner'],
    ['design_professional', 'an architect, engineer or surveyor hired by the public owner'],
  ] as const)('say a %s on a public job has no statutory deadline, and why', (role, who) => {
    const { deadlines, pending, notes } = computeDeadlines(
      deadlineInput({ role, ...jobFields('public'), lienRecordedDate: '2026-06-01' }),
    );
    expect([deadlines, pending]).toEqual([[], []]);
    expect(notes).toEqual([{ kind: 'no_statutory_deadline', text: expect.stringContaining(who) }]);
    expect(notes[0]?.text).toMatch(/^No statutory deadline: on a public job/);
  });
});

describe('descriptions where the law is unsettled or the job changes the notice', () => {
  it("a laborer's Notice of Nonpayment says why it is shown", () => {
    const bonded = deadlineWithSuffix(scheduleOf({ role: 'laborer', job: 'bonded' }).deadlines, 'lien');
    expect(bonded.description).toContain('Whether the statute asks this of a laborer is unsettled.');
    const publicJob = deadlineWithSuffix(scheduleOf({ role: 'laborer', job: 'public' }).deadlines, 'lien');
    expect(publicJob.description).toContain('one hired directly by the contractor does not');
  });

  it('a public Notice of Nonpayment names the day it may first be served', () => {
    const lien = deadlineWithSuffix(
      scheduleOf({ role: 'sub_subcontractor', job: 'public' }).deadlines,
      'lien',
    );
    expect(lien.description).toContain(
      'may not be served earlier than 45 days after your first furnishing (2026-03-17)',
    );
  });

  it('a public subcontractor’s bond suit says it owes no notice', () => {
    const bond = deadlineWithSuffix(scheduleOf({ role: 'subcontractor', job: 'public' }).deadlines, 'bond');
    expect(bond.description).toContain('you owe no Notice to Contractor and no Notice of Nonpayment');
  });
});
