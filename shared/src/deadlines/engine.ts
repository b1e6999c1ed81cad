/**
 * The deadline engine: a project's role, job and dates in, its lien and bond-claim deadlines out
 * (FLORIDA_DEADLINES.md section 3). Pure and calendar-only: the same input gives the same
 * deadlines, with the same ids, on any host in any time zone. Ids are `<projectId>-<suffix>`:
 * done marks, alert items and delivery claims are keyed by them.
 */
import { lastSafeDayFor, legalLastDayFor } from '../calendar/florida-holidays';
import { addDays, addYears, type LocalDate } from '../calendar/local-date';
import type { LienorRole } from '../domain';
import { type JobKind, jobKindOf, type NinetyDayDeadline, obligationsOf } from './lienor-roles';
import { type Citation, cite } from './statutes';
import {
  type ComputedDeadline,
  DEADLINE_TYPE_LABELS,
  type DeadlineInput,
  type DeadlineNote,
  type DeadlineSchedule,
  type DeadlineType,
  type PendingDeadline,
  type StatutoryDay,
} from './types';

/** s. 713.06(2)(a), s. 713.23(1)(c) and s. 255.05(2)(a)2: notice within 45 days after first furnishing. */
const NOTICE_DAYS = 45;
/** s. 713.18: a notice mailed with proof of mailing by day 40 counts as served when mailed. */
const NOTICE_MAILING_DAYS = 40;
/** s. 713.08(5), s. 713.23(1)(d) and s. 255.05(2)(a)2: 90 days after final furnishing. */
const LIEN_DAYS = 90;
/** s. 713.08(4)(c): serve the recorded claim on the owner within 15 days after recording. */
const SERVE_LIEN_DAYS = 15;
/** s. 713.22(2): suit within 60 days after a Notice of Contest of Lien is served. */
const CONTEST_SUIT_DAYS = 60;
/** s. 713.06(3)(d): the contractor's final payment affidavit at least 5 days before suit. */
const AFFIDAVIT_DAYS_BEFORE_SUIT = 5;

const ATTORNEY_ADVICE = 'An attorney consultation is advised.';
const REFERENCE_ONLY = 'Reference only: no email or SMS alerts are sent for this date.';
/** Where the law's reach over a role is unsettled, the deadline is shown anyway, and says so. */
const SHOWN_TO_BE_SAFE = 'Serving it anyway costs a letter; missing it could cost the claim.';

/** A computed date under s. 713.011: its legal last day rolls forward off a closed day. */
function statutoryDay(dueDate: LocalDate): StatutoryDay {
  const { legalLastDay, reason } = legalLastDayFor(dueDate);
  return { dueDate, legalLastDay, legalLastDayReason: reason };
}

interface DeadlineText {
  title: string;
  summary: string;
  description: string;
  citation: Citation | null;
}

function deadline(
  input: DeadlineInput,
  suffix: string,
  type: DeadlineType,
  day: StatutoryDay,
  text: DeadlineText,
  extra: Pick<ComputedDeadline, 'mailBy' | 'earliestDate' | 'metOn'> = {},
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

function noticeText(role: LienorRole, job: JobKind, mailBy: LocalDate): DeadlineText {
  const mailing = `Mailing it by day 40 (${mailBy}) with proof of mailing counts as serving it on the mailing date (Fla. Stat. s. 713.18).`;
  if (job === 'private') {
    // s. 713.06(2)(a): lienors not in privity with the owner, except laborers.
    const who =
      role === ''
        ? 'Needed if you have no contract with the owner yourself (subcontractors, sub-subcontractors and suppliers); laborers are exempt.'
        : 'You owe it because you have no contract with the owner yourself.';
    return {
      title: 'Notice to Owner',
      summary: 'Tell the owner in writing that you are working on the job, or you lose your lien rights.',
      description: `Serve your Notice to Owner on the property owner before you start or within 45 days after your first furnishing (Fla. Stat. s. 713.06(2)(a)). ${mailing} ${who} ${ATTORNEY_ADVICE} ${REFERENCE_ONLY}`,
      citation: cite('713.06', '(2)(a)'),
    };
  }
  // s. 713.23(1)(c) and s. 255.05(2)(a)2: claimants not in privity with the contractor, except laborers.
  const citation = job === 'public' ? cite('255.05', '(2)(a)2') : cite('713.23', '(1)(c)');
  const who =
    role === ''
      ? 'Needed if you have no contract with the contractor yourself (sub-subcontractors and suppliers); laborers are exempt.'
      : 'You owe it because you have no contract with the general contractor yourself.';
  const bond =
    job === 'public'
      ? 'Public property cannot be liened: this notice keeps your claim on the payment bond.'
      : 'This private job has a payment bond: this notice keeps your claim on it.';
  return {
    title: 'Notice to Contractor',
    summary:
      'Tell the general contractor in writing that you will look to the payment bond, or you lose your bond claim.',
    description: `Serve your Notice to Contractor on the contractor within 45 days after your first furnishing (${citation.statute}). ${mailing} ${bond} ${who} ${ATTORNEY_ADVICE} ${REFERENCE_ONLY}`,
    citation,
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

const RECORD_LIEN_TEXT = (statute: string) =>
  `Record your Claim of Lien with the clerk of the county where the property is, no later than 90 days after your last furnishing (${statute}). Warranty, corrective and clean-up work do not extend this date. Then serve a copy on the owner within 15 days after recording (s. 713.08(4)(c)).`;

function ninetyDayText(
  kind: NinetyDayDeadline,
  role: LienorRole,
  job: JobKind,
  earliest: LocalDate,
): DeadlineText {
  if (job === 'public') {
    // s. 255.05(2)(a)2: not earlier than 45 days after first, not later than 90 after final furnishing.
    const laborer =
      role === 'laborer'
        ? ` Whether a laborer owes it depends on who hired you: one hired directly by the contractor does not. ${SHOWN_TO_BE_SAFE}`
        : '';
    return {
      title: kind === 'either' ? DEADLINE_TYPE_LABELS.record_lien : 'Notice of Nonpayment',
      summary: 'Tell the contractor and the surety in writing that you have not been paid.',
      description: `Public project: public property cannot be liened, so your protection is the payment bond. If you have not been paid, serve a Notice of Nonpayment on the contractor, with a copy to the surety, no later than 90 days after your last furnishing (Fla. Stat. s. 255.05(2)(a)2). It may not be served earlier than 45 days after your first furnishing (${earliest}).${laborer} ${ATTORNEY_ADVICE}`,
      citation: cite('255.05', '(2)(a)2'),
    };
  }
  if (kind === 'notice_of_nonpayment') {
    // s. 713.23(1)(d): a bonded job's claimants serve a notice of nonpayment instead of recording.
    const unsettled =
      role === 'laborer'
        ? ` Whether the statute asks this of a laborer is unsettled. ${SHOWN_TO_BE_SAFE}`
        : role === 'design_professional'
          ? ` Whether the contractor's bond covers a design professional hired by the owner is unsettled: serve this notice, and record a Claim of Lien by the same day too (s. 713.08(5)), as the lien may be what protects you.`
          : '';
    return {
      title: 'Notice of Nonpayment',
      summary: 'Tell the contractor and the surety in writing that you have not been paid.',
      description: `This private job has a payment bond, which takes the place of a lien for those working under the contractor. If you have not been paid, serve a Notice of Nonpayment on the contractor and the surety no later than 90 days after your last furnishing (Fla. Stat. s. 713.23(1)(d)).${unsettled} ${ATTORNEY_ADVICE}`,
      citation: cite('713.23', '(1)(d)'),
    };
  }
  if (kind === 'either' && job === 'bonded') {
    return {
      title: DEADLINE_TYPE_LABELS.record_lien,
      summary: 'Record your lien, or serve your Notice of Nonpayment, within 90 days after your last work.',
      description: `This private job has a payment bond. If the owner hired you: ${RECORD_LIEN_TEXT('Fla. Stat. s. 713.08(5)')} If you work under the contractor: serve a Notice of Nonpayment on the contractor and the surety by the same day instead (s. 713.23(1)(d)). Choose who hired you to see which. ${ATTORNEY_ADVICE}`,
      citation: cite('713.08', '(5)'),
    };
  }
  const bondedOwnerHire =
    job === 'bonded'
      ? ' The payment bond on this job answers for those working under you; your own lien rights, under your contract with the owner, stand.'
      : '';
  return {
    title: kind === 'either' ? DEADLINE_TYPE_LABELS.record_lien : 'Record Claim of Lien',
    summary: 'Record your Claim of Lien at the county clerk, or you lose your lien rights.',
    description: `${RECORD_LIEN_TEXT('Fla. Stat. s. 713.08(5)')}${bondedOwnerHire} ${ATTORNEY_ADVICE}`,
    citation: cite('713.08', '(5)'),
  };
}

/** A Claim of Lien (not a Notice of Nonpayment) is what a recording date records. */
const recordsALien = (kind: NinetyDayDeadline, job: JobKind) =>
  kind === 'claim_of_lien' || (kind === 'either' && job === 'private');

function ninetyDayDeadline(
  input: DeadlineInput,
  kind: NinetyDayDeadline,
  role: LienorRole,
  job: JobKind,
  lastFurnishingDate: LocalDate,
): ComputedDeadline {
  const earliest = addDays(input.firstFurnishingDate, NOTICE_DAYS);
  const recorded = recordsALien(kind, job) ? input.lienRecordedDate : '';
  return deadline(
    input,
    'lien',
    'record_lien',
    // s. 713.011 for ch. 713 periods; Fla. R. Gen. Prac. & Jud. Admin. 2.514(a) for s. 255.05 ones.
    statutoryDay(addDays(lastFurnishingDate, LIEN_DAYS)),
    ninetyDayText(kind, role, job, earliest),
    {
      ...(job === 'public' ? { earliestDate: earliest } : {}),
      ...(recorded ? { metOn: recorded } : {}),
    },
  );
}

function serveLienDeadline(input: DeadlineInput, recorded: LocalDate): ComputedDeadline {
  return deadline(input, 'serve', 'serve_lien', statutoryDay(addDays(recorded, SERVE_LIEN_DAYS)), {
    title: DEADLINE_TYPE_LABELS.serve_lien,
    summary: 'Send the owner a copy of the lien you recorded.',
    description: `Serve a copy of the Claim of Lien you recorded on ${recorded} on the owner within 15 days after recording (Fla. Stat. s. 713.08(4)(c)). Late service can make the lien unenforceable if it hurts the owner: do not rely on the exception. ${ATTORNEY_ADVICE}`,
    citation: cite('713.08', '(4)(c)'),
  });
}

/** s. 713.22: 1 year after recording, or 60 days after a Notice of Contest, whichever is first. */
function enforceLienDeadline(input: DeadlineInput, recorded: LocalDate): ComputedDeadline {
  const yearAfter = addYears(recorded, 1);
  const contest = input.contestServedDate || '';
  const afterContest = contest ? addDays(contest, CONTEST_SUIT_DAYS) : '';
  const contested = afterContest !== '' && afterContest < yearAfter;
  const lapse = 'If no suit is filed by then, the lien is gone and the owner can clear it from the title.';
  return deadline(
    input,
    'enforce',
    'enforce_lien',
    statutoryDay(contested ? afterContest : yearAfter),
    contested
      ? {
          title: DEADLINE_TYPE_LABELS.enforce_lien,
          summary: 'The owner contested your lien: file suit to enforce it within 60 days, or it is lost.',
          description: `A Notice of Contest of Lien was served on ${contest}: file suit to enforce your lien within 60 days after it (Fla. Stat. s. 713.22(2)), sooner than the usual year after recording (${yearAfter}). ${lapse} ${ATTORNEY_ADVICE}`,
          citation: cite('713.22', '(2)'),
        }
      : {
          title: DEADLINE_TYPE_LABELS.enforce_lien,
          summary: 'File a lawsuit to foreclose your lien, or it expires.',
          description: `File suit to enforce the Claim of Lien you recorded on ${recorded} within 1 year after recording (Fla. Stat. s. 713.22(1)). If the owner serves a Notice of Contest of Lien, the time shrinks to 60 days after it (s. 713.22(2)): enter its date here when you receive one. ${lapse} ${ATTORNEY_ADVICE}`,
          citation: cite('713.22', '(1)'),
        },
  );
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
    {
      title: DEADLINE_TYPE_LABELS.final_payment_affidavit,
      summary: 'Give the owner your final payment affidavit at least 5 days before you sue.',
      description: `As the contractor, serve the owner your final payment affidavit, listing every lienor still unpaid, at least 5 days before filing suit to enforce your lien (Fla. Stat. s. 713.06(3)(d)): counted back 5 days from the last day to sue (${enforce.dueDate}). Unlike the other deadlines this one never moves later: when the day is a weekend or holiday, serve it the business day before. ${ATTORNEY_ADVICE}`,
      citation: cite('713.06', '(3)(d)'),
    },
  );
}

function bondSuitDeadline(
  input: DeadlineInput,
  role: LienorRole,
  job: JobKind,
  lastFurnishingDate: LocalDate,
): ComputedDeadline {
  const citation = job === 'public' ? cite('255.05', '(10)') : cite('713.23', '(1)(e)');
  const noNotices =
    job === 'public' && (role === 'subcontractor' || role === 'supplier_to_contractor')
      ? ' You contracted with the contractor yourself, so you owe no Notice to Contractor and no Notice of Nonpayment (s. 255.05(2)(a)2): this suit is your deadline.'
      : '';
  return deadline(input, 'bond', 'bond_suit', statutoryDay(addYears(lastFurnishingDate, 1)), {
    title: DEADLINE_TYPE_LABELS.bond_suit,
    summary: 'If you are still unpaid, sue on the payment bond, or your bond claim expires.',
    description: `If you are still unpaid, file suit against the contractor and the surety on the payment bond within 1 year after your last furnishing (${citation.statute}).${noNotices} ${ATTORNEY_ADVICE}`,
    citation,
  });
}

function pendingNinetyDay(kind: NinetyDayDeadline, job: JobKind): PendingDeadline {
  const notice =
    job === 'public' || kind === 'notice_of_nonpayment'
      ? 'Notice of Nonpayment'
      : kind === 'either' && job === 'bonded'
        ? 'Claim of Lien / Notice of Nonpayment'
        : 'Claim of Lien';
  return {
    type: 'record_lien',
    title: DEADLINE_TYPE_LABELS.record_lien,
    reason: `Enter the last furnishing date to compute the ${notice} deadline.`,
  };
}

const PENDING_BOND_SUIT: PendingDeadline = {
  type: 'bond_suit',
  title: DEADLINE_TYPE_LABELS.bond_suit,
  reason: 'Enter the last furnishing date to compute the deadline to sue on the payment bond.',
};

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
        {
          title: DEADLINE_TYPE_LABELS.recurring_lien_reminder,
          summary: 'Your own reminder to check on what you are owed.',
          description: `Your reminder every ${interval} days (${start} to ${end}): check what you are owed on this project and that your notices, liens and bond claims are on time.`,
          citation: null,
        },
      ),
    );
  }
  return reminders;
}

const CHOOSE_ROLE: DeadlineNote = {
  kind: 'choose_role',
  text: 'Choose who hired you to see every deadline the law gives you on this job: the notices you owe, a bonded or public job’s bond claim, and the deadlines after a lien is recorded.',
};

function noPublicClaim(role: 'contractor' | 'design_professional'): DeadlineNote {
  const who =
    role === 'contractor'
      ? 'a contractor hired by the public owner'
      : 'an architect, engineer or surveyor hired by the public owner';
  return {
    kind: 'no_statutory_deadline',
    text: `No statutory deadline: on a public job ${who} has no lien and no payment bond claim. Public property cannot be liened, and the s. 255.05 bond protects those who work under the contractor. Your remedy for nonpayment is your contract with the public body; ask an attorney about its claim deadlines.`,
  };
}

export function computeDeadlines(input: DeadlineInput): DeadlineSchedule {
  const role = input.role ?? '';
  const job = jobKindOf(input);
  const owed = obligationsOf(role, job);
  const last = input.lastFurnishingDate;
  const recorded = input.lienRecordedDate ?? '';
  const deadlines: ComputedDeadline[] = [];
  const pending: PendingDeadline[] = [];
  const notes: DeadlineNote[] = [];

  // Pushed in the order a day's deadlines are listed: the sort below keeps it among equal dates.
  if (owed.notice) deadlines.push(noticeDeadline(input, role, job));
  deadlines.push(...recurringReminders(input));
  if (owed.ninetyDay && last !== '')
    deadlines.push(ninetyDayDeadline(input, owed.ninetyDay, role, job, last));
  else if (owed.ninetyDay && !(recorded && recordsALien(owed.ninetyDay, job)))
    pending.push(pendingNinetyDay(owed.ninetyDay, job));
  if (owed.lienAfterRecording && recorded) {
    const enforce = enforceLienDeadline(input, recorded);
    deadlines.push(serveLienDeadline(input, recorded), enforce);
    if (owed.finalPaymentAffidavit) deadlines.push(finalPaymentAffidavitDeadline(input, enforce));
  }
  if (owed.bondSuit && last !== '') deadlines.push(bondSuitDeadline(input, role, job, last));
  else if (owed.bondSuit) pending.push(PENDING_BOND_SUIT);

  if (role === '') notes.push(CHOOSE_ROLE);
  if (job === 'public' && (role === 'contractor' || role === 'design_professional'))
    notes.push(noPublicClaim(role));

  deadlines.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  return { deadlines, pending, notes };
}
