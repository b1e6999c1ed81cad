/**
 * The contractor's final payment affidavit, s. 713.06(3)(d)1, Florida Statutes: the contractor
 * "shall execute and deliver to the owner" it, "at least 5 days before instituting an action" to
 * enforce the lien, and "The affidavit may be in substantially the following form". The statute
 * prints the form, oath and notary's certificate included (the task's brief assumed it printed none).
 *
 * Source: the form as printed in a reproduction of ch. 713 and in two Florida construction lawyers'
 * copies, which agree word for word on the body; the reference corpus held no copy of the
 * Legislature's 2025 page for this paragraph. Check against
 * https://www.flsenate.gov/Laws/Statutes/2025/713.06 before release (in particular the notary's
 * certificate, which the 2019 notary legislation may have moved to the "physical presence or online
 * notarization" wording).
 *
 * Blanks, with the statute's captions: {affiant} "(name of affiant)"; {relation} "(title of
 * affiant)"; {lienor} "(name of contractor’s business)"; {owner} "(name of owner)"; {amountUnpaid}
 * the final payment's dollar blank; {signedDay} the day, month and year it is signed. The unpaid
 * lienors under the contract are written in: the project does not know them.
 */
import { SIGNATURE_LINE, type StatutoryForm, WRITE_IN } from './statutory-form';

export const FINAL_PAYMENT_AFFIDAVIT_FORM: StatutoryForm = {
  title: 'Contractor’s Final Payment Affidavit',
  section: '713.06',
  subsection: '(3)(d)',
  text: `CONTRACTOR’S FINAL PAYMENT AFFIDAVIT

State of Florida
County of ${WRITE_IN}

Before me, the undersigned authority, personally appeared {affiant}, who, after being first duly sworn, deposes and says of his or her personal knowledge the following:

1. He or she is the {relation}, of {lienor}, which does business in the State of Florida, hereinafter referred to as the “Contractor.”

2. Contractor, pursuant to a contract with {owner}, hereinafter referred to as the “Owner,” has furnished or caused to be furnished labor, materials, and services for the construction of certain improvements to real property as more particularly set forth in said contract.

3. This affidavit is executed by the Contractor in accordance with section 713.06 of the Florida Statutes for the purposes of obtaining final payment from the Owner in the amount of \${amountUnpaid}.

4. All work to be performed under the contract has been fully completed, and all lienors under the direct contract have been paid in full, except the following listed lienors:

NAME OF LIENOR ${WRITE_IN} AMOUNT DUE ${WRITE_IN}
NAME OF LIENOR ${WRITE_IN} AMOUNT DUE ${WRITE_IN}

Signed, sealed, and delivered this {signedDay}.

${SIGNATURE_LINE}
By {affiant}
{relation}
{lienor}

Sworn to and subscribed before me this ${WRITE_IN} day of ${WRITE_IN} by {affiant}, who is personally known to me or produced ${WRITE_IN} as identification, and did take an oath.

${SIGNATURE_LINE}
(name of notary public)
Notary Public
My Commission Expires: ${WRITE_IN}`,
};
