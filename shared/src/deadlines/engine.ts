/**
 * The deadline engine: a project's role, job and dates in, its lien and bond-claim deadlines out
 * (docs/florida-rules.md section 3). Pure and calendar-only: the same input gives the same
 * deadlines, with the same ids, on any host in any time zone. Ids are `<projectId>-<suffix>`:
 * done marks, alert items and delivery claims are keyed by them. This module decides which
 * deadlines are owed and on which dates; the words are apart: each deadline's name (title, summary,
 * citation) is deadline-names.ts's, and its long description deadline-descriptions.ts's, added only
 * when asked for (`computeDeadlines`), so that a reader that only names deadlines
 * (`nameDeadlines`: an alert, the dashboard, a document) does not carry the descriptions
 * (docs/decisions/006).
 */
import { lastSafeDayFor, legalLastDayFor } from '../calendar/florida-holidays';
import { addDays, addYears, type LocalDate } from '../calendar/local-date';
import type { LienorRole } from '../domain';
import { DEADLINE_DESCRIPTIONS, type DeadlineDescriptions } from './deadline-descriptions';
import {
  bondSuitName,
  CHOOSE_ROLE,
  type DeadlineClock,
  type DeadlineName,
  enforceLienName,
  FINAL_PAYMENT_AFFIDAVIT_NAME,
  ninetyDayName,
  nocExpirationName,
  noPublicClaim,
  noticeName,
  PENDING_BOND_SUIT,
  pendingNinetyDay,
  RECURRING_REMINDER_NAME,
  SERVE_LIEN_NAME,
  SWORN_STATEMENT_NAME,
} from './deadline-names';
import { lienClockStart, lienDueDate } from './lien-clock';
import { holdsALien, type JobKind, jobKindOf, type NinetyDayDeadline, obligationsOf } from './lienor-roles';
import { type Citation, cite } from './statutes';
import type {
  ComputedDeadline,
  DeadlineInput,
  DeadlineNote,
  DeadlineSchedule,
  DeadlineType,
  NamedDeadline,
  PendingDeadline,
  StatutoryDay,
} from './types';

/** s. 713.06(2)(a), s. 713.23(1)(c) and s. 255.05(2)(a)2: notice within 45 days after first furnishing. */
export const NOTICE_DAYS = 45;
/** s. 713.18: a notice mailed with proof of mailing by day 40 counts as served when mailed. */
export const NOTICE_MAILING_DAYS = 40;
/** s. 713.08(4)(c): serve the recorded claim on the owner within 15 days after recording. */
export const SERVE_LIEN_DAYS = 15;
/** s. 713.22(2): suit within 60 days after a Notice of Contest of Lien is served. */
const CONTEST_SUIT_DAYS = 60;
/** s. 713.06(3)(d): the contractor's final payment affidavit at least 5 days before suit. */
export const AFFIDAVIT_DAYS_BEFORE_SUIT = 5;
/** s. 713.21(4): show cause within 20 days after the summons is served, or the lien is cancelled. */
const SHOW_CAUSE_DAYS = 20;
/** s. 713.23(1)(e), s. 255.05(2)(a)1: suit within 60 days after a bond claim's Notice of Contest. */
const BOND_CONTEST_SUIT_DAYS = 60;
/** s. 713.16(2): the sworn statement of account within 30 days after the owner's demand. */
export const SWORN_STATEMENT_DAYS = 30;

/** A deadline's id: its project's and its rule's suffix ('nto', 'lien', 'r20260301', ...). */
const deadlineIdOf = (projectId: string, suffix: string) => `${projectId}-${suffix}`;

const NOTICE_SUFFIX = 'nto';

/**
 * The id of the project's 45-day notice (Notice to Owner or to Contractor), should it owe one: the
 * done mark that records the notice's proof of service, which a Claim of Lien recites, is kept
 * under it.
 */
export const noticeDeadlineId = (projectId: string) => deadlineIdOf(projectId, NOTICE_SUFFIX);

/** A computed date under s. 713.011: its legal last day rolls forward off a closed day. */
function statutoryDay(dueDate: LocalDate): StatutoryDay {
  const { legalLastDay, reason } = legalLastDayFor(dueDate);
  return { dueDate, legalLastDay, legalLastDayReason: reason };
}

/**
 * The descriptions when the engine is asked for them (`computeDeadlines`), null when it only names
 * and dates the deadlines (`nameDeadlines`). Each rule below computes the facts once and hands them
 * to both its name and, when asked, its description.
 */
type Describe = DeadlineDescriptions | null;

/**
 * A deadline, in full when `description` is given: named or in full, its keys come in one order
 * (the description after the dates, as ever).
 */
type EngineDeadline = NamedDeadline & { description?: string };

function deadline(
  input: DeadlineInput,
  suffix: string,
  type: DeadlineType,
  day: StatutoryDay,
  name: DeadlineName,
  description: string | undefined,
  extra: Partial<Pick<NamedDeadline, 'mailBy' | 'earliestDate' | 'metOn' | 'alertsEnabled'>> = {},
): EngineDeadline {
  return {
    id: deadlineIdOf(input.projectId, suffix),
    projectId: input.projectId,
    type,
    title: name.title,
    ...day,
    ...(description === undefined ? {} : { description }),
    summary: name.summary,
    statute: name.citation?.statute ?? null,
    statuteUrl: name.citation?.statuteUrl ?? null,
    // Every deadline has consequences; the few only some users hear of say so in `extra`.
    alertsEnabled: true,
    ...extra,
  };
}

function noticeDeadline(input: DeadlineInput, role: LienorRole, job: JobKind, describe: Describe) {
  const mailBy = statutoryDay(addDays(input.firstFurnishingDate, NOTICE_MAILING_DAYS));
  const name = noticeName(job);
  // Reference only unless the user asked for its alerts (docs/decisions/033).
  const alertsEnabled = input.noticeToOwnerAlerts === true;
  return deadline(
    input,
    NOTICE_SUFFIX,
    'notice_to_owner',
    statutoryDay(addDays(input.firstFurnishingDate, NOTICE_DAYS)),
    name,
    describe?.notice(role, job, mailBy.dueDate, name.citation, alertsEnabled),
    { mailBy, alertsEnabled },
  );
}

/** A Claim of Lien (not a Notice of Nonpayment) is what a recording date records. */
const recordsALien = (kind: NinetyDayDeadline, job: JobKind) =>
  kind === 'claim_of_lien' || (kind === 'either' && job === 'private');

function ninetyDayDeadline(
  input: DeadlineInput,
  kind: NinetyDayDeadline,
  role: LienorRole,
  job: JobKind,
  start: { from: LocalDate; terminated: boolean },
  describe: Describe,
) {
  const earliest = addDays(input.firstFurnishingDate, NOTICE_DAYS);
  const recorded = recordsALien(kind, job) ? (input.lienRecordedDate ?? '') : '';
  // s. 713.011 for ch. 713 periods; Fla. R. Gen. Prac. & Jud. Admin. 2.514(a) for s. 255.05 ones.
  const day = statutoryDay(lienDueDate(start));
  // A recording after the legal last day does not meet the deadline (docs/florida-rules.md section 5).
  const late = recorded !== '' && recorded > day.legalLastDay;
  const description = describe
    ? `${late ? describe.lateRecording(recorded, day.legalLastDay) : ''}${
        start.terminated ? describe.terminationShortened(start.from, input.lastFurnishingDate) : ''
      }${describe.ninetyDay(kind, role, job, earliest)}`
    : undefined;
  return deadline(input, 'lien', 'record_lien', day, ninetyDayName(kind, job), description, {
    ...(job === 'public' ? { earliestDate: earliest } : {}),
    ...(recorded && !late ? { metOn: recorded } : {}),
  });
}

/**
 * One of a deadline's candidate days: the statute's own period, or a shorter one an event starts
 * (docs/florida-rules.md section 5). The deadline is the earliest; an event's day only if strictly
 * sooner, so a tie keeps the statute's own text.
 */
interface Clock extends DeadlineClock {
  dueDate: LocalDate;
}

function earliestClock(own: Clock | null, events: (Clock | null)[]): Clock | null {
  let first = own;
  for (const clock of events) {
    if (clock !== null && (first === null || clock.dueDate < first.dueDate)) first = clock;
  }
  return first;
}

/** A clock `days` after an event's `date`, or null when the user entered none. */
function eventClock(date: LocalDate | '' | undefined, days: number, event: string, citation: Citation) {
  return date ? { dueDate: addDays(date, days), event: `${event} served on ${date}`, citation } : null;
}

function serveLienDeadline(input: DeadlineInput, recorded: LocalDate, describe: Describe) {
  return deadline(
    input,
    'serve',
    'serve_lien',
    statutoryDay(addDays(recorded, SERVE_LIEN_DAYS)),
    SERVE_LIEN_NAME,
    describe?.serveLien(recorded),
  );
}

/**
 * s. 713.22: 1 year after recording, or 60 days after a Notice of Contest of Lien (s. 713.22(2)),
 * or 20 days after an order to show cause is served (s. 713.21(4)), whichever is first.
 */
function enforceLienDeadline(input: DeadlineInput, recorded: LocalDate, describe: Describe) {
  const yearAfter = addYears(recorded, 1);
  const clock = earliestClock({ dueDate: yearAfter, event: null, citation: cite('713.22', '(1)') }, [
    eventClock(
      input.contestServedDate,
      CONTEST_SUIT_DAYS,
      'the Notice of Contest of Lien',
      cite('713.22', '(2)'),
    ),
    eventClock(input.showCauseServedDate, SHOW_CAUSE_DAYS, 'the order to show cause', cite('713.21', '(4)')),
  ]) as Clock;
  return deadline(
    input,
    'enforce',
    'enforce_lien',
    statutoryDay(clock.dueDate),
    enforceLienName(clock),
    describe?.enforceLien(clock, recorded, yearAfter),
  );
}

/** A "before" deadline: counted back from the last day to sue, never rolled forward. */
function finalPaymentAffidavitDeadline(input: DeadlineInput, enforce: NamedDeadline, describe: Describe) {
  const dueDate = addDays(enforce.dueDate, -AFFIDAVIT_DAYS_BEFORE_SUIT);
  const { legalLastDay, reason } = lastSafeDayFor(dueDate);
  return deadline(
    input,
    'fpa',
    'final_payment_affidavit',
    { dueDate, legalLastDay, legalLastDayReason: reason },
    FINAL_PAYMENT_AFFIDAVIT_NAME,
    describe?.finalPaymentAffidavit(enforce.dueDate),
  );
}

/**
 * Suit on the payment bond: 1 year after final furnishing (s. 255.05(10), s. 713.23(1)(e)), or 60
 * days after a Notice of Contest of Claim against Payment Bond is served, if sooner (s. 713.23(1)(e),
 * s. 255.05(2)(a)1). With no last furnishing date a served contest still dates it.
 */
function bondSuitDeadline(
  input: DeadlineInput,
  role: LienorRole,
  job: JobKind,
  lastFurnishingDate: LocalDate | '',
  describe: Describe,
) {
  const yearCitation = job === 'public' ? cite('255.05', '(10)') : cite('713.23', '(1)(e)');
  const contestCitation = job === 'public' ? cite('255.05', '(2)(a)1') : cite('713.23', '(1)(e)');
  const own = lastFurnishingDate
    ? { dueDate: addYears(lastFurnishingDate, 1), event: null, citation: yearCitation }
    : null;
  const clock = earliestClock(own, [
    eventClock(
      input.bondContestServedDate,
      BOND_CONTEST_SUIT_DAYS,
      'the Notice of Contest of Claim against Payment Bond',
      contestCitation,
    ),
  ]);
  if (clock === null) return null;
  return deadline(
    input,
    'bond',
    'bond_suit',
    statutoryDay(clock.dueDate),
    bondSuitName(clock),
    describe?.bondSuit(role, job, clock, own?.dueDate ?? null),
  );
}

/**
 * s. 713.16(2): the owner's demand for a sworn statement of account, answered under oath within 30
 * days, or the lien is lost. The statute's words, quoted.
 */
function swornStatementDeadline(input: DeadlineInput, demand: LocalDate, describe: Describe) {
  return deadline(
    input,
    'sworn',
    'sworn_statement',
    statutoryDay(addDays(demand, SWORN_STATEMENT_DAYS)),
    SWORN_STATEMENT_NAME,
    describe?.swornStatement(demand),
  );
}

/**
 * s. 713.13(1)(c), (6): a Notice of Commencement expires on the date it states, or 1 year after
 * recording. A reference date, not an act of the user's: never rolled, and alerted only to the
 * contractor, who sees that a new notice is recorded if work goes on.
 */
function nocExpirationDeadline(
  input: DeadlineInput,
  role: LienorRole,
  recorded: LocalDate,
  describe: Describe,
) {
  const stated = input.nocExpirationDate ?? '';
  const dueDate = stated || addYears(recorded, 1);
  return deadline(
    input,
    'noc',
    'noc_expiration',
    { dueDate, legalLastDay: dueDate, legalLastDayReason: null },
    nocExpirationName(role),
    describe?.nocExpiration(role, recorded, stated),
    { alertsEnabled: role === 'contractor' },
  );
}

/** The user's own schedule (docs/product.md section 1): every 15 or 30 days, start and end dates included. */
function recurringReminders(input: DeadlineInput, describe: Describe): EngineDeadline[] {
  const {
    recurringAlertsInterval: interval,
    recurringAlertsStartDate: start,
    recurringAlertsEndDate: end,
  } = input;
  if (interval === '' || start === '' || end === '') return [];
  const description = describe?.recurringReminder(interval, start, end);
  const reminders: EngineDeadline[] = [];
  for (let dueDate = start; dueDate <= end; dueDate = addDays(dueDate, Number(interval))) {
    reminders.push(
      deadline(
        input,
        `r${dueDate.replaceAll('-', '')}`,
        'recurring_lien_reminder',
        { dueDate, legalLastDay: dueDate, legalLastDayReason: null },
        RECURRING_REMINDER_NAME,
        description,
      ),
    );
  }
  return reminders;
}

/** The project's deadlines, in full with `describe`, named and dated only without. */
function scheduleDeadlines(input: DeadlineInput, describe: DeadlineDescriptions): DeadlineSchedule;
function scheduleDeadlines(input: DeadlineInput, describe: null): DeadlineSchedule<NamedDeadline>;
function scheduleDeadlines(input: DeadlineInput, describe: Describe): DeadlineSchedule<EngineDeadline> {
  const role = input.role ?? '';
  const job = jobKindOf(input);
  const owed = obligationsOf(role, job);
  const last = input.lastFurnishingDate;
  const recorded = input.lienRecordedDate ?? '';
  // s. 713.16(2) and s. 713.08(5) act on a lien: a demand and a termination count where there is one.
  const lien = holdsALien(role, job);
  const lienStart = lienClockStart(input, lien);
  const deadlines: EngineDeadline[] = [];
  const pending: PendingDeadline[] = [];
  const notes: DeadlineNote[] = [];

  // Pushed in the order a day's deadlines are listed: the sort below keeps it among equal dates.
  if (owed.notice) deadlines.push(noticeDeadline(input, role, job, describe));
  deadlines.push(...recurringReminders(input, describe));
  const demand = input.swornStatementDemandDate ?? '';
  if (lien && demand) deadlines.push(swornStatementDeadline(input, demand, describe));
  if (owed.ninetyDay && lienStart.from !== '')
    deadlines.push(
      ninetyDayDeadline(input, owed.ninetyDay, role, job, { ...lienStart, from: lienStart.from }, describe),
    );
  else if (owed.ninetyDay && !(recorded && recordsALien(owed.ninetyDay, job)))
    pending.push(pendingNinetyDay(owed.ninetyDay, job));
  if (owed.lienAfterRecording && recorded) {
    const enforce = enforceLienDeadline(input, recorded, describe);
    deadlines.push(serveLienDeadline(input, recorded, describe), enforce);
    if (owed.finalPaymentAffidavit) deadlines.push(finalPaymentAffidavitDeadline(input, enforce, describe));
  }
  const bond = owed.bondSuit ? bondSuitDeadline(input, role, job, last, describe) : null;
  if (bond) deadlines.push(bond);
  else if (owed.bondSuit) pending.push(PENDING_BOND_SUIT);
  const nocRecorded = input.nocRecordedDate ?? '';
  if (job !== 'public' && nocRecorded)
    deadlines.push(nocExpirationDeadline(input, role, nocRecorded, describe));

  if (role === '') notes.push(CHOOSE_ROLE);
  if (job === 'public' && (role === 'contractor' || role === 'design_professional'))
    notes.push(noPublicClaim(role));

  deadlines.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  return { deadlines, pending, notes };
}

/**
 * The project's deadlines named and dated, without their long descriptions: for every reader that
 * shows no description (alerts, the dashboard, the sweeps, a document), so that its function does
 * not carry them (docs/decisions/006). Equal to `computeDeadlines` but for `description`.
 */
export function nameDeadlines(input: DeadlineInput): DeadlineSchedule<NamedDeadline> {
  return scheduleDeadlines(input, null);
}

/** The project's deadlines in full, each with its description: for the answers that show them. */
export function computeDeadlines(input: DeadlineInput): DeadlineSchedule<ComputedDeadline> {
  return scheduleDeadlines(input, DEADLINE_DESCRIPTIONS);
}
