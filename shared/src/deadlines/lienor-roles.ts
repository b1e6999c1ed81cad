/**
 * Who hired you, and what that makes you owe (docs/florida-rules.md section 3). The law sorts
 * claimants by privity: whom they contracted with. A Notice to Owner is owed by lienors with no
 * contract with the owner (s. 713.06(2)(a)); a Notice to Contractor by claimants with none with the
 * contractor (s. 713.23(1)(c), s. 255.05(2)(a)2). Laborers owe neither.
 */
import type { LienorRole, ProjectFields } from '../domain';

/** A private job without a payment bond, a private job with one (s. 713.23), or a public job (s. 255.05). */
export type JobKind = 'private' | 'bonded' | 'public';

export function jobKindOf(project: Pick<ProjectFields, 'type'> & { paymentBond?: boolean }): JobKind {
  if (project.type === 'public') return 'public';
  return project.paymentBond === true ? 'bonded' : 'private';
}

/** The words a tradesperson would use, for the form's "Who hired you?" question. */
export const LIENOR_ROLE_CHOICES: Record<LienorRole, { label: string; hint: string }> = {
  '': { label: 'Not chosen yet', hint: 'You get the two basic deadlines until you choose.' },
  contractor: {
    label: 'The property owner hired me (general contractor)',
    hint: 'You signed your contract with the owner. Anyone hired directly by the owner is a "contractor" under s. 713.01, whatever the trade: a roofer hired by the owner too.',
  },
  subcontractor: {
    label: 'The general contractor hired me (subcontractor)',
    hint: 'You do work under the general contractor.',
  },
  sub_subcontractor: {
    label: 'A subcontractor hired me (sub-subcontractor)',
    hint: 'You do work for one of the subs, not for the general contractor.',
  },
  supplier_to_contractor: {
    label: 'I supply materials to the general contractor',
    hint: 'You sell materials or rent equipment to the general contractor.',
  },
  supplier_to_subcontractor: {
    label: 'I supply materials to a subcontractor',
    hint: 'You sell materials or rent equipment to one of the subs.',
  },
  laborer: {
    label: 'I am paid for my own labor on the job (laborer)',
    hint: 'You are owed wages for work you did with your own hands.',
  },
  design_professional: {
    label: 'The owner hired me as architect, engineer or surveyor',
    hint: 'Design or survey work for the owner (s. 713.03).',
  },
};

/** Parties to a contract with the owner: they owe no Notice to Owner (s. 713.06(2)(a)). */
const HIRED_BY_OWNER: readonly LienorRole[] = ['contractor', 'design_professional'];
/** In privity with the contractor: no Notice to Contractor, and on public jobs no Notice of Nonpayment. */
const HIRED_BY_CONTRACTOR: readonly LienorRole[] = ['subcontractor', 'supplier_to_contractor'];
/** Below a subcontractor: every notice there is. */
const BELOW_A_SUBCONTRACTOR: readonly LienorRole[] = ['sub_subcontractor', 'supplier_to_subcontractor'];

/**
 * Who holds a ch. 713 lien on the job, and so may record a Claim of Lien (s. 713.08), must answer
 * an owner's demand for a sworn statement of account or lose it (s. 713.16(2): "any lienor"), and
 * has its lien deadline moved by a termination (s. 713.08(5)). On a private job without a payment
 * bond that is every lienor, laborers and persons in privity included (s. 713.08(1)). A payment bond
 * protects the owner against the liens of those not in privity with it (s. 713.23), and leaves the
 * liens of the contractor and of the design professional hired by the owner standing. A public job
 * has no lien at all: s. 255.05 gives a bond claim instead. With no role chosen on a bonded job,
 * what the contractor would have: never fewer clocks than a role would get (docs/florida-rules.md
 * section 3).
 */
export function holdsALien(role: LienorRole, job: JobKind): boolean {
  if (job === 'private') return true;
  if (job === 'bonded') return role === '' || HIRED_BY_OWNER.includes(role);
  return false;
}

/** What the 90-day deadline is for this role and job: a lien to record or a notice to serve. */
export type NinetyDayDeadline = 'claim_of_lien' | 'notice_of_nonpayment' | 'either';

export interface Obligations {
  /** The 45-day notice, and to whom. */
  notice: 'owner' | 'contractor' | null;
  ninetyDay: NinetyDayDeadline | null;
  /** Suit on the payment bond within a year after final furnishing. */
  bondSuit: boolean;
  /** A recorded Claim of Lien must be served and enforced: private jobs. */
  lienAfterRecording: boolean;
  /** The contractor's final payment affidavit before suit (s. 713.06(3)(d)). */
  finalPaymentAffidavit: boolean;
}

/**
 * The deadlines `role` owes on a `job`. With no role chosen, the two deadlines every project had
 * before this question existed: the 45-day notice and the 90-day deadline, titled for both readings.
 */
export function obligationsOf(role: LienorRole, job: JobKind): Obligations {
  const privateJob = job !== 'public';
  const owner = HIRED_BY_OWNER.includes(role);
  if (role === '') {
    return {
      notice: job === 'private' ? 'owner' : 'contractor',
      ninetyDay: 'either',
      // Never fewer reminders than any role would get (docs/florida-rules.md section 5): on a bonded
      // or public job most roles have the bond suit.
      bondSuit: job !== 'private',
      lienAfterRecording: privateJob,
      finalPaymentAffidavit: false,
    };
  }
  if (job === 'private') {
    return {
      // s. 713.06(2)(a): every lienor not in privity with the owner, except laborers.
      notice: owner || role === 'laborer' ? null : 'owner',
      ninetyDay: 'claim_of_lien',
      bondSuit: false,
      lienAfterRecording: true,
      finalPaymentAffidavit: role === 'contractor',
    };
  }
  return {
    // s. 713.23(1)(c), s. 255.05(2)(a)2: claimants not in privity with the contractor, except laborers.
    notice: BELOW_A_SUBCONTRACTOR.includes(role) ? 'contractor' : null,
    // A bonded private job leaves the contractor's lien standing and puts every other claimant on
    // the bond (s. 713.23(1)(d), (e)): the owner's design professional included, as its reach over
    // them is unsettled (the description says to record a lien too). On a public job there is no
    // lien; the Notice of Nonpayment is owed by those not in privity with the contractor, and the
    // owner's contractor and design professional have no s. 255.05 claim at all.
    ninetyDay:
      job === 'bonded'
        ? role === 'contractor'
          ? 'claim_of_lien'
          : 'notice_of_nonpayment'
        : owner || HIRED_BY_CONTRACTOR.includes(role)
          ? null
          : 'notice_of_nonpayment',
    bondSuit: job === 'bonded' ? role !== 'contractor' : !owner,
    lienAfterRecording: privateJob,
    finalPaymentAffidavit: privateJob && role === 'contractor',
  };
}
