/**
 * Which statutory document answers which deadline: the paper a deadline asks the user to serve,
 * record or give. A deadline type can stand for two documents (the 45-day notice is a Notice to
 * Owner on a private job and a Notice to Contractor on a bonded or public one); the one the
 * project calls for is the one `documentsFor(project)` offers.
 */
import type { DeadlineType } from './deadlines/types';
import type { DocumentKind } from './documents/document-contract';

export const DEADLINE_DOCUMENTS: Partial<Record<DeadlineType, readonly DocumentKind[]>> = {
  // s. 713.06(2)(a); s. 713.23(1)(c) and s. 255.05(2)(a)2 on bonded and public jobs.
  notice_to_owner: ['notice-to-owner', 'notice-to-contractor'],
  // s. 713.08; s. 713.23(1)(d) and s. 255.05(2)(a)2.
  record_lien: ['claim-of-lien', 'notice-of-nonpayment'],
  // s. 713.08(4)(c): the recorded Claim of Lien is what is served.
  serve_lien: ['claim-of-lien'],
  // s. 713.06(3)(d).
  final_payment_affidavit: ['final-payment-affidavit'],
  // s. 713.16(2): the answer to the owner's demand.
  sworn_statement: ['sworn-statement'],
};

/** The document a deadline of `type` asks for, among those the project calls for; none when it asks for none. */
export function documentForDeadline(
  type: DeadlineType,
  offered: readonly DocumentKind[],
): DocumentKind | undefined {
  return DEADLINE_DOCUMENTS[type]?.find((kind) => offered.includes(kind));
}

/**
 * What a document is called before it is prepared (the prepared one carries the statute's own
 * title): the app's document links and the alert emails that link a deadline's document.
 */
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  'notice-to-owner': 'Notice to Owner',
  'notice-to-contractor': 'Notice to Contractor',
  'claim-of-lien': 'Claim of Lien',
  'notice-of-nonpayment': 'Notice of Nonpayment',
  'waiver-progress': 'Waiver and Release of Lien upon Progress Payment',
  'waiver-final': 'Waiver and Release of Lien upon Final Payment',
  'final-payment-affidavit': "Contractor's Final Payment Affidavit",
  'sworn-statement': 'Sworn Statement of Account',
};
