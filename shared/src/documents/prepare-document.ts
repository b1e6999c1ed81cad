/**
 * A statutory document filled with the project's facts: the statute's own words from the form
 * modules (./forms), block by block, each blank filled or plainly marked missing; on a document for
 * recording, the preparer's block s. 695.26(1)(b) asks first; how to serve it, and the foot line
 * every document carries.
 */
import { jobKindOf } from '../deadlines/lienor-roles';
import { statutePageUrl } from '../deadlines/statutes';
import type { DocumentBlock, DocumentInput, DocumentKind, PreparedDocument } from './document-contract';
import { documentBlanks, preparerOf } from './document-facts';
import { type Blank, fillForm, given, joined } from './fill-form';
import { CLAIM_OF_LIEN_FORM, COPIES_RECITAL, NOTICE_TO_OWNER_RECITAL } from './forms/claim-of-lien';
import { FINAL_PAYMENT_AFFIDAVIT_FORM } from './forms/final-payment-affidavit';
import { NOTICE_OF_NONPAYMENT_FORM, PUBLIC_NOTICE_OF_NONPAYMENT_FORM } from './forms/notice-of-nonpayment';
import { NOTICE_TO_CONTRACTOR_FORM, PUBLIC_NOTICE_TO_CONTRACTOR_FORM } from './forms/notice-to-contractor';
import { NOTICE_TO_OWNER_COPIES_CAPTION, NOTICE_TO_OWNER_FORM } from './forms/notice-to-owner';
import type { StatutoryForm } from './forms/statutory-form';
import { SWORN_STATEMENT_FORM } from './forms/sworn-statement';
import { WAIVER_FINAL_FORM } from './forms/waiver-final';
import { WAIVER_PROGRESS_FORM } from './forms/waiver-progress';
import { partiesServed, servingGuideFor } from './serving-guide';

/** The one line at the foot of every document (issue: "prepared with LienMinder, not legal advice"). */
export const DOCUMENT_FOOT_LINE =
  'Prepared with LienMinder. This is not legal advice: review this document, with an attorney if you can, before you sign it.';

/** The form `kind` takes on this project's job: the notices to the contractor cite s. 255.05 on a public job. */
function formFor(kind: DocumentKind, input: DocumentInput): StatutoryForm {
  const publicJob = jobKindOf(input.project) === 'public';
  switch (kind) {
    case 'notice-to-owner':
      return NOTICE_TO_OWNER_FORM;
    case 'notice-to-contractor':
      return publicJob ? PUBLIC_NOTICE_TO_CONTRACTOR_FORM : NOTICE_TO_CONTRACTOR_FORM;
    case 'claim-of-lien':
      return CLAIM_OF_LIEN_FORM;
    case 'notice-of-nonpayment':
      return publicJob ? PUBLIC_NOTICE_OF_NONPAYMENT_FORM : NOTICE_OF_NONPAYMENT_FORM;
    case 'waiver-progress':
      return WAIVER_PROGRESS_FORM;
    case 'waiver-final':
      return WAIVER_FINAL_FORM;
    case 'final-payment-affidavit':
      return FINAL_PAYMENT_AFFIDAVIT_FORM;
    case 'sworn-statement':
      return SWORN_STATEMENT_FORM;
  }
}

/**
 * The Claim of Lien's conditional recitals (s. 713.08(1)(h)): the notice to owner, by a lienor not
 * in privity with the owner (but a laborer, who serves none: s. 713.06(2)(a)); its copies on the
 * contractor and on the subcontractor, by one whose customer is a subcontractor.
 */
function claimRecitals(input: DocumentInput, blanks: Readonly<Record<string, Blank>>): Blank {
  const role = input.project.role;
  const servedNoNotice = role === 'contractor' || role === 'design_professional' || role === 'laborer';
  const hiredByASubcontractor = role === 'sub_subcontractor' || role === 'supplier_to_subcontractor';
  const recitals = [
    ...(servedNoNotice ? [] : [NOTICE_TO_OWNER_RECITAL]),
    ...(hiredByASubcontractor ? [COPIES_RECITAL] : []),
  ];
  return fillForm(recitals.join(''), blanks);
}

/** The Notice to Owner's "Copies to": everyone it is served on but the owner, else the statute's caption. */
function copiesTo(input: DocumentInput): Blank {
  const copies = partiesServed('notice-to-owner', input).filter((party) => party.party !== 'owner');
  if (copies.length === 0) return given(NOTICE_TO_OWNER_COPIES_CAPTION);
  return joined('; ', ...copies.map((party) => joined(', ', party.name, party.address)));
}

/** The block a recorded document opens with, beside the clerk's space (s. 695.26(1)(b)). */
const PREPARED_BY: DocumentBlock = { kind: 'prepared-by', text: 'This instrument prepared by:\n{preparer}' };

/** `kind` filled with the project's facts, with how to serve it. */
export function prepareDocument(kind: DocumentKind, input: DocumentInput): PreparedDocument {
  const form = formFor(kind, input);
  const facts = documentBlanks(input);
  const blanks: Record<string, Blank> = {
    ...facts,
    recitals: claimRecitals(input, facts),
    copies: copiesTo(input),
    preparer: preparerOf(input.profile),
  };
  const filled = (form.forRecording ? [PREPARED_BY, ...form.blocks] : form.blocks).map((block) => ({
    kind: block.kind,
    ...fillForm(block.text, blanks),
  }));
  const blocks = filled.map(({ kind, text }) => ({ kind, text }));
  return {
    kind,
    title: form.title,
    statute: `s. ${form.section}${form.subsection}, Florida Statutes (${form.edition})`,
    statuteUrl: statutePageUrl(form.section, form.edition),
    text: [...blocks.map((block) => block.text), DOCUMENT_FOOT_LINE].join('\n\n'),
    blocks,
    forRecording: form.forRecording,
    missing: [...new Set(filled.flatMap((block) => block.missing))],
    serving: servingGuideFor(kind, input),
  };
}
