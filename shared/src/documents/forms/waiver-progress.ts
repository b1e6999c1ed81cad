/**
 * The waiver and release of lien upon a progress payment, s. 713.20(4), Florida Statutes (2025). It is
 * signed by the lienor and not notarized: the statute prints no oath or notary's certificate. The
 * 2025 session's SB 658 (reported enacted, effective July 1, 2025, by a Florida firm's article; the
 * reference corpus held no copy of the enrolled act) makes the form required ("must" for "may")
 * and leaves its words as they were.
 *
 * Source: the Legislature's text of s. 713.20(4) as published by a statute mirror (2019 text) and by
 * several independent copies, which agree word for word. Check against
 * https://www.flsenate.gov/Laws/Statutes/2025/713.20 before release.
 *
 * Blanks, with the statute's captions: {waiverAmount} the dollar blank; {waiverThrough} "(insert
 * date)"; {customer} "(insert the name of your customer)"; {owner} "(insert the name of the
 * owner)"; {property} "(description of property)"; {dated} the date and "(year)"; {lienor}
 * "(Lienor)"; "By:" the signature line over {affiant} and {relation}, the signer.
 */
import {
  paragraph,
  SIGNATURE_LINE,
  STATUTES_EDITION,
  type StatutoryForm,
  signature,
  title,
} from './statutory-form';

export const WAIVER_PROGRESS_FORM: StatutoryForm = {
  title: 'Waiver and Release of Lien upon Progress Payment',
  section: '713.20',
  subsection: '(4)',
  edition: STATUTES_EDITION,
  forRecording: false,
  blocks: [
    title(`WAIVER AND RELEASE OF LIEN
UPON PROGRESS PAYMENT`),
    paragraph(
      `The undersigned lienor, in consideration of the sum of \${waiverAmount}, hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished through {waiverThrough} to {customer} on the job of {owner} to the following property:`,
    ),
    paragraph('{property}'),
    paragraph(
      'This waiver and release does not cover any retention or labor, services, or materials furnished after the date specified.',
    ),
    paragraph('DATED on {dated}.'),
    signature(`{lienor}

By: ${SIGNATURE_LINE}
{affiant}, {relation}`),
  ],
};
