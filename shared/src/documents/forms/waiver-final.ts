/**
 * The waiver and release of lien upon final payment, s. 713.20(5), Florida Statutes (2025). Signed by the
 * lienor, not notarized; SB 658 (2025) made the form required without changing its words, as for
 * the progress waiver (waiver-progress.ts).
 *
 * Source: as for the progress waiver. Check against
 * https://www.flsenate.gov/Laws/Statutes/2025/713.20 before release.
 *
 * Blanks, with the statute's captions: {waiverAmount} the dollar blank; {customer} "(insert the
 * name of your customer)"; {owner} "(insert the name of the owner)"; {property} "(description of
 * property)"; {dated} the date and "(year)"; {lienor} "(Lienor)"; "By:" the signature line over {affiant} and {relation}, the signer.
 */
import {
  paragraph,
  SIGNATURE_LINE,
  STATUTES_EDITION,
  type StatutoryForm,
  signature,
  title,
} from './statutory-form';

export const WAIVER_FINAL_FORM: StatutoryForm = {
  title: 'Waiver and Release of Lien upon Final Payment',
  section: '713.20',
  subsection: '(5)',
  edition: STATUTES_EDITION,
  forRecording: false,
  blocks: [
    title(`WAIVER AND RELEASE OF LIEN
UPON FINAL PAYMENT`),
    paragraph(
      `The undersigned lienor, in consideration of the final payment in the amount of \${waiverAmount}, hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished to {customer} on the job of {owner} to the following described property:`,
    ),
    paragraph('{property}'),
    paragraph('DATED on {dated}.'),
    signature(`{lienor}

By: ${SIGNATURE_LINE}
{affiant}, {relation}`),
  ],
};
