/**
 * The Claim of Lien, s. 713.08(3), Florida Statutes: "The claim of lien shall be sufficient if it is
 * in substantially the following form", warning first. Sworn: s. 713.08(2) wants it "signed and
 * sworn to or affirmed by the lienor or the lienor’s agent acquainted with the facts stated
 * therein", and the form ends in the notary's jurat (FLORIDA_JURAT).
 *
 * Source: the warning as copied from the Legislature's page by two independent sources (one
 * verified against the 2026 page) and quoted by a Florida lawyer's article; the body as recalled
 * from the Legislature's text and checked against a generator's copy of it, which agrees but for
 * "he or she"/"she or he" (this module keeps the statute's "she or he", as in s. 713.08(1)(b)).
 * Check against https://www.flsenate.gov/Laws/Statutes/2025/713.08 before release.
 *
 * The form's two conditional recitals, "(if the lien is claimed by one not in privity with the
 * owner) that the lienor served her or his notice to owner …" and "(if required) that the lienor
 * served copies of the notice on the contractor …", are kept apart below: a lienor in privity with
 * the owner, or a laborer (who serves no notice to owner), leaves both out; one below a
 * subcontractor keeps both. The parenthesised conditions are the form's instructions to whoever
 * fills it, so a filled claim drops them, as it drops "(date)".
 * The copy "on the subcontractor" that ends the second recital is owed only by a materialman to a
 * sub-subcontractor (s. 713.06(2)(a)), a role the project's "Who hired you?" does not name: left out.
 *
 * Blanks, with the statute's captions: {affiant} "(name of affiant)" and "(name of person making
 * statement)"; {relation} "(description of relation)"; {lienorWithAddress} "(name and address of lienor)";
 * {customer} "(name of person with whom contracted)"; {furnishing} "(describe specially fabricated
 * materials separately)"; {county} the county blank; {legalDescription} "(legal description of real
 * property)"; {owner} "(name of owner)"; {contractPrice} and {amountUnpaid} the dollar blanks;
 * {firstFurnished} and {lastFurnished} "(date)"; {recitals} the conditional recitals; the signature line and
 * {lienorWithAddress} "(signature and address of lienor)".
 */
import { FLORIDA_JURAT } from './florida-jurat';
import { SIGNATURE_LINE, type StatutoryForm, WRITE_IN } from './statutory-form';

export const CLAIM_OF_LIEN_FORM: StatutoryForm = {
  title: 'Claim of Lien',
  section: '713.08',
  subsection: '(3)',
  text: `WARNING! THIS LEGAL DOCUMENT REFLECTS THAT A CONSTRUCTION LIEN HAS BEEN PLACED ON THE REAL PROPERTY LISTED HEREIN. UNLESS THE OWNER OF SUCH PROPERTY TAKES ACTION TO SHORTEN THE TIME PERIOD, THIS LIEN MAY REMAIN VALID FOR ONE YEAR FROM THE DATE OF RECORDING, AND SHALL EXPIRE AND BECOME NULL AND VOID THEREAFTER UNLESS LEGAL PROCEEDINGS HAVE BEEN COMMENCED TO FORECLOSE OR TO DISCHARGE THIS LIEN.

CLAIM OF LIEN

State of ${WRITE_IN}
County of ${WRITE_IN}

Before me, the undersigned notary public, personally appeared {affiant} who was duly sworn and says that she or he is the {relation} of the lienor, {lienorWithAddress}; that in accordance with a contract with {customer}, lienor furnished labor, services, or materials consisting of {furnishing} on the following described real property in {county} County, Florida:

{legalDescription}

owned by {owner} of a total value of \${contractPrice}, of which there remains unpaid \${amountUnpaid}, and furnished the first of the items on {firstFurnished}, and the last of the items on {lastFurnished}{recitals}.

${SIGNATURE_LINE}
{lienorWithAddress}

${FLORIDA_JURAT}`,
};

/** Recited by a lienor not in privity with the owner (s. 713.08(1)(h)). Blanks: "(date)", "(method of service)". */
export const NOTICE_TO_OWNER_RECITAL =
  '; and that the lienor served her or his notice to owner on {noticeServedOn}, by {noticeMethod}';

/** Recited by a lienor not in privity with the contractor, who served it a copy (s. 713.06(2)(a)). */
export const CONTRACTOR_COPY_RECITAL =
  '; and that the lienor served copies of the notice on the contractor on {noticeServedOn}, by {noticeMethod}';
