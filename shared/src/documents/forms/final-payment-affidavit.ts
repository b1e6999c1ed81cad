/**
 * The contractor's final payment affidavit, s. 713.06(3)(d)1, Florida Statutes (2025): the contractor
 * "shall execute and deliver to the owner" it, "at least 5 days before instituting an action" to
 * enforce the lien, and "The affidavit may be in substantially the following form". The statute
 * prints the form, oath and notary's certificate included (the task's brief assumed it printed none).
 *
 * Source: the form as printed in a reproduction of ch. 713 and in two Florida construction lawyers'
 * copies, which agree word for word on the body; the reference corpus held no copy of the
 * Legislature's 2025 page for this paragraph. Check against
 * https://www.flsenate.gov/Laws/Statutes/2025/713.06 before release. The notary's certificate the
 * copies print ("Sworn to and subscribed before me this ___ day of ___ by ___, who is personally
 * known to me or produced ___ as identification") predates online notarization and has no year:
 * the affidavit ends in the jurat s. 117.05(13)(a) prescribes (FLORIDA_JURAT), the venue the form
 * states at its head being the jurat's. The signer's address under the signature is the
 * contractor's, where the owner answers it.
 *
 * Blanks, with the statute's captions: {affiant} "(name of affiant)"; {relation} "(title of
 * affiant)"; {lienor} "(name of contractor’s business)"; {owner} "(name of owner)"; {amountUnpaid}
 * the final payment's dollar blank; {signedDay} the day, month and year it is signed;
 * {lienorAddressLines} the contractor's address. The unpaid
 * lienors under the contract are written in: the project does not know them.
 */
import { FLORIDA_JURAT, FLORIDA_VENUE } from './florida-jurat';
import {
  paragraph,
  SIGNATURE_LINE,
  STATUTES_EDITION,
  type StatutoryForm,
  signature,
  title,
  WRITE_IN,
} from './statutory-form';

export const FINAL_PAYMENT_AFFIDAVIT_FORM: StatutoryForm = {
  title: 'Contractor’s Final Payment Affidavit',
  section: '713.06',
  subsection: '(3)(d)',
  edition: STATUTES_EDITION,
  forRecording: false,
  blocks: [
    title('CONTRACTOR’S FINAL PAYMENT AFFIDAVIT'),
    FLORIDA_VENUE,
    paragraph(
      'Before me, the undersigned authority, personally appeared {affiant}, who, after being first duly sworn, deposes and says of his or her personal knowledge the following:',
    ),
    paragraph(
      '1. He or she is the {relation}, of {lienor}, which does business in the State of Florida, hereinafter referred to as the “Contractor.”',
    ),
    paragraph(
      '2. Contractor, pursuant to a contract with {owner}, hereinafter referred to as the “Owner,” has furnished or caused to be furnished labor, materials, and services for the construction of certain improvements to real property as more particularly set forth in said contract.',
    ),
    paragraph(
      `3. This affidavit is executed by the Contractor in accordance with section 713.06 of the Florida Statutes for the purposes of obtaining final payment from the Owner in the amount of \${amountUnpaid}.`,
    ),
    paragraph(
      '4. All work to be performed under the contract has been fully completed, and all lienors under the direct contract have been paid in full, except the following listed lienors:',
    ),
    paragraph(`NAME OF LIENOR ${WRITE_IN} AMOUNT DUE ${WRITE_IN}
NAME OF LIENOR ${WRITE_IN} AMOUNT DUE ${WRITE_IN}`),
    paragraph('Signed, sealed, and delivered this {signedDay}.'),
    signature(`${SIGNATURE_LINE}
By {affiant}
{relation}
{lienor}
{lienorAddressLines}`),
    ...FLORIDA_JURAT,
  ],
};
