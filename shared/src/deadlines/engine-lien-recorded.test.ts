/**
 * The deadlines a recorded Claim of Lien brings (docs/florida-rules.md section 3): the recording
 * deadline met, the copy served within 15 days (s. 713.08(4)(c)), suit within a year or 60 days
 * after a Notice of Contest, whichever is first (s. 713.22), and the contractor's final payment
 * affidavit 5 days before that, never rolled forward (s. 713.06(3)(d)). Dates are written out by
 * hand, each with its weekday; due dates are counted again with the test calendar oracle.
 */
import { describe, expect, it } from 'vitest';
import type { LienorRole } from '../domain';
import { daysAfter, rolledBack, rolledForward, yearAfter } from '../test-support/calendar-oracle';
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
import type { ComputedDeadline } from './types';

const LIEN = 'Fla. Stat. s. 713.08(5)';
const NONPAYMENT = 'Fla. Stat. s. 713.23(1)(d)';
const SERVE = 'Fla. Stat. s. 713.08(4)(c)';
const YEAR = 'Fla. Stat. s. 713.22(1)';
const CONTEST = 'Fla. Stat. s. 713.22(2)';
const AFFIDAVIT = 'Fla. Stat. s. 713.06(3)(d)';
const NOTICE = 'Fla. Stat. s. 713.06(2)(a)';
const BOND = 'Fla. Stat. s. 713.23(1)(e)';

/** [id suffix, dueDate, legalLastDay, why it moved, statute, metOn] */
type Line = [string, string, string, string | null, string | null, string?];

interface Case {
  name: string;
  role: LienorRole;
  job?: JobKind;
  first: string;
  last: string;
  recorded: string;
  contest?: string;
  /** Every deadline, soonest first. */
  deadlines: Line[];
}

/** The job most cases share: furnished Jan 31 to Apr 5, 2026, the lien recorded Monday, June 1. */
const RECORDED_JUNE_1 = { first: FIRST_FURNISHING, last: LAST_FURNISHING, recorded: '2026-06-01' };

const CASES: Case[] = [
  {
    name: "a contractor's lien recorded on a business day: every date stands where it is counted",
    role: 'contractor',
    ...RECORDED_JUNE_1,
    deadlines: [
      ['serve', '2026-06-16', '2026-06-16', null, SERVE], // Tuesday
      ['lien', '2026-07-04', '2026-07-06', 'moved from Saturday', LIEN, '2026-06-01'],
      ['fpa', '2027-05-27', '2027-05-27', null, AFFIDAVIT], // Thursday, 5 days before the suit
      ['enforce', '2027-06-01', '2027-06-01', null, YEAR], // Tuesday
    ],
  },
  {
    name: 'an affidavit counted to Labor Day is due the Friday before; the Saturday suit runs to Monday',
    role: 'contractor',
    first: '2026-05-04',
    last: '2026-08-01',
    recorded: '2026-09-11', // Friday
    deadlines: [
      ['serve', '2026-09-26', '2026-09-28', 'moved from Saturday', SERVE],
      ['lien', '2026-10-30', '2026-10-30', null, LIEN, '2026-09-11'], // Friday
      ['fpa', '2027-09-06', '2027-09-03', 'moved back from Labor Day', AFFIDAVIT], // Monday -> Friday
      ['enforce', '2027-09-11', '2027-09-13', 'moved from Saturday', YEAR], // Saturday -> Monday
    ],
  },
  {
    name: 'an affidavit counted to the Saturday after Thanksgiving is due the Wednesday before both holidays',
    role: 'contractor',
    first: '2025-08-04',
    last: '2025-10-15',
    recorded: '2025-12-03', // Wednesday
    deadlines: [
      ['serve', '2025-12-18', '2025-12-18', null, SERVE], // Thursday
      ['lien', '2026-01-13', '2026-01-13', null, LIEN, '2025-12-03'], // Tuesday
      // Saturday Nov 28, 2026; Friday 27 and Thursday 26 are Thanksgiving's two closures.
      ['fpa', '2026-11-28', '2026-11-25', 'moved back from Saturday', AFFIDAVIT],
      ['enforce', '2026-12-03', '2026-12-03', null, YEAR], // Thursday
    ],
  },
  {
    name: 'a copy to serve on the Saturday before Labor Day runs to Tuesday',
    role: 'subcontractor',
    first: '2026-05-04',
    last: '2026-07-31',
    recorded: '2026-08-21', // Friday
    deadlines: [
      ['nto', '2026-06-18', '2026-06-18', null, NOTICE], // Thursday
      ['serve', '2026-09-05', '2026-09-08', 'moved from Saturday', SERVE], // Sat, Sun, Labor Day -> Tue
      ['lien', '2026-10-29', '2026-10-29', null, LIEN, '2026-08-21'], // Thursday
      ['enforce', '2027-08-21', '2027-08-23', 'moved from Saturday', YEAR], // Saturday -> Monday
    ],
  },
  {
    name: 'recorded on Feb 29: the year to sue ends Feb 28, the affidavit the Friday before',
    role: 'contractor',
    first: '2027-12-01',
    last: '2028-02-10',
    recorded: '2028-02-29', // Tuesday
    deadlines: [
      ['serve', '2028-03-15', '2028-03-15', null, SERVE], // Wednesday
      ['lien', '2028-05-10', '2028-05-10', null, LIEN, '2028-02-29'], // Wednesday
      ['fpa', '2029-02-23', '2029-02-23', null, AFFIDAVIT], // Friday
      ['enforce', '2029-02-28', '2029-02-28', null, YEAR], // Wednesday (section 1: never Mar 1)
    ],
  },
  {
    name: 'a copy to serve 15 days after Feb 14 in a leap year falls on Feb 29',
    role: 'supplier_to_subcontractor',
    first: '2027-11-01',
    last: '2028-01-20',
    recorded: '2028-02-14', // Monday
    deadlines: [
      ['nto', '2027-12-16', '2027-12-16', null, NOTICE], // Thursday
      ['serve', '2028-02-29', '2028-02-29', null, SERVE], // Tuesday
      ['lien', '2028-04-19', '2028-04-19', null, LIEN, '2028-02-14'], // Wednesday
      ['enforce', '2029-02-14', '2029-02-14', null, YEAR], // Wednesday
    ],
  },
  {
    name: 'a Notice of Contest before the year ends: suit within 60 days, run off Labor Day to Tuesday',
    role: 'subcontractor',
    ...RECORDED_JUNE_1,
    contest: '2026-07-09', // Thursday; day 60 is Monday Sep 7, Labor Day
    deadlines: [
      ['nto', '2026-03-17', '2026-03-17', null, NOTICE],
      ['serve', '2026-06-16', '2026-06-16', null, SERVE],
      ['lien', '2026-07-04', '2026-07-06', 'moved from Saturday', LIEN, '2026-06-01'],
      ['enforce', '2026-09-07', '2026-09-08', 'moved from Labor Day', CONTEST],
    ],
  },
  {
    name: "a contested contractor's affidavit follows the shorter suit deadline, off a Sunday to Friday",
    role: 'contractor',
    ...RECORDED_JUNE_1,
    contest: '2026-08-03', // Monday; day 60 is Friday Oct 2
    deadlines: [
      ['serve', '2026-06-16', '2026-06-16', null, SERVE],
      ['lien', '2026-07-04', '2026-07-06', 'moved from Saturday', LIEN, '2026-06-01'],
      ['fpa', '2026-09-27', '2026-09-25', 'moved back from Sunday', AFFIDAVIT],
      ['enforce', '2026-10-02', '2026-10-02', null, CONTEST],
    ],
  },
  {
    name: 'a Notice of Contest whose 60 days end after the year leaves the year',
    role: 'laborer',
    first: '2025-09-02',
    last: '2025-11-20',
    recorded: '2026-01-05', // Monday
    contest: '2026-12-01', // day 60 is 2027-01-30, after 2027-01-05
    deadlines: [
      ['serve', '2026-01-20', '2026-01-20', null, SERVE], // Tuesday, the day after MLK Day
      ['lien', '2026-02-18', '2026-02-18', null, LIEN, '2026-01-05'], // Wednesday
      ['enforce', '2027-01-05', '2027-01-05', null, YEAR], // Tuesday
    ],
  },
  {
    name: 'with no role chosen, the recording meets the private job’s 90-day deadline; no affidavit',
    role: '',
    ...RECORDED_JUNE_1,
    deadlines: [
      ['nto', '2026-03-17', '2026-03-17', null, NOTICE],
      ['serve', '2026-06-16', '2026-06-16', null, SERVE],
      ['lien', '2026-07-04', '2026-07-06', 'moved from Saturday', LIEN, '2026-06-01'],
      ['enforce', '2027-06-01', '2027-06-01', null, YEAR],
    ],
  },
  {
    name: "a bonded job's subcontractor: a recording does not serve its Notice of Nonpayment",
    role: 'subcontractor',
    job: 'bonded',
    ...RECORDED_JUNE_1,
    deadlines: [
      ['serve', '2026-06-16', '2026-06-16', null, SERVE],
      ['lien', '2026-07-04', '2026-07-06', 'moved from Saturday', NONPAYMENT], // no metOn
      ['bond', '2027-04-05', '2027-04-05', null, BOND],
      ['enforce', '2027-06-01', '2027-06-01', null, YEAR],
    ],
  },
  {
    name: 'with no role chosen on a bonded job the 90-day deadline stays open: it may be a Notice of Nonpayment',
    role: '',
    job: 'bonded',
    ...RECORDED_JUNE_1,
    deadlines: [
      ['nto', '2026-03-17', '2026-03-17', null, 'Fla. Stat. s. 713.23(1)(c)'],
      ['serve', '2026-06-16', '2026-06-16', null, SERVE],
      ['lien', '2026-07-04', '2026-07-06', 'moved from Saturday', LIEN],
      ['bond', '2027-04-05', '2027-04-05', null, BOND],
      ['enforce', '2027-06-01', '2027-06-01', null, YEAR],
    ],
  },
  {
    name: "a bonded job's contractor keeps its lien, met by the recording, and owes the affidavit",
    role: 'contractor',
    job: 'bonded',
    ...RECORDED_JUNE_1,
    deadlines: [
      ['serve', '2026-06-16', '2026-06-16', null, SERVE],
      ['lien', '2026-07-04', '2026-07-06', 'moved from Saturday', LIEN, '2026-06-01'],
      ['fpa', '2027-05-27', '2027-05-27', null, AFFIDAVIT],
      ['enforce', '2027-06-01', '2027-06-01', null, YEAR],
    ],
  },
  {
    name: 'a design professional serves and enforces its lien; the affidavit is the contractor’s alone',
    role: 'design_professional',
    ...RECORDED_JUNE_1,
    deadlines: [
      ['serve', '2026-06-16', '2026-06-16', null, SERVE],
      ['lien', '2026-07-04', '2026-07-06', 'moved from Saturday', LIEN, '2026-06-01'],
      ['enforce', '2027-06-01', '2027-06-01', null, YEAR],
    ],
  },
  {
    name: 'a recording on a public job (the form refuses one) brings nothing: public property cannot be liened',
    role: 'sub_subcontractor',
    job: 'public',
    ...RECORDED_JUNE_1,
    deadlines: [
      ['nto', '2026-03-17', '2026-03-17', null, 'Fla. Stat. s. 255.05(2)(a)2'],
      ['lien', '2026-07-04', '2026-07-06', 'moved from Saturday', 'Fla. Stat. s. 255.05(2)(a)2'],
      ['bond', '2027-04-05', '2027-04-05', null, 'Fla. Stat. s. 255.05(10)'],
    ],
  },
  {
    name: 'recorded before the last furnishing date is entered: nothing pending, the recording met it',
    role: 'contractor',
    first: '2026-01-31',
    last: '',
    recorded: '2026-06-01',
    deadlines: [
      ['serve', '2026-06-16', '2026-06-16', null, SERVE],
      ['fpa', '2027-05-27', '2027-05-27', null, AFFIDAVIT],
      ['enforce', '2027-06-01', '2027-06-01', null, YEAR],
    ],
  },
];

const scheduleOf = ({ role, job = 'private', first, last, recorded, contest = '' }: Case) =>
  computeDeadlines(
    deadlineInput({
      role,
      ...jobFields(job),
      firstFurnishingDate: first,
      lastFurnishingDate: last,
      lienRecordedDate: recorded,
      contestServedDate: contest,
    }),
  );

function lineOf(d: ComputedDeadline): Line {
  const line: Line = [
    d.id.slice(deadlineId('').length),
    d.dueDate,
    d.legalLastDay,
    d.legalLastDayReason,
    d.statute,
  ];
  if (d.metOn !== undefined) line.push(d.metOn);
  return line;
}

describe('deadlines after a recorded Claim of Lien', () => {
  it.each(CASES)('$name', (testCase) => {
    const { deadlines, pending } = scheduleOf(testCase);
    expect(deadlines.map(lineOf)).toEqual(testCase.deadlines);
    expect(pending).toEqual([]);
  });

  const privateJobs = CASES.filter((testCase) => testCase.job !== 'public');
  it.each(privateJobs)('$name: counted as the statutes say', (testCase) => {
    const { deadlines } = scheduleOf(testCase);
    const serve = deadlineWithSuffix(deadlines, 'serve');
    expect(serve.dueDate).toBe(daysAfter(testCase.recorded, 15));
    expect(serve).toMatchObject(rolledForward(serve.dueDate));
    const yearToSue = yearAfter(testCase.recorded);
    const afterContest = testCase.contest ? daysAfter(testCase.contest, 60) : yearToSue;
    const enforce = deadlineWithSuffix(deadlines, 'enforce');
    // Whichever comes first; dates written YYYY-MM-DD sort as they fall.
    const whicheverFirst = [afterContest, yearToSue].sort()[0] as string;
    expect(enforce).toMatchObject(rolledForward(whicheverFirst));
    const affidavit = deadlines.find((d) => d.type === 'final_payment_affidavit');
    if (testCase.role === 'contractor')
      expect(affidavit).toMatchObject(rolledBack(daysAfter(enforce.dueDate, -5)));
    else expect(affidavit).toBeUndefined();
  });
});

describe('the text of the deadlines after a recording', () => {
  const { deadlines } = computeDeadlines(
    deadlineInput({ role: 'contractor', lienRecordedDate: '2026-06-01', contestServedDate: '' }),
  );

  it.each([
    ['serve', 'serve_lien', 'Serve Claim of Lien', 'within 15 days after recording'],
    ['enforce', 'enforce_lien', 'Enforce Lien (File Suit)', 'within 1 year after recording'],
    [
      'fpa',
      'final_payment_affidavit',
      "Contractor's Final Payment Affidavit",
      'at least 5 days before filing suit',
    ],
  ])(
    '-%s is the %s deadline titled "%s", alerted, its description citing the rule',
    (suffix, type, title, rule) => {
      const deadline = deadlineWithSuffix(deadlines, suffix);
      expect(deadline).toMatchObject({ type, title, alertsEnabled: true });
      expect(deadline.description).toContain(rule);
    },
  );

  it('the enforce deadline says when a contest shortens it, and the contested one names both dates', () => {
    expect(deadlineWithSuffix(deadlines, 'enforce').description).toContain('60 days after it (s. 713.22(2))');
    expect(deadlineWithSuffix(deadlines, 'enforce').description).toContain('to 20 days (s. 713.21(4))');
    const contested = deadlineWithSuffix(
      computeDeadlines(
        deadlineInput({
          role: 'subcontractor',
          lienRecordedDate: '2026-06-01',
          contestServedDate: '2026-07-09',
        }),
      ).deadlines,
      'enforce',
    );
    expect(contested.description).toContain(
      'Shortened by the Notice of Contest of Lien served on 2026-07-09',
    );
    expect(contested.description).toContain('the usual year after recording (2027-06-01)');
  });

  it('the affidavit counts back from the last day to sue and says it never moves later', () => {
    const affidavit = deadlineWithSuffix(deadlines, 'fpa');
    expect(affidavit.description).toContain('counted back 5 days from the last day to sue (2027-06-01)');
    expect(affidavit.description).toContain('serve it the business day before');
  });
});
