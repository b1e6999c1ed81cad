/**
 * The Notice of Nonpayment, s. 713.23(1)(d), Florida Statutes (2025): since October 1, 2019 it "must be
 * under oath" and "may be in substantially the following form" (ch. 2019-94), with the lienor's
 * declaration and the notary's certificate that the form itself prints.
 *
 * Source: the form as enacted in 2019 and quoted in full by a Florida board-certified construction
 * lawyer's article on the amendment; the reference corpus held no copy of the Legislature's 2025
 * page for this paragraph. The heading is in capitals as the statute prints its forms' headings
 * (the article sets it in title case). Check against https://www.flsenate.gov/Laws/Statutes/2025/713.23 before
 * release. The notary's certificate is the jurat of s. 117.05(13)(a) (FLORIDA_JURAT), with its
 * venue: ch. 2023-226 revised the notarization of this notice, and the jurat is what s. 117.05
 * prescribes for a statement under oath.
 *
 * s. 255.05(2)(a)2 asks the same sworn notice on a public job, and the 2019 act gave it the same
 * form; s. 255.05 calls the one who claims against the bond the "claimant" where ch. 713 says
 * "lienor", and the public job's notice says so (PUBLIC_NOTICE_OF_NONPAYMENT_FORM).
 *
 * Blanks, with the statute's captions: {contractorWithAddress} "(Name of Contractor and address)"; {suretyWithAddress}
 * "(Name of Surety and address)"; {furnishing} "(describe labor, services, or materials)";
 * {property} "(property description)"; {amountUnpaid} and {amountPaid} the dollar blanks; {dated}
 * the date; LIENOR_SIGNATURE "(signature and address of lienor)"; {affiant} "(signatory)". The
 * unpaid retainage and what the lienor expects to furnish are not project facts: written in.
 */
import { FLORIDA_JURAT, FLORIDA_VENUE } from './florida-jurat';
import { LIENOR_SIGNATURE } from './lienor-signature';
import { paragraph, STATUTES_EDITION, type StatutoryForm, title, WRITE_IN } from './statutory-form';

/** The form, speaking of the one who serves it as ch. 713 ("lienor") or s. 255.05 ("claimant") does. */
const noticeOfNonpayment = (
  section: string,
  subsection: string,
  who: 'lienor' | 'claimant',
): StatutoryForm => ({
  title: 'Notice of Nonpayment',
  section,
  subsection,
  edition: STATUTES_EDITION,
  forRecording: false,
  blocks: [
    title('NOTICE OF NONPAYMENT'),
    paragraph(`To: {contractorWithAddress}
{suretyWithAddress}`),
    paragraph('The undersigned notifies you that:'),
    paragraph(
      `1. The ${who} has furnished {furnishing} for the improvement of the real property identified as {property}. The corresponding amount unpaid to date is \${amountUnpaid}, of which, $${WRITE_IN} is unpaid retainage.`,
    ),
    paragraph(
      `2. The ${who} has been paid to date the amount of \${amountPaid} for previously furnishing {furnishing} for this improvement.`,
    ),
    paragraph(
      `3. The ${who} expects to furnish ${WRITE_IN} (describe labor, services, or materials) for this improvement in the future (if known), and the corresponding amount expected to become due is $${WRITE_IN} (if known).`,
    ),
    paragraph(
      'I declare that I have read the foregoing Notice of Nonpayment and that the facts stated in it are true to the best of my knowledge and belief.',
    ),
    paragraph('Dated on {dated}'),
    LIENOR_SIGNATURE,
    FLORIDA_VENUE,
    ...FLORIDA_JURAT,
  ],
});

export const NOTICE_OF_NONPAYMENT_FORM = noticeOfNonpayment('713.23', '(1)(d)', 'lienor');

/** s. 255.05(2)(a)2 on a public job: the same sworn notice, by the "claimant" as that section calls it. */
export const PUBLIC_NOTICE_OF_NONPAYMENT_FORM = noticeOfNonpayment('255.05', '(2)(a)2', 'claimant');
