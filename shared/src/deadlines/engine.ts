/**
 * The deadline engine: a project's role, job and dates in, its lien and bond-claim deadlines out
 * (FLORIDA_DEADLINES.md section 3). Pure and calendar-only: the same input gives the same
 * deadlines, with the same ids, on any host in any time zone. Ids are `<projectId>-<suffix>`:
 * done marks, alert items and delivery claims are keyed by them. The words each deadline carries
 * (title, summary, description, citation) are deadline-copy.ts's: this module decides which
 * deadlines are owed and on which dates.
 */
import { lastSafeDayFor, legalLastDayFor } from '../calendar/florida-holidays';
import { addDays, addYears, type LocalDate } from '../calendar/local-date';
import type { LienorRole } from '../domain';
import {
  bondSuitText,
  CHOOSE_ROLE,
  type DeadlineText,
  enforceLienText,
  finalPaymentAffidavitText,
  lateRecordingText,
  ninetyDayText,
  nocExpirationText,
  noPublicClaim,
  noticeText,
  PENDING_BOND_SUIT,
  pendingNinetyDay,
  recurringReminderText,
  serveLienText,
  swornStatementText,
  terminationShortenedText,
} from './deadline-copy';
import { type JobKind, jobKindOf, type NinetyDayDeadline, obligationsOf } from './lienor-roles';
import { type Citation, cite } from './statutes';
import type {
  ComputedDeadline,
  DeadlineInput,
  DeadlineNote,
  DeadlineSchedule,
  DeadlineType,
  PendingDeadline,
  StatutoryDay,
} from './types';

/** s. 713.06(2)(a), s. 713.23(1)(c) and s. 255.05(2)(a)2: notice within 45 days after first furnishing. */
export const NOTICE_DAYS = 45;
/** s. 713.18: a notice mailed with proof of mailing by day 40 counts as served when mailed. */
export const NOTICE_MAILING_DAYS = 40;
/** s. 713.08(5), s. 713.23(1)(d) and s. 255.05(2)(a)2: 90 days after final furnishing. */
export const LIEN_DAYS = 90;
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

/** A computed date under s. 713.011: its legal last day rolls forward off a closed day. */
function statutoryDay(dueDate: LocalDate): StatutoryDay {
  const { legalLastDay, reason } = legalLastDayFor(dueDate);
  return { dueDate, legalLastDay, legalLastDayReason: reason };
}

function deadline(
  input: DeadlineInput,
  suffix: string,
  type: DeadlineType,
  day: StatutoryDay,
  text: DeadlineText,
  extra: Partial<Pick<ComputedDeadline, 'mailBy' | 'earliestDate' | 'metOn' | 'alertsEnabled'>> = {},
): ComputedDeadline {
  return {
    id: `${input.projectId}-${suffix}`,
    projectId: input.projectId,
    type,
    title: text.title,
    ...day,
    description: text.description,
    summary: text.summary,
    statute: text.citation?.statute ?? null,
    statuteUrl: text.citation?.statuteUrl ?? null,
    // The 45-day notice is reference only (spec section 1); every other deadline has consequences.
    alertsEnabled: type !== 'notice_to_owner',
    ...extra,
  };
}

function noticeDeadline(input: DeadlineInput, role: LienorRole, job: JobKind): ComputedDeadline {
  const mailBy = statutoryDay(addDays(input.firstFurnishingDate, NOTICE_MAILING_DAYS));
  return deadline(
    input,
    'nto',
    'notice_to_owner',
    statutoryDay(addDays(input.firstFurnishingDate, NOTICE_DAYS)),
    noticeText(role, job, mailBy.dueDate),
    { mailBy },
  );
}

/** A Claim of Lien (not a Notice of Nonpayment) is what a recording date records. */
const recordsALien = (kind: NinetyDayDeadline, job: JobKind) =>
  kind === 'claim_of_lien' || (kind === 'either' && job === 'private');

/**
 * The day the 90 days run from (s. 713.08(5)): the last furnishing, or on a private unbonded job the
 * day the contract was terminated or the contractor defaulted, whichever came first. '' while
 * neither is known. `terminated` says the termination is that day.
 */
function lienClockStart(input: DeadlineInput, job: JobKind): { from: LocalDate | ''; terminated: boolean } {
  const last = input.lastFurnishingDate;
  const termination = job === 'private' ? (input.terminationDate ?? '') : '';
  if (termination !== '' && (last === '' || termination < last))
    return { from: termination, terminated: true };
  return { from: last, terminated: false };
}

function ninetyDayDeadline(
  input: DeadlineInput,
  kind: NinetyDayDeadline,
  role: LienorRole,
  job: JobKind,
  start: { from: LocalDate; terminated: boolean },
): ComputedDeadline {
  const earliest = addDays(input.firstFurnishingDate, NOTICE_DAYS);
  const recorded = recordsALien(kind, job) ? (input.lienRecordedDate ?? '') : '';
  // s. 713.011 for ch. 713 periods; Fla. R. Gen. Prac. & Jud. Admin. 2.514(a) for s. 255.05 ones.
  const day = statutoryDay(addDays(start.from, LIEN_DAYS));
  const text = ninetyDayText(kind, role, job, earliest);
  const last = input.lastFurnishingDate;
  const shortened = start.terminated ? terminationShortenedText(start.from, last) : '';
  // A recording after the legal last day does not meet the deadline (FLORIDA_DEADLINES.md section 5).
  const late = recorded !== '' && recorded > day.legalLastDay;
  const lateText = late ? lateRecordingText(recorded, day.legalLastDay) : '';
  return deadline(
    input,
    'lien',
    'record_lien',
    day,
    { ...text, description: `${lateText}${shortened}${text.description}` },
    {
      ...(job === 'public' ? { earliestDate: earliest } : {}),
      ...(recorded && !late ? { metOn: recorded } : {}),
    },
  );
}

/**
 * One of a deadline's candidate days: the statute's own period, or a shorter one an event starts
 * (FLORIDA_DEADLINES.md section 5). The deadline is the earliest; an event's day only if strictly
 * sooner, so a tie keeps the statute's own text.
 */
interface Clock {
  dueDate: LocalDate;
  /** "the Notice of Contest of Lien served on 2026-07-09"; null for the statute's own period. */
  event: string | null;
  citation: Citation;
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

function serveLienDeadline(input: DeadlineInput, recorded: LocalDate): ComputedDeadline {
  return deadline(
    input,
    'serve',
    'serve_lien',
    statutoryDay(addDays(recorded, SERVE_LIEN_DAYS)),
    serveLienText(recorded),
  );
}

/**
 * s. 713.22: 1 year after recording, or 60 days after a Notice of Contest of Lien (s. 713.22(2)),
 * or 20 days after an order to show cause is served (s. 713.21(4)), whichever is first.
 */
function enforceLienDeadline(input: DeadlineInput, recorded: LocalDate): ComputedDeadline {
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
  const text = enforceLienText(clock, recorded, yearAfter);
  return deadline(input, 'enforce', 'enforce_lien', statutoryDay(clock.dueDate), text);
}

/** A "before" deadline: counted back from the last day to sue, never rolled forward. */
function finalPaymentAffidavitDeadline(input: DeadlineInput, enforce: ComputedDeadline): ComputedDeadline {
  const dueDate = addDays(enforce.dueDate, -AFFIDAVIT_DAYS_BEFORE_SUIT);
  const { legalLastDay, reason } = lastSafeDayFor(dueDate);
  return deadline(
    input,
    'fpa',
    'final_payment_affidavit',
    { dueDate, legalLastDay, legalLastDayReason: reason },
    finalPaymentAffidavitText(enforce.dueDate),
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
): ComputedDeadline | null {
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
    bondSuitText(role, job, clock, own?.dueDate ?? null),
  );
}

/**
 * s. 713.16(2): the owner's demand for a sworn statement of account, answered under oath within 30
 * days, or the lien is lost. The statute's words, quoted.
 */
function swornStatementDeadline(input: DeadlineInput, demand: LocalDate): ComputedDeadline {
  return deadline(
    input,
    'sworn',
    'sworn_statement',
    statutoryDay(addDays(demand, SWORN_STATEMENT_DAYS)),
    swornStatementText(demand),
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
): ComputedDeadline {
  const stated = input.nocExpirationDate ?? '';
  const dueDate = stated || addYears(recorded, 1);
  return deadline(
    input,
    'noc',
    'noc_expiration',
    { dueDate, legalLastDay: dueDate, legalLastDayReason: null },
    nocExpirationText(role, recorded, stated),
    { alertsEnabled: role === 'contractor' },
  );
}

/** The user's own schedule (spec section 1): every 15 or 30 days, start and end dates included. */
function recurringReminders(input: DeadlineInput): ComputedDeadline[] {
  const {
    recurringAlertsInterval: interval,
    recurringAlertsStartDate: start,
    recurringAlertsEndDate: end,
  } = input;
  if (interval === '' || start === '' || end === '') return [];
  const reminders: ComputedDeadline[] = [];
  for (let dueDate = start; dueDate <= end; dueDate = addDays(dueDate, Number(interval))) {
    reminders.push(
      deadline(
        input,
        `r${dueDate.replaceAll('-', '')}`,
        'recurring_lien_reminder',
        { dueDate, legalLastDay: dueDate, legalLastDayReason: null },
        recurringReminderText(interval, start, end),
      ),
    );
  }
  return reminders;
}

export function computeDeadlines(input: DeadlineInput): DeadlineSchedule {
  const role = input.role ?? '';
  const job = jobKindOf(input);
  const owed = obligationsOf(role, job);
  const last = input.lastFurnishingDate;
  const recorded = input.lienRecordedDate ?? '';
  const lienStart = lienClockStart(input, job);
  const deadlines: ComputedDeadline[] = [];
  const pending: PendingDeadline[] = [];
  const notes: DeadlineNote[] = [];

  // Pushed in the order a day's deadlines are listed: the sort below keeps it among equal dates.
  if (owed.notice) deadlines.push(noticeDeadline(input, role, job));
  deadlines.push(...recurringReminders(input));
  const demand = input.swornStatementDemandDate ?? '';
  if (job === 'private' && demand) deadlines.push(swornStatementDeadline(input, demand));
  if (owed.ninetyDay && lienStart.from !== '')
    deadlines.push(
      ninetyDayDeadline(input, owed.ninetyDay, role, job, { ...lienStart, from: lienStart.from }),
    );
  else if (owed.ninetyDay && !(recorded && recordsALien(owed.ninetyDay, job)))
    pending.push(pendingNinetyDay(owed.ninetyDay, job));
  if (owed.lienAfterRecording && recorded) {
    const enforce = enforceLienDeadline(input, recorded);
    deadlines.push(serveLienDeadline(input, recorded), enforce);
    if (owed.finalPaymentAffidavit) deadlines.push(finalPaymentAffidavitDeadline(input, enforce));
  }
  const bond = owed.bondSuit ? bondSuitDeadline(input, role, job, last) : null;
  if (bond) deadlines.push(bond);
  else if (owed.bondSuit) pending.push(PENDING_BOND_SUIT);
  const nocRecorded = input.nocRecordedDate ?? '';
  if (job !== 'public' && nocRecorded) deadlines.push(nocExpirationDeadline(input, role, nocRecorded));

  if (role === '') notes.push(CHOOSE_ROLE);
  if (job === 'public' && (role === 'contractor' || role === 'design_professional'))
    notes.push(noPublicClaim(role));

  deadlines.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  return { deadlines, pending, notes };
}
