/**
 * The Claim of Lien, s. 713.08(3), Florida Statutes (2025): "The claim of lien shall be sufficient
 * if it is in substantially the following form", warning first. Sworn: s. 713.08(2) wants it
 * "signed and sworn to or affirmed by the lienor or the lienor’s agent acquainted with the facts
 * stated therein", and the form ends in the notary's jurat (FLORIDA_JURAT). It is recorded, so it
 * is laid out as s. 695.26(1) requires (prepare-document.ts, recording.ts).
 *
 * Source: the warning as copied from the Legislature's page by two independent sources (one
 * verified against the 2026 page) and quoted by a Florida lawyer's article; the body in the words
 * docs/florida-rules.md section 6 quotes: "...who, being first duly sworn, says that she or he is
 * the (agent of) lienor herein, whose address is ...; and that in accordance with a contract with
 * ...". Check against https://www.flsenate.gov/Laws/Statutes/2025/713.08 before release.
 *
 * "(agent of)" is filled with the signer's relation to the lienor, named beside it: "the agent
 * (President) of Sunshine Drywall LLC, lienor herein". The form's two conditional recitals, "(if
 * the lien is claimed by one not in privity with the owner) that the lienor served her or his
 * notice to owner …" and "(if required) that the lienor served copies of the notice on the
 * contractor …, and on the subcontractor, …", are kept apart below: a lienor in privity with the
 * owner, or a laborer (who serves no notice to owner), leaves both out; one whose customer is a
 * subcontractor keeps both (s. 713.08(1)(h)). The parenthesised conditions are the form's
 * instructions to whoever fills it, so a filled claim drops them, as it drops "(date)".
 *
 * Blanks, with the statute's captions: {affiant} "(name of affiant)" and "(name of person making
 * statement)"; {relation} the signer's relation to the lienor; {lienor} and {lienorAddress} the
 * lienor "herein, whose address is"; {customer} "(name of person with whom contracted)";
 * {furnishing} "(describe specially fabricated materials separately)"; {county} the county blank;
 * {legalDescription} "(legal description of real property)"; {owner} "(name of owner)";
 * {contractPrice} and {amountUnpaid} the dollar blanks; {firstFurnished} and {lastFurnished}
 * "(date)"; {recitals} the conditional recitals; LIENOR_SIGNATURE "(signature and address of
 * lienor)".
 */
import { FLORIDA_JURAT, FLORIDA_VENUE } from './florida-jurat';
import { LIENOR_SIGNATURE } from './lienor-signature';
import { paragraph, STATUTES_EDITION, type StatutoryForm, title, warning } from './statutory-form';

export const CLAIM_OF_LIEN_FORM: StatutoryForm = {
  title: 'Claim of Lien',
  section: '713.08',
  subsection: '(3)',
  edition: STATUTES_EDITION,
  forRecording: true,
  blocks: [
    warning(
      'WARNING! THIS LEGAL DOCUMENT REFLECTS THAT A CONSTRUCTION LIEN HAS BEEN PLACED ON THE REAL PROPERTY LISTED HEREIN. UNLESS THE OWNER OF SUCH PROPERTY TAKES ACTION TO SHORTEN THE TIME PERIOD, THIS LIEN MAY REMAIN VALID FOR ONE YEAR FROM THE DATE OF RECORDING, AND SHALL EXPIRE AND BECOME NULL AND VOID THEREAFTER UNLESS LEGAL PROCEEDINGS HAVE BEEN COMMENCED TO FORECLOSE OR TO DISCHARGE THIS LIEN.',
    ),
    title('CLAIM OF LIEN'),
    FLORIDA_VENUE,
    paragraph(
      'Before me, the undersigned notary public, personally appeared {affiant}, who, being first duly sworn, says that she or he is the agent ({relation}) of {lienor}, lienor herein, whose address is {lienorAddress}; and that in accordance with a contract with {customer}, lienor furnished labor, services, or materials consisting of {furnishing} on the following described real property in {county} County, Florida:',
    ),
    paragraph('{legalDescription}'),
    paragraph(
      `owned by {owner} of a total value of \${contractPrice}, of which there remains unpaid \${amountUnpaid}, and furnished the first of the items on {firstFurnished}, and the last of the items on {lastFurnished}{recitals}.`,
    ),
    LIENOR_SIGNATURE,
    ...FLORIDA_JURAT,
  ],
};

/** Recited by a lienor not in privity with the owner (s. 713.08(1)(h)). Blanks: "(date)", "(method of service)". */
export const NOTICE_TO_OWNER_RECITAL =
  '; and that the lienor served her or his notice to owner on {noticeServedOn}, by {noticeMethod}';

/**
 * Recited by a lienor whose customer is a subcontractor, who served copies of the notice on the
 * contractor and on that subcontractor (s. 713.06(2)(a), s. 713.08(1)(h)). Blanks: "(date)",
 * "(method of service)", and the subcontractor's name, {customer}.
 */
export const COPIES_RECITAL =
  '; and that the lienor served copies of the notice on the contractor on {noticeServedOn}, by {noticeMethod}, and on the subcontractor, {customer}, on {noticeServedOn}, by {noticeMethod}';
