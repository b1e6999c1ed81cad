import {
  type EventDateField,
  holdsALien,
  type JobKind,
  type LienorRole,
  obligationsOf,
} from '@lienminder/shared';

export interface Situation {
  job: JobKind;
  role: LienorRole;
  recorded: boolean;
  nocRecorded: boolean;
}

/**
 * A paper someone else serves or records, in a tradesperson's words: what it is called, who sends
 * it, which date on it to enter (docs/florida-rules.md section 5). `suffix` names the deadline it
 * brings or shortens; `shortenedBy` the words its description starts with when it did shorten it.
 */
export interface EventChoice {
  field: EventDateField;
  label: string;
  who: string;
  which: string;
  suffix: string;
  shortenedBy?: string;
  /** Where the job and role let it matter; a date already entered shows anyway, with its error. */
  applies: (situation: Situation) => boolean;
  /** Why it cannot be entered yet, when it waits for another date. */
  waitsFor?: (situation: Situation) => string | null;
}

/** The papers the form asks about, in the order it shows them. */
export const RECEIVED_EVENTS: EventChoice[] = [
  {
    field: 'swornStatementDemandDate',
    label: 'Demand for a sworn statement of account',
    who: 'The property owner sends it, asking you to state under oath what you furnished, what you were paid and what you are owed.',
    which: 'Enter the date it was served on you.',
    suffix: 'sworn',
    // s. 713.16(2): "any lienor", so whoever holds a lien on the job (the API refuses it otherwise).
    applies: ({ job, role }) => holdsALien(role, job),
  },
  {
    field: 'showCauseServedDate',
    label: 'Summons or order to show cause about your lien',
    who: 'The court clerk issues it when the owner (or anyone with an interest) asks the court to cancel your lien. It is served on you like a lawsuit.',
    which: 'Enter the date you were served.',
    suffix: 'enforce',
    shortenedBy: 'Shortened by the order to show cause',
    applies: ({ job }) => job !== 'public',
    waitsFor: ({ recorded }) => (recorded ? null : 'Enter the lien recording date first.'),
  },
  {
    field: 'bondContestServedDate',
    label: 'Notice of Contest of Claim against Payment Bond',
    who: 'The contractor or its lawyer records it to cut your time to sue on the payment bond; the clerk serves it on you.',
    which: 'Enter the date it was served on you.',
    suffix: 'bond',
    shortenedBy: 'Shortened by the Notice of Contest of Claim against Payment Bond',
    // s. 713.23(1)(e), s. 255.05(2)(a)1: only a bond claim can be contested.
    applies: ({ job, role }) => obligationsOf(role, job).bondSuit,
  },
  {
    field: 'terminationDate',
    label: 'Your contract was terminated, or the contractor defaulted, before the work was done',
    who: 'A termination letter from whoever hired you, or the day the contractor walked off or was removed from the job.',
    which: 'Enter the date of the termination or default.',
    suffix: 'lien',
    shortenedBy: 'Shortened by the termination',
    // s. 713.08(5): it moves a lien's deadline, so whoever holds a lien on the job.
    applies: ({ job, role }) => holdsALien(role, job),
  },
  {
    field: 'nocRecordedDate',
    label: 'Notice of Commencement',
    who: 'The owner records it at the county before work starts; a copy is posted on the job site.',
    which: 'Enter the recording date the clerk stamped on it.',
    suffix: 'noc',
    applies: ({ job }) => job !== 'public',
  },
  {
    field: 'nocExpirationDate',
    label: 'Its expiration date, if it states one',
    who: 'Printed on the Notice of Commencement. Leave blank if none: it then expires 1 year after recording.',
    which: 'Enter the expiration date it states.',
    suffix: 'noc',
    applies: ({ job }) => job !== 'public',
    waitsFor: ({ nocRecorded }) =>
      nocRecorded ? null : 'Enter the Notice of Commencement recording date first.',
  },
];

/**
 * Each event's label on the form, as the project page shows its date (a module of its own, without
 * the form library: the project page draws these labels, not the form).
 */
export const EVENT_LABELS = Object.fromEntries(
  RECEIVED_EVENTS.map(({ field, label }) => [field, label]),
) as Record<EventDateField, string>;
