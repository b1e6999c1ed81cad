/**
 * The Notice of Nonpayment, s. 713.23(1)(d), Florida Statutes: since October 1, 2019 it "must be
 * under oath" and "may be in substantially the following form" (ch. 2019-94), with the lienor's
 * declaration and the notary's certificate that the form itself prints.
 *
 * Source: the form as enacted in 2019 and quoted in full by a Florida board-certified construction
 * lawyer's article on the amendment; the reference corpus held no copy of the Legislature's 2025
 * page for this paragraph. The heading is in capitals as the statute prints its forms' headings
 * (the article sets it in title case). Check against https://www.flsenate.gov/Laws/Statutes/2025/713.23 before
 * release (in particular the notary's certificate, which later notary legislation may have moved to
 * the "physical presence or online notarization" wording).
 *
 * s. 255.05(2)(a)2 asks the same sworn notice on a public job, and the 2019 act gave it the same
 * form; the public job uses this text under the s. 255.05 citation
 * (PUBLIC_NOTICE_OF_NONPAYMENT_FORM). A copy of s. 255.05's own form could not be read in the
 * reference corpus to confirm whether it says "claimant" where this says "lienor".
 *
 * Blanks, with the statute's captions: {contractorWithAddress} "(Name of Contractor and address)"; {suretyWithAddress}
 * "(Name of Surety and address)"; {furnishing} "(describe labor, services, or materials)";
 * {property} "(property description)"; {amountUnpaid} and {amountPaid} the dollar blanks; {dated}
 * the date; the signature line and {lienorWithAddress} "(signature and address of lienor)"; {affiant} "(signatory)". The
 * unpaid retainage and what the lienor expects to furnish are not project facts: written in.
 */
import { SIGNATURE_LINE, type StatutoryForm, WRITE_IN } from './statutory-form';

export const NOTICE_OF_NONPAYMENT_FORM: StatutoryForm = {
  title: 'Notice of Nonpayment',
  section: '713.23',
  subsection: '(1)(d)',
  text: `NOTICE OF NONPAYMENT

To: {contractorWithAddress}
{suretyWithAddress}

The undersigned notifies you that:

1. The lienor has furnished {furnishing} for the improvement of the real property identified as {property}. The corresponding amount unpaid to date is \${amountUnpaid}, of which, $${WRITE_IN} is unpaid retainage.

2. The lienor has been paid to date the amount of \${amountPaid} for previously furnishing {furnishing} for this improvement.

3. The lienor expects to furnish ${WRITE_IN} (describe labor, services, or materials) for this improvement in the future (if known), and the corresponding amount expected to become due is $${WRITE_IN} (if known).

I declare that I have read the foregoing Notice of Nonpayment and that the facts stated in it are true to the best of my knowledge and belief.

Dated on {dated}

${SIGNATURE_LINE}
{lienorWithAddress}

The foregoing instrument was sworn to (or affirmed) and subscribed before me this ${WRITE_IN} day of ${WRITE_IN}, ${WRITE_IN}, by {affiant}.

${SIGNATURE_LINE}
(Signature of Notary Public-State of Florida)
${SIGNATURE_LINE}
(Print, Type, or Stamp Commissioned Name of Notary Public)
Personally Known ${WRITE_IN} OR Produced Identification ${WRITE_IN}
Type of Identification Produced ${WRITE_IN}`,
};

export const PUBLIC_NOTICE_OF_NONPAYMENT_FORM: StatutoryForm = {
  ...NOTICE_OF_NONPAYMENT_FORM,
  section: '255.05',
  subsection: '(2)(a)2',
};
