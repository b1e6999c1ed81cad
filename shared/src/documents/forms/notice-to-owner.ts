/**
 * The Notice to Owner, s. 713.06(2)(c), Florida Statutes (2025): "The notice may be in substantially the
 * following form and must include the information and the warning contained in the following
 * form". Copied word for word, headings and capitalised warning included.
 *
 * Source: the offline reference corpus held no copy of the Legislature's 2025 page for this form.
 * The text is the form as quoted from the statute by a Florida construction lawyer's article (its
 * warning and first paragraphs) and by two independent sources that say they copied it from the
 * Legislature's 2026 page: they agree word for word. A 2025 House bill (HB 893) proposed to revise
 * this notice; the reference corpus could not show whether the act passed that session (SB 658)
 * did. Check against https://www.flsenate.gov/Laws/Statutes/2025/713.06 before release.
 *
 * Blanks, with the statute's captions: {ownerWithAddress} "(Owner’s name and address)"; {furnishing} "(General
 * description of services or materials)"; {property} "(property description)"; {customer}
 * "(lienor’s customer)"; {lienor} "(Lienor’s name)"; {lienorAddress} "(Lienor’s address)"; {copies}
 * "(Those persons listed in Section 713.06(2)(a) and (b), Florida Statutes)".
 */
import {
  heading,
  paragraph,
  SIGNATURE_LINE,
  STATUTES_EDITION,
  type StatutoryForm,
  signature,
  title,
  warning,
} from './statutory-form';

/** What the form prints after "Copies to:", kept when no copy is owed. */
export const NOTICE_TO_OWNER_COPIES_CAPTION =
  '(Those persons listed in Section 713.06(2)(a) and (b), Florida Statutes)';

export const NOTICE_TO_OWNER_FORM: StatutoryForm = {
  title: 'Notice to Owner',
  section: '713.06',
  subsection: '(2)(c)',
  edition: STATUTES_EDITION,
  forRecording: false,
  blocks: [
    warning(
      'WARNING! FLORIDA’S CONSTRUCTION LIEN LAW ALLOWS SOME UNPAID CONTRACTORS, SUBCONTRACTORS, AND MATERIAL SUPPLIERS TO FILE LIENS AGAINST YOUR PROPERTY EVEN IF YOU HAVE MADE PAYMENT IN FULL. UNDER FLORIDA LAW, YOUR FAILURE TO MAKE SURE THAT WE ARE PAID MAY RESULT IN A LIEN AGAINST YOUR PROPERTY AND YOUR PAYING TWICE. TO AVOID A LIEN AND PAYING TWICE, YOU MUST OBTAIN A WRITTEN RELEASE FROM US EVERY TIME YOU PAY YOUR CONTRACTOR.',
    ),
    title('NOTICE TO OWNER'),
    paragraph('To {ownerWithAddress}'),
    paragraph(
      'The undersigned hereby informs you that he or she has furnished or is furnishing services or materials as follows:',
    ),
    paragraph(
      '{furnishing} for the improvement of the real property identified as {property} under an order given by {customer}.',
    ),
    paragraph(
      'Florida law prescribes the serving of this notice and restricts your right to make payments under your contract in accordance with Section 713.06, Florida Statutes.',
    ),
    heading('IMPORTANT INFORMATION FOR YOUR PROTECTION'),
    paragraph(
      'Under Florida’s laws, those who work on your property or provide materials and are not paid have a right to enforce their claim for payment against your property. This claim is known as a construction lien.',
    ),
    paragraph(
      'If your contractor fails to pay subcontractors or material suppliers or neglects to make other legally required payments, the people who are owed money may look to your property for payment, EVEN IF YOU HAVE PAID YOUR CONTRACTOR IN FULL.',
    ),
    heading('PROTECT YOURSELF:'),
    paragraph(
      '—RECOGNIZE that this Notice to Owner may result in a lien against your property unless all those supplying a Notice to Owner have been paid.',
    ),
    paragraph(
      '—LEARN more about the Construction Lien Law, Chapter 713, Part I, Florida Statutes, and the meaning of this notice by contacting an attorney or the Florida Department of Business and Professional Regulation.',
    ),
    signature(`${SIGNATURE_LINE}
(Lienor’s signature)
{lienor}
{lienorAddress}`),
    paragraph('Copies to: {copies}'),
  ],
};
