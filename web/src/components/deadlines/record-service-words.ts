import type { DeadlineType, ServiceMethod } from '@lienminder/shared';

/** The dialog's words: how a notice or a copy was served (s. 713.18), or where a lien was recorded. */
export interface ProofWords {
  action: string;
  description: (title: string) => string;
  date: string;
  who: string;
  whoHint: string;
  reference: string;
  submit: string;
  /** Set when the proof has one method only: the dialog asks no "How". */
  method?: ServiceMethod;
}

const SERVED: ProofWords = {
  action: 'Record how it was served',
  description: (title) =>
    `${title}: the project keeps this with the done mark, as your proof of service (s. 713.18).`,
  date: 'Served or recorded on',
  who: 'On whom',
  whoHint: 'e.g. the owner, Brickell Holdings; or the clerk of court for a recording.',
  reference: 'Tracking or instrument number',
  submit: 'Mark done with this proof',
};

/**
 * A Claim of Lien is recorded, not served: its proof is the recording, which the project keeps as
 * its lien recording date, and the deadlines to serve and enforce the lien start from it.
 */
const RECORDED: ProofWords = {
  action: 'Record where it was recorded',
  description: (title) =>
    `${title}: the project keeps the day it was recorded in the official records, with the book and page or instrument number, and the deadlines to serve it (s. 713.08(4)(c)) and to enforce it (s. 713.22) start from that day.`,
  date: 'Recorded in the official records on',
  who: 'Recorded by',
  whoHint: 'e.g. the Clerk of the Circuit Court, Miami-Dade County.',
  reference: 'Book and page, or instrument number',
  submit: 'Mark done as recorded',
  method: 'recorded',
};

/** The Claim of Lien's 90-day deadline (not a Notice of Nonpayment, which is served). */
const isClaimOfLien = (deadline: { type: DeadlineType; title: string }) =>
  deadline.type === 'record_lien' && deadline.title.includes('Claim of Lien');

/** The words of the proof a deadline is met with: a recording for a Claim of Lien, else a service. */
export const proofWordsFor = (deadline: { type: DeadlineType; title: string }): ProofWords =>
  isClaimOfLien(deadline) ? RECORDED : SERVED;
