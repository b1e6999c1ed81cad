/**
 * What each deadline is called: its title, its one-line summary and the statute it cites, with the
 * pending reasons and the notes a schedule carries. Every screen and message that names a deadline
 * shows these; the long explanations, which only a project's page, a deadline's done page and the
 * calendar feed show, are deadline-descriptions.ts's, so that a function that only names deadlines
 * (an alert, the dashboard, a document) does not carry them (docs/decisions/006). The rules (which
 * deadlines are owed, on which dates) are engine.ts's.
 */
import type { LienorRole } from '../domain';
import type { JobKind, NinetyDayDeadline } from './lienor-roles';
import { type Citation, cite } from './statutes';
import { DEADLINE_TYPE_LABELS, type DeadlineNote, type PendingDeadline } from './types';

export interface DeadlineName {
  title: string;
  summary: string;
  citation: Citation | null;
}

/** The clock that dates a deadline an event can shorten: `event` null for the statute's own period. */
export interface DeadlineClock {
  /** "the Notice of Contest of Lien served on 2026-07-09"; null for the statute's own period. */
  event: string | null;
  citation: Citation;
}

/** s. 713.06(2)(a) on a private job; s. 713.23(1)(c) or s. 255.05(2)(a)2 where a bond stands in. */
export function noticeName(job: JobKind): DeadlineName & { citation: Citation } {
  if (job === 'private')
    return {
      title: 'Notice to Owner',
      summary: 'Tell the owner in writing that you are working on the job, or you lose your lien rights.',
      citation: cite('713.06', '(2)(a)'),
    };
  return {
    title: 'Notice to Contractor',
    summary:
      'Tell the general contractor in writing that you will look to the payment bond, or you lose your bond claim.',
    citation: job === 'public' ? cite('255.05', '(2)(a)2') : cite('713.23', '(1)(c)'),
  };
}

/**
 * Which 90-day act a lienor owes, as its names and its explanation tell it: a public job's Notice
 * of Nonpayment (s. 255.05(2)(a)2), a bonded job's (s. 713.23(1)(d)), a bonded job's lien or notice
 * while no role says which, or a Claim of Lien (s. 713.08(5)).
 */
export type NinetyDayAct = 'public_nonpayment' | 'bonded_nonpayment' | 'lien_or_nonpayment' | 'lien';

export function ninetyDayActOf(kind: NinetyDayDeadline, job: JobKind): NinetyDayAct {
  if (job === 'public') return 'public_nonpayment';
  if (kind === 'notice_of_nonpayment') return 'bonded_nonpayment';
  if (kind === 'either' && job === 'bonded') return 'lien_or_nonpayment';
  return 'lien';
}

const NONPAYMENT_SUMMARY = 'Tell the contractor and the surety in writing that you have not been paid.';

export function ninetyDayName(kind: NinetyDayDeadline, job: JobKind): DeadlineName {
  const either = kind === 'either';
  switch (ninetyDayActOf(kind, job)) {
    case 'public_nonpayment':
      return {
        title: either ? DEADLINE_TYPE_LABELS.record_lien : 'Notice of Nonpayment',
        summary: NONPAYMENT_SUMMARY,
        citation: cite('255.05', '(2)(a)2'),
      };
    case 'bonded_nonpayment':
      return {
        title: 'Notice of Nonpayment',
        summary: NONPAYMENT_SUMMARY,
        citation: cite('713.23', '(1)(d)'),
      };
    case 'lien_or_nonpayment':
      return {
        title: DEADLINE_TYPE_LABELS.record_lien,
        summary: 'Record your lien, or serve your Notice of Nonpayment, within 90 days after your last work.',
        citation: cite('713.08', '(5)'),
      };
    case 'lien':
      return {
        title: either ? DEADLINE_TYPE_LABELS.record_lien : 'Record Claim of Lien',
        summary: 'Record your Claim of Lien at the county clerk, or you lose your lien rights.',
        citation: cite('713.08', '(5)'),
      };
  }
}

/** s. 713.08(4)(c): serving the recorded Claim of Lien. */
export const SERVE_LIEN_NAME: DeadlineName = {
  title: DEADLINE_TYPE_LABELS.serve_lien,
  summary: 'Serve the owner a copy of the lien you recorded, by certified mail or by hand.',
  citation: cite('713.08', '(4)(c)'),
};

/**
 * Which clock dates the suit to enforce a recorded lien (s. 713.22): the year after recording, a
 * Notice of Contest (s. 713.22(2)) or an order to show cause (s. 713.21(4)).
 */
export type EnforceClock = 'year' | 'contest' | 'show_cause';

export const enforceClockOf = (clock: DeadlineClock): EnforceClock =>
  clock.event === null ? 'year' : clock.citation.statute.includes('713.22') ? 'contest' : 'show_cause';

const ENFORCE_SUMMARIES: Record<EnforceClock, string> = {
  year: 'File a lawsuit to foreclose your lien, or it expires.',
  contest: 'The owner contested your lien: file suit to enforce it within 60 days, or it is lost.',
  show_cause:
    'A court summons asks you to show cause: file suit to enforce your lien within 20 days, or the court cancels it.',
};

export const enforceLienName = (clock: DeadlineClock): DeadlineName => ({
  title: DEADLINE_TYPE_LABELS.enforce_lien,
  summary: ENFORCE_SUMMARIES[enforceClockOf(clock)],
  citation: clock.citation,
});

/** s. 713.06(3)(d): the contractor's final payment affidavit, 5 days before suit. */
export const FINAL_PAYMENT_AFFIDAVIT_NAME: DeadlineName = {
  title: DEADLINE_TYPE_LABELS.final_payment_affidavit,
  summary: 'Give the owner your final payment affidavit at least 5 days before you sue.',
  citation: cite('713.06', '(3)(d)'),
};

/** Suit on the payment bond (s. 255.05(10), s. 713.23(1)(e)), or within 60 days of a contest of the claim. */
export const bondSuitName = (clock: DeadlineClock): DeadlineName => ({
  title: DEADLINE_TYPE_LABELS.bond_suit,
  summary:
    clock.event === null
      ? 'If you are still unpaid, sue on the payment bond, or your bond claim expires.'
      : 'Your bond claim was contested: sue on the payment bond within 60 days, or the claim is extinguished.',
  citation: clock.citation,
});

/** s. 713.16(2): the sworn statement of account the owner demanded. */
export const SWORN_STATEMENT_NAME: DeadlineName = {
  title: DEADLINE_TYPE_LABELS.sworn_statement,
  summary:
    'Send the owner your statement of account, signed under oath, within 30 days, or you lose your lien.',
  citation: cite('713.16', '(2)'),
};

/** s. 713.13(1)(c), (6): the Notice of Commencement's expiration, a reference date. */
export const nocExpirationName = (role: LienorRole): DeadlineName => ({
  title: DEADLINE_TYPE_LABELS.noc_expiration,
  summary:
    role === 'contractor'
      ? 'Record a new Notice of Commencement before this one expires, if work goes on.'
      : 'The Notice of Commencement for this job expires on this day.',
  citation: cite('713.13', '(1)(c), (6)'),
});

/** The user's own reminder (docs/product.md section 1). */
export const RECURRING_REMINDER_NAME: DeadlineName = {
  title: DEADLINE_TYPE_LABELS.recurring_lien_reminder,
  summary: 'Your own reminder to check on what you are owed.',
  citation: null,
};

/** Why the 90-day deadline is not computed yet. */
export function pendingNinetyDay(kind: NinetyDayDeadline, job: JobKind): PendingDeadline {
  const act = ninetyDayActOf(kind, job);
  const notice =
    act === 'public_nonpayment' || act === 'bonded_nonpayment'
      ? 'Notice of Nonpayment'
      : act === 'lien_or_nonpayment'
        ? 'Claim of Lien / Notice of Nonpayment'
        : 'Claim of Lien';
  return {
    type: 'record_lien',
    title: DEADLINE_TYPE_LABELS.record_lien,
    reason: `Enter the last furnishing date to compute the ${notice} deadline.`,
  };
}

export const PENDING_BOND_SUIT: PendingDeadline = {
  type: 'bond_suit',
  title: DEADLINE_TYPE_LABELS.bond_suit,
  reason: 'Enter the last furnishing date to compute the deadline to sue on the payment bond.',
};

export const CHOOSE_ROLE: DeadlineNote = {
  kind: 'choose_role',
  text: 'Choose who hired you to see every deadline the law gives you on this job: the notices you owe, a bonded or public job’s bond claim, and the deadlines after a lien is recorded.',
};

export function noPublicClaim(role: 'contractor' | 'design_professional'): DeadlineNote {
  const who =
    role === 'contractor'
      ? 'a contractor hired by the public owner'
      : 'an architect, engineer or surveyor hired by the public owner';
  return {
    kind: 'no_statutory_deadline',
    text: `No statutory deadline: on a public job ${who} has no lien and no payment bond claim. Public property cannot be liened, and the s. 255.05 bond protects those who work under the contractor. Your remedy for nonpayment is your contract with the public body; ask an attorney about its claim deadlines.`,
  };
}
