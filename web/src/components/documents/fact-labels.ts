import { type CompanyProfile, type DocumentFactField, FACT_LABELS } from '@lienminder/shared';

/**
 * The project's document facts as the form labels them: the words the preview uses for a missing
 * one, and the bond number, which no form reports missing (it fills a blank only when entered).
 */
export const DOCUMENT_FACT_LABELS: Record<DocumentFactField, string> = {
  bondNumber: 'Bond number',
  ...FACT_LABELS,
};

/** The anchor of a fact's field on the project form: a document's "fill it" link opens the form there. */
export const documentFactAnchor = (field: DocumentFactField) => `fact-${field}`;

/** The anchor of the section itself (it opens when the address names it or one of its fields). */
export const DOCUMENT_FACTS_ANCHOR = 'document-facts';

/** The anchor of a field of the company profile page. */
export const companyProfileAnchor = (field: keyof CompanyProfile) => `profile-${field}`;
