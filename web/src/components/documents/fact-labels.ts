import {
  type CompanyProfile,
  type DocumentFactField,
  FACT_LABELS,
  type ProjectFields,
} from '@lienminder/shared';

/**
 * The project's document facts as the form labels them: the words the preview uses for a missing
 * one, and the bond number, which no form reports missing (it fills a blank only when entered).
 */
export const DOCUMENT_FACT_LABELS: Record<DocumentFactField, string> = {
  bondNumber: 'Bond number',
  ...FACT_LABELS,
};

/**
 * The anchor of a project field a document is filled from (its facts, the parties' names, the
 * furnishing dates, the owner's demand): a document's "Fill it" link opens the form there.
 */
export const documentFactAnchor = (field: keyof ProjectFields) => `fact-${field}`;

/** The anchor of the section itself (it opens when the address names it or one of its fields). */
export const DOCUMENT_FACTS_ANCHOR = 'document-facts';

/**
 * The project page's anchor that opens the Notice to Owner's "Record how it was served" dialog:
 * a Claim of Lien recites the day and the way it was served (s. 713.08(1)(h)).
 */
export const NOTICE_SERVICE_ANCHOR = 'service-date';

/** The anchor of a field of the company profile page. */
export const companyProfileAnchor = (field: keyof CompanyProfile) => `profile-${field}`;
