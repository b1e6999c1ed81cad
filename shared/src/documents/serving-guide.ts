/**
 * How to serve each document: on whom the statute requires it for this role and job, by which
 * methods service counts (s. 713.18(1)), and the rules of timing. A waiver is not served: it is
 * handed over for the payment it releases.
 */
import { addDays } from '../calendar/local-date';
import { noticeCopiesText, noticeMailingText } from '../deadlines/deadline-descriptions';
import {
  AFFIDAVIT_DAYS_BEFORE_SUIT,
  NOTICE_DAYS,
  NOTICE_MAILING_DAYS,
  SERVE_LIEN_DAYS,
  SWORN_STATEMENT_DAYS,
} from '../deadlines/engine';
import { LIEN_DAYS, lienClockStart, lienDueDate } from '../deadlines/lien-clock';
import { holdsALien, jobKindOf } from '../deadlines/lienor-roles';
import type { LienorRole } from '../domain';
import {
  type DocumentInput,
  type DocumentKind,
  isWaiver,
  type ServiceParty,
  type ServingGuide,
} from './document-contract';
import { contractorOf, customerOf, lenderOf, ownerOf, suretyOf } from './document-facts';
import { longDate } from './document-formats';
import { type Blank, given } from './fill-form';

/** The methods of service that count, s. 713.18(1)(a)–(c). */
const SERVICE_METHODS: readonly string[] = [
  'Actual delivery to the person to be served: for a partnership, to a partner; for a corporation, to an officer, director, managing agent or business agent; for a limited liability company, to a member or manager (s. 713.18(1)(a)).',
  'Common carrier delivery service, or registered, Global Express Guaranteed or certified mail, postage prepaid, with evidence of delivery, which may be electronic (s. 713.18(1)(b)).',
  'Only if neither can be done: posting on the site of the improvement (s. 713.18(1)(c)).',
];

/** A party a document is served on, its name and address as facts (a missing one marked). */
export interface PartyServed {
  party: ServiceParty['party'];
  name: Blank;
  address: Blank;
}

const served = (party: ServiceParty['party'], facts: { name: Blank; address: Blank }): PartyServed => ({
  party,
  ...facts,
});

/** The roles s. 713.06(2)(a) makes serve a copy of the Notice to Owner on the contractor. */
const COPIES_THE_CONTRACTOR: readonly LienorRole[] = ['sub_subcontractor', 'supplier_to_subcontractor', ''];

/** Below a subcontractor, the party up the chain that hired the lienor; with no role, when one is named. */
const copiesTheCustomer = (project: DocumentInput['project']) =>
  project.role === 'sub_subcontractor' ||
  project.role === 'supplier_to_subcontractor' ||
  (project.role === '' && project.customerName.trim() !== '');

/** Whom `kind` is served on for this project's role and job, in the order the statute names them. */
export function partiesServed(kind: DocumentKind, input: DocumentInput): PartyServed[] {
  const { project } = input;
  const owner = served('owner', ownerOf(project));
  const contractor = served('contractor', contractorOf(project));
  const lender = lenderOf(project);
  switch (kind) {
    case 'notice-to-owner':
      // s. 713.06(2)(a): the owner; a copy on the contractor from below a subcontractor, and on the
      // subcontractor from a materialman to a sub-subcontractor; and the lender the notice of
      // commencement names, whose name the project holds when there is one. The project does not
      // tell a supplier to a sub-subcontractor from one to a subcontractor, so the copy goes up the
      // chain to the customer from both, and from a sub-subcontractor too: a copy the statute does
      // not require of it costs a stamp, a missing one the lien.
      return [
        owner,
        ...(COPIES_THE_CONTRACTOR.includes(project.role) ? [contractor] : []),
        ...(copiesTheCustomer(project) ? [served('customer', customerOf(project))] : []),
        ...(lender ? [served('lender', lender)] : []),
      ];
    case 'notice-to-contractor':
      return [contractor];
    case 'notice-of-nonpayment':
      // s. 713.23(1)(d), s. 255.05(2)(a)2: on the contractor, and a copy on the surety.
      return [contractor, served('surety', suretyOf(project))];
    case 'claim-of-lien':
      // Recorded with the clerk of the county where the property is, then served on the owner.
      return [
        served('clerk', {
          name: given(`Clerk of the Circuit Court, ${countyName(project.county)}`),
          address: given(''),
        }),
        owner,
      ];
    case 'final-payment-affidavit':
    case 'sworn-statement':
      return [owner];
    case 'waiver-progress':
    case 'waiver-final':
      return [served('customer', customerOf(project))];
  }
}

const countyName = (county: string) =>
  county.trim() === '' ? 'the county of the property' : `${county.trim()} County`;

/** A day counted from a project date, written for the notes; null while that date is not entered. */
const dayAfter = (date: string, days: number) => (date === '' ? null : longDate(addDays(date, days)));

/**
 * When the Claim of Lien is recorded by: the date of the engine's Record Claim of Lien deadline,
 * from the same clock (lien-clock.ts), a termination that came first included.
 */
function recordWithin(project: DocumentInput['project']): string {
  const start = lienClockStart(project, holdsALien(project.role, jobKindOf(project)));
  if (start.from === '') return `not later than ${LIEN_DAYS} days after your final furnishing`;
  const by = longDate(lienDueDate({ ...start, from: start.from }));
  return start.terminated
    ? `not later than ${LIEN_DAYS} days after your contract was terminated on ${longDate(start.from)}, which came before your final furnishing (by ${by})`
    : `not later than ${LIEN_DAYS} days after your final furnishing (by ${by})`;
}

function notes(kind: DocumentKind, input: DocumentInput): string[] {
  const { project } = input;
  const first = project.firstFurnishingDate;
  const last = project.lastFurnishingDate;
  const noticeBy = dayAfter(first, NOTICE_DAYS);
  const mailBy = dayAfter(first, NOTICE_MAILING_DAYS);
  const ninetyDays = dayAfter(last, LIEN_DAYS);
  switch (kind) {
    case 'notice-to-owner':
      return [
        `Serve it before you begin, or not later than 45 days after you first furnish${noticeBy ? ` (by ${noticeBy})` : ''}, and in any event before the owner's final payment after the contractor's final payment affidavit (s. 713.06(2)(a)).`,
        ...(mailBy ? [noticeMailingText(mailBy)] : []),
        noticeCopiesText(project.role),
      ].filter((note) => note !== '');
    case 'notice-to-contractor':
      return [
        `Serve it within 45 days after you first furnish${noticeBy ? ` (by ${noticeBy})` : ''} (${jobKindOf(project) === 'public' ? 's. 255.05(2)(a)2' : 's. 713.23(1)(c)'}).`,
        ...(mailBy ? [noticeMailingText(mailBy)] : []),
      ];
    case 'notice-of-nonpayment':
      return [
        `Sign it under oath before a notary, then serve it on the contractor and a copy on the surety not later than 90 days after your final furnishing${ninetyDays ? ` (by ${ninetyDays})` : ''} (${jobKindOf(project) === 'public' ? 's. 255.05(2)(a)2' : 's. 713.23(1)(d)'}).`,
        ...(jobKindOf(project) === 'public'
          ? [
              `On a public job it may not be served earlier than 45 days after your first furnishing${noticeBy ? ` (${noticeBy})` : ''} (s. 255.05(2)(a)2).`,
            ]
          : []),
      ];
    case 'claim-of-lien':
      return [
        `Sign it under oath before a notary and record it with the clerk of ${countyName(project.county)} ${recordWithin(project)} (s. 713.08(5)).`,
        `Serve a copy on the owner before recording or within ${SERVE_LIEN_DAYS} days after recording (s. 713.08(4)(c)); late service makes the lien voidable to the extent it prejudiced anyone entitled to rely on it.`,
      ];
    case 'final-payment-affidavit':
      return [
        `Sign it under oath before a notary and deliver it to the owner at least ${AFFIDAVIT_DAYS_BEFORE_SUIT} days before you file suit to enforce your lien (s. 713.06(3)(d)).`,
      ];
    case 'sworn-statement': {
      const answerBy = dayAfter(project.swornStatementDemandDate, SWORN_STATEMENT_DAYS);
      return [
        `Sign it under oath before a notary and give it to the owner within ${SWORN_STATEMENT_DAYS} days after the demand${answerBy ? ` (by ${answerBy})` : ''}: failing to, or giving a false or fraudulent statement, costs your lien (s. 713.16(2)).`,
      ];
    }
    case 'waiver-progress':
    case 'waiver-final':
      return [
        // s. 713.20(7) as amended in 2025 (SB 658 / HB 893): conditioned on the funds received,
        // where it had been "in exchange for a check ... on payment of the check".
        'Give it to whoever makes the payment, in exchange for that payment; it takes effect when signed. Given in exchange for a payment, it may be conditioned on your receipt of the funds (s. 713.20(7), as amended in 2025). A waiver in advance of furnishing is unenforceable (s. 713.20(2)).',
      ];
  }
}

/** How to serve `kind` for this project: on whom, by which methods, and when. */
export function servingGuideFor(kind: DocumentKind, input: DocumentInput): ServingGuide {
  const delivered = isWaiver(kind);
  return {
    serveOn: partiesServed(kind, input).map(({ party, name, address }) => ({
      party,
      name: name.text,
      address: address.text,
    })),
    methods: delivered ? [] : [...SERVICE_METHODS],
    notes: notes(kind, input),
  };
}
