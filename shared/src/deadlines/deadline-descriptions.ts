/**
 * The long explanation of each deadline: what to do, how the statute counts it, what shortened it.
 * Shown only where a deadline is read in full (a project's page, a deadline's done page, the
 * calendar feed), so it is apart from the names every screen shows (deadline-names.ts): a function
 * that answers no description does not carry these 10 KB (docs/decisions/006). The engine decides
 * which deadlines are owed and on which dates (engine.ts); `DEADLINE_DESCRIPTIONS` words them when
 * the engine is asked to (`computeDeadlines`). Statutes are quoted from their current text and
 * cited beside each wording.
 */
import type { LocalDate } from '../calendar/local-date';
import type { LienorRole } from '../domain';
import { type DeadlineClock, enforceClockOf, ninetyDayActOf } from './deadline-names';
import type { JobKind, NinetyDayDeadline } from './lienor-roles';
import type { Citation } from './statutes';

const ATTORNEY_ADVICE = 'An attorney consultation is advised.';
const REFERENCE_ONLY = 'Reference only: no email or SMS alerts are sent for this date.';
/** The 45-day notice when the project asks for its alerts (docs/decisions/033). */
const NOTICE_ALERTED =
  'You asked for alerts on this notice: they count down to the last day to mail it, 30, 14, 7, 3 and 1 days before.';
/** Where the law's reach over a role is unsettled, the deadline is shown anyway, and says so. */
const SHOWN_TO_BE_SAFE = 'Serving it anyway costs a letter; missing it could cost the claim.';

/**
 * s. 713.18(2): a notice mailed by day 40 counts as served on the mailing date only when sent by
 * one of its methods, with the postal record it names; the statute's words, quoted. `mailBy` is day
 * 40 as the text should show it (the deadline's `YYYY-MM-DD`, a document's "March 12, 2026").
 */
export const noticeMailingText = (mailBy: string) =>
  `Mailing it by day 40 (${mailBy}) counts as serving it on the mailing date only if "the notice is mailed by registered, Global Express Guaranteed, or certified mail, with postage prepaid, to the person to be served" "within 40 days after the date the lienor first furnishes labor, services, or materials", and you keep the post office's mail log or tracking records of it (Fla. Stat. s. 713.18(2)); a certificate of mailing is not enough.`;

/** For specially fabricated materials, first furnishing can be the day fabrication began. */
const FABRICATION =
  'If you make specially fabricated materials for this job, your first furnishing can be the day fabrication began.';

/**
 * s. 713.06(2)(a): the copies a Notice to Owner needs, by who hired the lienor. A supplier to a
 * sub-subcontractor has no role of its own: the supplier's text names it.
 */
export function noticeCopiesText(role: LienorRole): string {
  if (role === 'sub_subcontractor') return 'Serve a copy on the contractor too (s. 713.06(2)(a)).';
  if (role === 'supplier_to_subcontractor')
    return 'Serve a copy on the contractor too; if you supply a sub-subcontractor, serve copies on the contractor and on the subcontractor above it (s. 713.06(2)(a)).';
  if (role === '')
    return 'A sub-subcontractor or a supplier to a subcontractor also serves a copy on the contractor; a supplier to a sub-subcontractor, on the contractor and the subcontractor (s. 713.06(2)(a)).';
  return '';
}

/**
 * The 45-day notice; `citation` is the name's (noticeName), which the bonded and public texts cite;
 * `alerted` whether the project asked for its alerts.
 */
function noticeDescription(
  role: LienorRole,
  job: JobKind,
  mailBy: LocalDate,
  citation: Citation,
  alerted: boolean,
): string {
  const mailing = noticeMailingText(mailBy);
  const alerts = alerted ? NOTICE_ALERTED : REFERENCE_ONLY;
  if (job === 'private') {
    // s. 713.06(2)(a): lienors not in privity with the owner, except laborers.
    const who =
      role === ''
        ? 'Needed if you have no contract with the owner yourself (subcontractors, sub-subcontractors and suppliers); laborers are exempt.'
        : 'You owe it because you have no contract with the owner yourself.';
    return `Serve your Notice to Owner on the property owner before you start or within 45 days after your first furnishing (Fla. Stat. s. 713.06(2)(a)), and in any case before the owner makes final payment after the contractor's final payment affidavit. ${[noticeCopiesText(role), mailing, FABRICATION, who].filter(Boolean).join(' ')} ${ATTORNEY_ADVICE} ${alerts}`;
  }
  // s. 713.23(1)(c) and s. 255.05(2)(a)2: claimants not in privity with the contractor, except laborers.
  const who =
    role === ''
      ? 'Needed if you have no contract with the contractor yourself (sub-subcontractors and suppliers); laborers are exempt.'
      : 'You owe it because you have no contract with the general contractor yourself.';
  const bond =
    job === 'public'
      ? 'Public property cannot be liened: this notice keeps your claim on the payment bond.'
      : 'This private job has a payment bond: this notice keeps your claim on it.';
  return `Serve your Notice to Contractor on the contractor within 45 days after your first furnishing (${citation.statute}). ${mailing} ${FABRICATION} ${bond} ${who} ${ATTORNEY_ADVICE} ${alerts}`;
}

/** s. 713.18(1): how a recorded Claim of Lien (and any other document) is served. */
const SERVED_BY_713_18 =
  'by one of the methods of s. 713.18: hand delivery, or common carrier, registered, Global Express Guaranteed or certified mail with evidence of delivery';

/** What "last furnishing" is, so the 90 days are counted from the right day. */
const FINAL_FURNISHING =
  'Punch-list, warranty, corrective and clean-up work do not extend this date; for rented equipment, your last furnishing is the last day the equipment was on the job and available for use.';

const RECORD_LIEN_TEXT = (statute: string) =>
  `Record your Claim of Lien with the clerk of the county where the property is, no later than 90 days after your last furnishing (${statute}). ${FINAL_FURNISHING} Then serve a copy on the owner within 15 days after recording, ${SERVED_BY_713_18} (s. 713.08(4)(c)).`;

/** s. 713.23(1)(d), s. 255.05(2)(a)2: the notice is sworn, in the statute's form. */
const UNDER_OATH = 'under oath, in the form the statute gives';

function ninetyDayDescription(
  kind: NinetyDayDeadline,
  role: LienorRole,
  job: JobKind,
  earliest: LocalDate,
): string {
  switch (ninetyDayActOf(kind, job)) {
    case 'public_nonpayment': {
      // s. 255.05(2)(a)2: not earlier than 45 days after first, not later than 90 after final furnishing.
      const laborer =
        role === 'laborer'
          ? ` Whether a laborer owes it depends on who hired you: one hired directly by the contractor does not. ${SHOWN_TO_BE_SAFE}`
          : '';
      return `Public project: public property cannot be liened, so your protection is the payment bond. If you have not been paid, serve a Notice of Nonpayment, ${UNDER_OATH}, on the contractor, with a copy to the surety, no later than 90 days after your last furnishing (Fla. Stat. s. 255.05(2)(a)2). ${FINAL_FURNISHING} It may not be served earlier than 45 days after your first furnishing (${earliest}).${laborer} ${ATTORNEY_ADVICE}`;
    }
    case 'bonded_nonpayment': {
      // s. 713.23(1)(d): a bonded job's claimants serve a notice of nonpayment instead of recording.
      const unsettled =
        role === 'laborer'
          ? ` Whether the statute asks this of a laborer is unsettled. ${SHOWN_TO_BE_SAFE}`
          : role === 'design_professional'
            ? ` Whether the contractor's bond covers a design professional hired by the owner is unsettled: serve this notice, and record a Claim of Lien by the same day too (s. 713.08(5)), as the lien may be what protects you.`
            : '';
      return `This private job has a payment bond, which takes the place of a lien for those working under the contractor. If you have not been paid, serve a Notice of Nonpayment, ${UNDER_OATH}, on the contractor and the surety no later than 90 days after your last furnishing (Fla. Stat. s. 713.23(1)(d)). ${FINAL_FURNISHING}${unsettled} ${ATTORNEY_ADVICE}`;
    }
    case 'lien_or_nonpayment':
      return `This private job has a payment bond. If the owner hired you: ${RECORD_LIEN_TEXT('Fla. Stat. s. 713.08(5)')} If you work under the contractor: serve a Notice of Nonpayment, ${UNDER_OATH}, on the contractor and the surety by the same day instead (s. 713.23(1)(d)). Choose who hired you to see which. ${ATTORNEY_ADVICE}`;
    case 'lien': {
      const bondedOwnerHire =
        job === 'bonded'
          ? ' The payment bond on this job answers for those working under you; your own lien rights, under your contract with the owner, stand.'
          : '';
      return `${RECORD_LIEN_TEXT('Fla. Stat. s. 713.08(5)')}${bondedOwnerHire} ${ATTORNEY_ADVICE}`;
    }
  }
}

/** s. 713.08(5): a termination or default before the last furnishing starts the 90 days sooner. */
const terminationShortenedText = (terminated: LocalDate, last: LocalDate | '') =>
  `Shortened by the termination of the contract (or the contractor's default) on ${terminated}: the 90 days run from the earlier of that date and your last furnishing${last ? ` (${last})` : ''} (Fla. Stat. s. 713.08(5)). `;

/** A recording after the legal last day does not meet the deadline (docs/florida-rules.md section 5). */
const lateRecordingText = (recorded: LocalDate, legalLastDay: LocalDate) =>
  `Your Claim of Lien was recorded on ${recorded}, after this deadline's legal last day (${legalLastDay}): the recording was late, so this deadline is not met and the lien may be unenforceable. Talk to an attorney now. `;

/** s. 713.08(4)(c): serving the recorded Claim of Lien. */
const serveLienDescription = (recorded: LocalDate) =>
  `Serve a copy of the Claim of Lien you recorded on ${recorded} on the owner within 15 days after recording (Fla. Stat. s. 713.08(4)(c)), ${SERVED_BY_713_18}. Late service can make the lien unenforceable if it hurts the owner: do not rely on the exception. ${ATTORNEY_ADVICE}`;

/**
 * s. 713.22: the suit to enforce a recorded lien, in the words of the clock that dates it: the year
 * after recording, a Notice of Contest (s. 713.22(2)) or an order to show cause (s. 713.21(4)).
 */
function enforceLienDescription(clock: DeadlineClock, recorded: LocalDate, yearAfter: LocalDate): string {
  const lapse = 'If no suit is filed by then, the lien is gone and the owner can clear it from the title.';
  switch (enforceClockOf(clock)) {
    case 'year':
      return `File suit to enforce the Claim of Lien you recorded on ${recorded} within 1 year after recording (Fla. Stat. s. 713.22(1)). If the owner serves a Notice of Contest of Lien, the time shrinks to 60 days after it (s. 713.22(2)), and if you are served an order to show cause, to 20 days (s. 713.21(4)): enter their dates when you receive one. ${lapse} ${ATTORNEY_ADVICE}`;
    case 'contest':
      return `Shortened by ${clock.event}: file suit to enforce your lien within 60 days after it (Fla. Stat. s. 713.22(2)), sooner than the usual year after recording (${yearAfter}). The date that counts is the day the notice was served (the clerk mails it and certifies the date), not the day you read it. ${lapse} ${ATTORNEY_ADVICE}`;
    case 'show_cause':
      return `Shortened by ${clock.event}: under Fla. Stat. s. 713.21(4) the clerk issues a summons to you, the lienor, to show cause "within 20 days after service of the summons" why your lien should not be enforced by action or vacated and canceled of record, and if you do not, "the court shall forthwith order cancellation of the lien". Practitioners file the suit to enforce the lien within the 20 days. Without the summons the last day to sue would be ${yearAfter}. ${ATTORNEY_ADVICE}`;
  }
}

/** s. 713.06(3)(d): the contractor's final payment affidavit, 5 days before suit. */
const finalPaymentAffidavitDescription = (lastDayToSue: LocalDate) =>
  `As the contractor, serve the owner your final payment affidavit, listing every lienor still unpaid, at least 5 days before filing suit to enforce your lien (Fla. Stat. s. 713.06(3)(d)): counted back 5 days from the last day to sue (${lastDayToSue}). Unlike the other deadlines this one never moves later: when the day is a weekend or holiday, serve it the business day before. Its date is the last safe day to serve it, not a last day the statute names. Anyone hired directly by the owner is a "contractor" under s. 713.01, whatever the trade, and owes this affidavit. ${ATTORNEY_ADVICE}`;

/**
 * Suit on the payment bond (s. 255.05(10), s. 713.23(1)(e)), or within 60 days of a contest of the
 * claim (s. 713.23(1)(e), s. 255.05(2)(a)1); `yearAfterLast` is the year's last day when known.
 */
function bondSuitDescription(
  role: LienorRole,
  job: JobKind,
  clock: DeadlineClock,
  yearAfterLast: LocalDate | null,
): string {
  const noNotices =
    job === 'public' && (role === 'subcontractor' || role === 'supplier_to_contractor')
      ? ' You contracted with the contractor yourself, so you owe no Notice to Contractor and no Notice of Nonpayment (s. 255.05(2)(a)2): this suit is your deadline.'
      : '';
  const noRole =
    role === ''
      ? ' Shown because no role is chosen: on this job everyone but those hired by the owner has this claim. Choose who hired you.'
      : '';
  return clock.event === null
    ? `If you are still unpaid, file suit against the contractor and the surety on the payment bond within 1 year after your last furnishing (${clock.citation.statute}).${noNotices}${noRole} ${ATTORNEY_ADVICE}`
    : `Shortened by ${clock.event}: file suit against the contractor and the surety on the payment bond within 60 days after it (${clock.citation.statute}), sooner than 1 year after your last furnishing${yearAfterLast ? ` (${yearAfterLast})` : ''}. The statute says the claim of anyone served who does not sue within the 60 days "shall be extinguished automatically".${noRole} ${ATTORNEY_ADVICE}`;
}

/** s. 713.16(2): the sworn statement of account the owner demanded. The statute's words, quoted. */
const swornStatementDescription = (demand: LocalDate) =>
  `The owner's demand for a sworn statement of account was served on ${demand}. Give the owner a written statement of your account under oath (signed before a notary): the work and materials furnished and still to furnish, what you have been paid, what is due and what will become due. Fla. Stat. s. 713.16(2): "The failure or refusal to furnish the statement under oath within 30 days after the demand, or the furnishing of a false or fraudulent statement, deprives the person so failing or refusing to furnish such statement of his or her lien." The one exception: the failure "does not affect the validity of any claim of lien being enforced through a foreclosure case filed before the date the demand for statement is received by the lienor". Answer anyway. ${ATTORNEY_ADVICE}`;

/** s. 713.13(1)(c), (6): the Notice of Commencement's expiration, a reference date. */
function nocExpirationDescription(role: LienorRole, recorded: LocalDate, stated: LocalDate | ''): string {
  const when = stated
    ? `states that it expires on ${stated}`
    : 'states no expiration date, so it expires 1 year after recording';
  const contractor = role === 'contractor';
  const act = contractor
    ? 'As the contractor, if work will go on after this date, see that a new Notice of Commencement is recorded before it expires.'
    : 'Work after this date is not covered by it: if the job goes on, ask the contractor whether a new one was recorded, and serve your notices by its details.';
  return `The Notice of Commencement recorded on ${recorded} ${when} (Fla. Stat. s. 713.13(1)(c), (6)). ${act} This date is a reference: it is nobody's act to meet, so it never moves off a weekend or holiday.${contractor ? '' : ` ${REFERENCE_ONLY}`}`;
}

/** The user's own reminder (docs/product.md section 1). */
const recurringReminderDescription = (interval: string, start: LocalDate, end: LocalDate) =>
  `Your reminder every ${interval} days (${start} to ${end}): check what you are owed on this project and that your notices, liens and bond claims are on time.`;

/** The engine's describing step: each deadline's explanation from the facts its rule decided. */
export const DEADLINE_DESCRIPTIONS = {
  notice: noticeDescription,
  ninetyDay: ninetyDayDescription,
  terminationShortened: terminationShortenedText,
  lateRecording: lateRecordingText,
  serveLien: serveLienDescription,
  enforceLien: enforceLienDescription,
  finalPaymentAffidavit: finalPaymentAffidavitDescription,
  bondSuit: bondSuitDescription,
  swornStatement: swornStatementDescription,
  nocExpiration: nocExpirationDescription,
  recurringReminder: recurringReminderDescription,
};

export type DeadlineDescriptions = typeof DEADLINE_DESCRIPTIONS;
