import type { CompanyProfile, DocumentFactField } from '@lienminder/shared';

/** The project's document facts as the form labels them, and the preview names them when missing. */
export const DOCUMENT_FACT_LABELS: Record<DocumentFactField, string> = {
  ownerAddress: "Owner's mailing address",
  contractorAddress: "Contractor's address",
  customerName: 'Your customer (who hired you), when not the contractor',
  customerAddress: "Your customer's address",
  suretyName: 'Surety (bonding company)',
  suretyAddress: "Surety's address",
  bondNumber: 'Bond number',
  lenderName: 'Lender, if any',
  lenderAddress: "Lender's address",
  county: 'County',
  legalDescription: 'Legal description of the property',
  furnishingDescription: 'What you furnished (labor, services or materials)',
  contractPrice: 'Contract price ($)',
  amountPaid: 'Amount paid to date ($)',
  amountUnpaid: 'Amount unpaid ($)',
};

/** The company profile's fields as its page labels them. */
export const PROFILE_FIELD_LABELS: Record<keyof CompanyProfile, string> = {
  legalName: 'Your company’s legal name',
  address: 'Your company’s mailing address',
  phone: 'Your company’s phone',
  email: 'Your company’s email',
  signerName: 'Who signs: name',
  signerTitle: 'Who signs: title',
};

/** The anchor of a fact's field on the project form: a document's "fill it" link opens the form there. */
export const documentFactAnchor = (field: DocumentFactField) => `fact-${field}`;

/** The anchor of the section itself (it opens when the address names it or one of its fields). */
export const DOCUMENT_FACTS_ANCHOR = 'document-facts';
