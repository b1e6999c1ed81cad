import type { DocumentKind } from '@lienminder/shared';

/** The preview page of one of a project's documents. */
export const documentPath = (projectId: string, kind: DocumentKind) =>
  `/projects/${encodeURIComponent(projectId)}/documents/${kind}`;

/** What a document is called before it is prepared (the prepared one carries the statute's own title). */
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
