/**
 * The lienor's sworn statement of account, in answer to the owner's demand under s. 713.16(2),
 * Florida Statutes (2025). The statute prints no form for it (the form s. 713.16 prints is the owner's
 * demand): this document is built from the contents s. 713.16(2) requires, quoting that
 * requirement, and ends in the Florida jurat because the statement must be "under oath".
 *
 * Source of the quotation: s. 713.16(2) as published from the Legislature's page (2023 and later
 * copies agree word for word). Check against https://www.flsenate.gov/Laws/Statutes/2025/713.16
 * before release.
 *
 * Blanks: {owner}, {property}, {contractor}, {customer} as the owner's demand names them (s.
 * 713.16(2): "a description of the property and the names of the owner, the contractor, and the
 * lienor’s customer"); {demandServed} the day the demand was served; {lienor}; {dated}; the
 * account's {furnishing}, {amountPaid}, {amountUnpaid} and {amountToBecomeDue}; LIENOR_SIGNATURE;
 * {affiant}.
 */
import { FLORIDA_JURAT, FLORIDA_VENUE } from './florida-jurat';
import { LIENOR_SIGNATURE } from './lienor-signature';
import { paragraph, STATUTES_EDITION, type StatutoryForm, title } from './statutory-form';

export const SWORN_STATEMENT_FORM: StatutoryForm = {
  title: 'Sworn Statement of Account',
  section: '713.16',
  subsection: '(2)',
  edition: STATUTES_EDITION,
  forRecording: false,
  blocks: [
    title('SWORN STATEMENT OF ACCOUNT'),
    paragraph(`To: {ownerWithAddress}
Property: {property}
Contractor: {contractor}
Lienor’s customer: {customer}`),
    paragraph(
      'Section 713.16(2), Florida Statutes: “The owner may serve in writing a demand of any lienor for a written statement under oath of his or her account showing the nature of the labor or services performed and to be performed, if any, the materials furnished, the materials to be furnished, if known, the amount paid on account to date, the amount due, and the amount to become due, if known, as of the date of the statement by the lienor.”',
    ),
    paragraph(
      'In answer to the owner’s demand served on {demandServed}, the undersigned lienor, {lienor}, states under oath its account as of {dated}:',
    ),
    paragraph(
      'The nature of the labor or services performed and to be performed, if any, the materials furnished, and the materials to be furnished, if known: {furnishing}',
    ),
    paragraph(`The amount paid on account to date: \${amountPaid}`),
    paragraph(`The amount due: \${amountUnpaid}`),
    paragraph(`The amount to become due, if known: \${amountToBecomeDue}`),
    LIENOR_SIGNATURE,
    FLORIDA_VENUE,
    ...FLORIDA_JURAT,
  ],
};
