/**
 * The Notice to Contractor on a bonded private job, s. 713.23(1)(c), Florida Statutes (2025): "The notice
 * may be in substantially the following form and may be combined with a notice to owner given under
 * s. 713.06". The statute does print this form (the task's brief assumed it did not); copied word
 * for word.
 *
 * Source: the text of s. 713.23(1)(c) as published from the Florida Legislature's pages (a 2024
 * copy of leg.state.fl.us and a statute mirror agree); check against
 * https://www.flsenate.gov/Laws/Statutes/2025/713.23 before release.
 *
 * On a public job s. 255.05(2)(a)2 asks the same notice of a claimant not in privity with the
 * contractor: written notice, within 45 days after beginning to furnish, "that he or she intends to
 * look to the bond for protection". This form says exactly that, so the public job uses it under
 * the s. 255.05 citation (PUBLIC_NOTICE_TO_CONTRACTOR_FORM); a printed s. 255.05 form could not be
 * read in the reference corpus.
 *
 * Blanks, with the statute's captions: {contractorWithAddress} "(name and address of contractor)"; {furnishing}
 * "(general description of services or materials)"; {property} "(property description)";
 * {customer} "(lienor’s customer)"; {lienor} "(name of lienor)"; {dated} "(date)"; {lienorAddress}
 * "(lienor’s address)".
 */
import {
  paragraph,
  SIGNATURE_LINE,
  STATUTES_EDITION,
  type StatutoryForm,
  signature,
  title,
} from './statutory-form';

export const NOTICE_TO_CONTRACTOR_FORM: StatutoryForm = {
  title: 'Notice to Contractor',
  section: '713.23',
  subsection: '(1)(c)',
  edition: STATUTES_EDITION,
  forRecording: false,
  blocks: [
    title('NOTICE TO CONTRACTOR'),
    paragraph('To: {contractorWithAddress}'),
    paragraph(
      'The undersigned hereby informs you that he or she has furnished or is furnishing services or materials as follows:',
    ),
    paragraph(
      '{furnishing} for the improvement of the real property identified as {property} under an order given by {customer}.',
    ),
    paragraph(
      'This notice is to inform you that the undersigned intends to look to the contractor’s bond to secure payment for the furnishing of materials or services for the improvement of the real property.',
    ),
    signature(`{lienor}
${SIGNATURE_LINE}
(signature of lienor or lienor’s representative)
{dated}
{lienorAddress}`),
  ],
};

export const PUBLIC_NOTICE_TO_CONTRACTOR_FORM: StatutoryForm = {
  ...NOTICE_TO_CONTRACTOR_FORM,
  section: '255.05',
  subsection: '(2)(a)2',
};
