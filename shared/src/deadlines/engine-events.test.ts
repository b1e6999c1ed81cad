/**
 * The clocks the other side starts (docs/florida-rules.md section 5): an order to show cause and a
 * Notice of Contest shorten the suit to enforce a lien, a bond claim's Notice of Contest shortens the
 * bond suit, the owner's demand brings the sworn statement, a termination moves the Claim of Lien,
 * and a Notice of Commencement brings its expiration. Dates are written out by hand, each with its
 * weekday; the legal last day is checked again with the test calendar oracle. The time-zone runs of
 * the suite repeat this file under UTC+14 and UTC-8/-7.
 */
import { describe, expect, it } from 'vitest';
import type { LienorRole } from '../domain';
import { rolledBack, rolledForward } from '../test-support/calendar-oracle';
import { deadlineId, deadlineInput, deadlineWithSuffix, jobFields } from '../test-support/deadline-input';
import { computeDeadlines } from './engine';
import type { JobKind } from './lienor-roles';
import type { DeadlineInput } from './types';

const SHOW_CAUSE = 'Fla. Stat. s. 713.21(4)';
const CONTEST = 'Fla. Stat. s. 713.22(2)';
const YEAR = 'Fla. Stat. s. 713.22(1)';
const BOND_PRIVATE = 'Fla. Stat. s. 713.23(1)(e)';
const BOND_CONTEST_PUBLIC = 'Fla. Stat. s. 255.05(2)(a)1';
const BOND_YEAR_PUBLIC = 'Fla. Stat. s. 255.05(10)';
const SWORN = 'Fla. Stat. s. 713.16(2)';
const LIEN = 'Fla. Stat. s. 713.08(5)';
const BONDED_NONPAYMENT = 'Fla. Stat. s. 713.23(1)(d)';
const NOC = 'Fla. Stat. s. 713.13(1)(c), (6)';

interface Case {
  name: string;
  role: LienorRole;
  job: JobKind;
  fields: Partial<DeadlineInput>;
  /** The deadline the event brings or moves: id suffix, dueDate, legalLastDay, statute. */
  suffix: string;
  dueDate: string;
  legalLastDay: string;
  statute: string;
  /** The words the description must hold: what shortened it, or nothing when nothing did. */
  says: string | null;
}

const CASES: Case[] = [
  // docs/florida-rules.md section 5, worked examples.
  {
    name: 'show cause served 2025-12-05 on a lien recorded 2025-10-15: suit by Christmas, Friday the legal last day',
    role: 'subcontractor',
    job: 'private',
    fields: {
      firstFurnishingDate: '2025-06-02',
      lastFurnishingDate: '2025-09-30',
      lienRecordedDate: '2025-10-15',
      showCauseServedDate: '2025-12-05',
    },
    suffix: 'enforce',
    dueDate: '2025-12-25', // Thursday, Christmas
    legalLastDay: '2025-12-26', // Friday
    statute: SHOW_CAUSE,
    says: 'Shortened by the order to show cause served on 2025-12-05',
  },
  {
    name: 'bond contest served 2026-10-27 on a public job, final furnishing 2026-08-28: Saturday, legal Monday',
    role: 'sub_subcontractor',
    job: 'public',
    fields: {
      firstFurnishingDate: '2026-03-02',
      lastFurnishingDate: '2026-08-28',
      bondContestServedDate: '2026-10-27',
    },
    suffix: 'bond',
    dueDate: '2026-12-26', // Saturday
    legalLastDay: '2026-12-28', // Monday
    statute: BOND_CONTEST_PUBLIC,
    says: 'Shortened by the Notice of Contest of Claim against Payment Bond served on 2026-10-27',
  },
  {
    name: 'a Notice of Commencement recorded 2025-03-03 with no stated expiration expires 2026-03-03',
    role: 'subcontractor',
    job: 'private',
    fields: { firstFurnishingDate: '2025-03-10', nocRecordedDate: '2025-03-03' },
    suffix: 'noc',
    dueDate: '2026-03-03', // Tuesday
    legalLastDay: '2026-03-03',
    statute: NOC,
    says: 'states no expiration date, so it expires 1 year after recording',
  },
  // Notice of Commencement: the stated date, never rolled; bonded private jobs too.
  {
    name: 'a stated expiration on a Saturday holiday stays where it is: nobody acts on it',
    role: 'contractor',
    job: 'private',
    fields: { nocRecordedDate: '2026-01-15', nocExpirationDate: '2026-07-04' },
    suffix: 'noc',
    dueDate: '2026-07-04', // Saturday, Independence Day
    legalLastDay: '2026-07-04',
    statute: NOC,
    says: 'states that it expires on 2026-07-04',
  },
  {
    name: 'a bonded private job has its Notice of Commencement too',
    role: 'supplier_to_subcontractor',
    job: 'bonded',
    fields: { nocRecordedDate: '2026-01-20' },
    suffix: 'noc',
    dueDate: '2027-01-20', // Wednesday
    legalLastDay: '2027-01-20',
    statute: NOC,
    says: 'expires 1 year after recording',
  },
  // The sworn statement: every lienor on a private unbonded job.
  {
    name: 'a sworn-statement demand served 2026-05-01: 30 days is Sunday May 31, legal Monday',
    role: 'subcontractor',
    job: 'private',
    fields: { swornStatementDemandDate: '2026-05-01' },
    suffix: 'sworn',
    dueDate: '2026-05-31', // Sunday
    legalLastDay: '2026-06-01', // Monday
    statute: SWORN,
    says: "The owner's demand for a sworn statement of account was served on 2026-05-01",
  },
  {
    name: 'a demand on Columbus Day falls due on Veterans Day, legal the Thursday after',
    role: 'contractor',
    job: 'private',
    fields: { swornStatementDemandDate: '2026-10-12' },
    suffix: 'sworn',
    dueDate: '2026-11-11', // Wednesday, Veterans Day
    legalLastDay: '2026-11-12', // Thursday
    statute: SWORN,
    says: 'within 30 days after the demand',
  },
  {
    name: 'with no role chosen the demand still brings its deadline',
    role: '',
    job: 'private',
    fields: { swornStatementDemandDate: '2026-06-02' },
    suffix: 'sworn',
    dueDate: '2026-07-02', // Thursday
    legalLastDay: '2026-07-02',
    statute: SWORN,
    says: 'served on 2026-06-02',
  },
  {
    name: 'a laborer answers a demand too',
    role: 'laborer',
    job: 'private',
    fields: { swornStatementDemandDate: '2026-04-10' },
    suffix: 'sworn',
    dueDate: '2026-05-10', // Sunday
    legalLastDay: '2026-05-11', // Monday
    statute: SWORN,
    says: 'under oath',
  },
  // A payment bond leaves the liens of those hired by the owner standing, and with them the demand's clock.
  {
    name: "a bonded job's contractor keeps its lien: the demand brings its deadline",
    role: 'contractor',
    job: 'bonded',
    fields: { swornStatementDemandDate: '2026-05-01' },
    suffix: 'sworn',
    dueDate: '2026-05-31', // Sunday
    legalLastDay: '2026-06-01', // Monday
    statute: SWORN,
    says: "The owner's demand for a sworn statement of account was served on 2026-05-01",
  },
  {
    name: "a bonded job's design professional hired by the owner keeps its lien too",
    role: 'design_professional',
    job: 'bonded',
    fields: { swornStatementDemandDate: '2026-06-02' },
    suffix: 'sworn',
    dueDate: '2026-07-02', // Thursday
    legalLastDay: '2026-07-02',
    statute: SWORN,
    says: 'served on 2026-06-02',
  },
  // Termination: the 90 days run from the earlier of termination and last furnishing.
  {
    name: 'a termination on 2026-03-01 before the last furnishing moves the lien to Saturday May 30',
    role: 'subcontractor',
    job: 'private',
    fields: { terminationDate: '2026-03-01' },
    suffix: 'lien',
    dueDate: '2026-05-30', // Saturday
    legalLastDay: '2026-06-01', // Monday
    statute: LIEN,
    says: "Shortened by the termination of the contract (or the contractor's default) on 2026-03-01",
  },
  {
    name: 'a termination after the last furnishing shortens nothing: the last furnishing comes first',
    role: 'subcontractor',
    job: 'private',
    fields: { terminationDate: '2026-04-20' },
    suffix: 'lien',
    dueDate: '2026-07-04', // Saturday
    legalLastDay: '2026-07-06', // Monday (Friday July 3 is the observed holiday)
    statute: LIEN,
    says: null,
  },
  {
    name: 'a termination with the last furnishing blank dates the lien on its own',
    role: 'contractor',
    job: 'private',
    fields: { lastFurnishingDate: '', terminationDate: '2026-03-01' },
    suffix: 'lien',
    dueDate: '2026-05-30',
    legalLastDay: '2026-06-01',
    statute: LIEN,
    says: 'the 90 days run from the earlier of that date and your last furnishing (',
  },
  {
    name: "a termination moves a bonded job's contractor's Claim of Lien: its lien stands",
    role: 'contractor',
    job: 'bonded',
    fields: { terminationDate: '2026-03-01' },
    suffix: 'lien',
    dueDate: '2026-05-30', // Saturday
    legalLastDay: '2026-06-01', // Monday
    statute: LIEN,
    says: "Shortened by the termination of the contract (or the contractor's default) on 2026-03-01",
  },
  {
    name: "a termination moves a bonded job's design professional's 90 days, its lien's and its notice's",
    role: 'design_professional',
    job: 'bonded',
    fields: { terminationDate: '2026-03-01' },
    suffix: 'lien',
    dueDate: '2026-05-30', // Saturday
    legalLastDay: '2026-06-01', // Monday
    statute: BONDED_NONPAYMENT,
    says: 'record a Claim of Lien by the same day too',
  },
  // Enforce the lien: 1 year, 60 days after a contest, 20 days after a show cause, the earliest.
  {
    name: 'a contest and a later show cause: the show cause comes first',
    role: 'subcontractor',
    job: 'private',
    fields: {
      lienRecordedDate: '2026-06-01',
      contestServedDate: '2026-07-09',
      showCauseServedDate: '2026-08-01',
    },
    suffix: 'enforce',
    dueDate: '2026-08-21', // Friday
    legalLastDay: '2026-08-21',
    statute: SHOW_CAUSE,
    says: 'Shortened by the order to show cause served on 2026-08-01',
  },
  {
    name: 'a show cause that would end after the contest shortens nothing more',
    role: 'subcontractor',
    job: 'private',
    fields: {
      lienRecordedDate: '2026-06-01',
      contestServedDate: '2026-07-09',
      showCauseServedDate: '2026-08-20',
    },
    suffix: 'enforce',
    dueDate: '2026-09-07', // Monday, Labor Day
    legalLastDay: '2026-09-08', // Tuesday
    statute: CONTEST,
    says: 'Shortened by the Notice of Contest of Lien served on 2026-07-09',
  },
  {
    name: 'a show cause whose 20 days end after the year: the year stands',
    role: 'subcontractor',
    job: 'private',
    fields: { lienRecordedDate: '2026-06-01', showCauseServedDate: '2027-05-20' },
    suffix: 'enforce',
    dueDate: '2027-06-01', // Tuesday
    legalLastDay: '2027-06-01',
    statute: YEAR,
    says: null,
  },
  {
    name: 'a show cause on a bonded job where the contractor recorded its lien',
    role: 'contractor',
    job: 'bonded',
    fields: { lienRecordedDate: '2026-06-01', showCauseServedDate: '2026-08-01' },
    suffix: 'enforce',
    dueDate: '2026-08-21',
    legalLastDay: '2026-08-21',
    statute: SHOW_CAUSE,
    says: 'show cause "within 20 days after service of the summons" why your lien should not be enforced by action',
  },
  // The bond suit: 1 year, or 60 days after a bond claim's Notice of Contest.
  {
    name: 'a bond contest on a bonded private job: Sunday August 9, legal Monday',
    role: 'subcontractor',
    job: 'bonded',
    fields: { bondContestServedDate: '2026-06-10' },
    suffix: 'bond',
    dueDate: '2026-08-09', // Sunday
    legalLastDay: '2026-08-10', // Monday
    statute: BOND_PRIVATE,
    says: 'shall be extinguished automatically',
  },
  {
    name: 'a bond contest whose 60 days end after the year shortens nothing',
    role: 'subcontractor',
    job: 'bonded',
    fields: { bondContestServedDate: '2027-03-01' },
    suffix: 'bond',
    dueDate: '2027-04-05', // Monday
    legalLastDay: '2027-04-05',
    statute: BOND_PRIVATE,
    says: null,
  },
  {
    name: 'a bond contest dates the suit even before the last furnishing is entered',
    role: 'laborer',
    job: 'public',
    fields: { lastFurnishingDate: '', bondContestServedDate: '2026-06-10' },
    suffix: 'bond',
    dueDate: '2026-08-09',
    legalLastDay: '2026-08-10',
    statute: BOND_CONTEST_PUBLIC,
    says: 'Shortened by the Notice of Contest of Claim against Payment Bond served on 2026-06-10',
  },
  {
    name: 'no role chosen on a public job: the bond suit is shown, and the user asked to choose',
    role: '',
    job: 'public',
    fields: {},
    suffix: 'bond',
    dueDate: '2027-04-05',
    legalLastDay: '2027-04-05',
    statute: BOND_YEAR_PUBLIC,
    says: 'Shown because no role is chosen',
  },
  {
    name: 'no role chosen on a bonded job: a bond contest shortens the bond suit shown',
    role: '',
    job: 'bonded',
    fields: { bondContestServedDate: '2026-11-25' },
    suffix: 'bond',
    dueDate: '2027-01-24', // Sunday
    legalLastDay: '2027-01-25', // Monday
    statute: BOND_PRIVATE,
    says: 'sooner than 1 year after your last furnishing (2027-04-05)',
  },
];

function scheduleOf({ role, job, fields }: Pick<Case, 'role' | 'job' | 'fields'>) {
  return computeDeadlines(deadlineInput({ role, ...jobFields(job), ...fields }));
}

describe('event clocks: each event on each job it applies to (first furnishing 2026-01-31, last 2026-04-05)', () => {
  it('the table holds at least 20 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CASES)('$name', (testCase) => {
    const found = deadlineWithSuffix(scheduleOf(testCase).deadlines, testCase.suffix);
    const { dueDate, legalLastDay, statute, says } = testCase;
    expect(found).toMatchObject({ dueDate, legalLastDay, statute });
    // The oracle agrees on the legal last day, except for the Notice of Commencement: never rolled.
    if (testCase.suffix === 'noc') expect(found.legalLastDayReason).toBeNull();
    else expect(found).toMatchObject(rolledForward(dueDate));
    if (says === null) expect(found.description).not.toContain('Shortened by');
    else expect(found.description).toContain(says);
  });
});

describe('the deadlines events bring', () => {
  it('the sworn statement is `<projectId>-sworn`, alerted, titled as docs/florida-rules.md names it', () => {
    const sworn = deadlineWithSuffix(
      scheduleOf({
        role: 'subcontractor',
        job: 'private',
        fields: { swornStatementDemandDate: '2026-05-01' },
      }).deadlines,
      'sworn',
    );
    expect(sworn).toMatchObject({
      id: deadlineId('sworn'),
      type: 'sworn_statement',
      title: 'Answer the Sworn Statement Demand',
      alertsEnabled: true,
    });
    // The exception of s. 713.16(2): a foreclosure already filed when the demand arrived.
    expect(sworn.description).toContain(
      'foreclosure case filed before the date the demand for statement is received',
    );
  });

  it.each([
    ['subcontractor', 'bonded'],
    ['supplier_to_subcontractor', 'bonded'],
    ['subcontractor', 'public'],
    ['contractor', 'public'],
  ] as const)(
    'a %s on a %s job holds no lien, so has no sworn statement (s. 713.16(2) costs a lien)',
    (role, job) => {
      const { deadlines } = scheduleOf({
        role,
        job,
        fields: { swornStatementDemandDate: '2026-05-01' },
      });
      expect(deadlines.map((d) => d.type)).not.toContain('sworn_statement');
    },
  );

  it('a termination moves nothing on a bonded job: the Notice of Nonpayment counts from the last furnishing', () => {
    const lien = deadlineWithSuffix(
      scheduleOf({ role: 'subcontractor', job: 'bonded', fields: { terminationDate: '2026-03-01' } })
        .deadlines,
      'lien',
    );
    expect(lien.dueDate).toBe('2026-07-04');
  });

  it.each([
    ['contractor', true],
    ['subcontractor', false],
    ['', false],
  ] as const)(
    'the Notice of Commencement is alerted only to the contractor: role %j alerts %s',
    (role, alerted) => {
      const noc = deadlineWithSuffix(
        scheduleOf({ role, job: 'private', fields: { nocRecordedDate: '2026-01-15' } }).deadlines,
        'noc',
      );
      expect(noc).toMatchObject({ id: deadlineId('noc'), type: 'noc_expiration', alertsEnabled: alerted });
    },
  );

  it('a public job has no Notice of Commencement deadline', () => {
    const { deadlines } = scheduleOf({
      role: 'sub_subcontractor',
      job: 'public',
      fields: { nocRecordedDate: '2026-01-15' },
    });
    expect(deadlines.map((d) => d.type)).not.toContain('noc_expiration');
  });

  it("the contractor's affidavit counts back from a shortened enforce deadline, never forward", () => {
    const { deadlines } = scheduleOf({
      role: 'contractor',
      job: 'private',
      fields: { lienRecordedDate: '2026-06-01', showCauseServedDate: '2026-08-01' },
    });
    // Enforce Friday 2026-08-21; 5 days before is Sunday 2026-08-16, so Friday 2026-08-14.
    expect(deadlineWithSuffix(deadlines, 'fpa')).toMatchObject(rolledBack('2026-08-16'));
    expect(deadlineWithSuffix(deadlines, 'fpa').legalLastDay).toBe('2026-08-14');
  });
});

describe('a recorded Claim of Lien meets its deadline only on time', () => {
  const recordedOn = (lienRecordedDate: string) =>
    scheduleOf({ role: 'subcontractor', job: 'private', fields: { lienRecordedDate } }).deadlines;

  it('recorded on the Monday the Saturday deadline rolled to: met', () => {
    expect(deadlineWithSuffix(recordedOn('2026-07-06'), 'lien').metOn).toBe('2026-07-06');
  });

  it('recorded the day after the legal last day: not done, says it was late, serve and enforce still shown', () => {
    const deadlines = recordedOn('2026-07-07');
    const lien = deadlineWithSuffix(deadlines, 'lien');
    expect(lien.metOn).toBeUndefined();
    expect(lien.description).toContain(
      "Your Claim of Lien was recorded on 2026-07-07, after this deadline's legal last day (2026-07-06): the recording was late",
    );
    expect(lien.description).toContain('the lien may be unenforceable');
    expect(deadlineWithSuffix(deadlines, 'serve').dueDate).toBe('2026-07-22');
    expect(deadlineWithSuffix(deadlines, 'enforce').dueDate).toBe('2027-07-07');
  });
});
