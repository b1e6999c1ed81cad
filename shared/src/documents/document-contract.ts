/**
 * The statutory documents a project can call for (Gold's premium feature), and the facts they are
 * filled from: the company profile (who you are, once) and the project's optional document facts.
 * Shared by the engine that fills a document (shared/src/documents), the API that answers it and
 * the browser that previews it and builds its PDF.
 */
import type { LocalDate } from '../calendar/local-date';
import type { ProjectDocumentFacts, ProjectFields } from '../domain';

/** The documents, by the `kind` the API's path names (`GET /api/projects/{id}/documents/{kind}`). */
export const DOCUMENT_KINDS = [
  'notice-to-owner',
  'notice-to-contractor',
  'claim-of-lien',
  'notice-of-nonpayment',
  'waiver-progress',
  'waiver-final',
  'final-payment-affidavit',
  'sworn-statement',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const isDocumentKind = (kind: string): kind is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(kind);

/** The waivers (s. 713.20(4), (5)): the documents whose terms are asked when they are made. */
export const isWaiver = (kind: DocumentKind): boolean =>
  kind === 'waiver-progress' || kind === 'waiver-final';

/** Who you are, entered once on the account and used by every form. '' when not entered. */
export interface CompanyProfile {
  legalName: string;
  /** Street, city, state and ZIP as the user writes them (may hold line breaks). */
  address: string;
  phone: string;
  email: string;
  signerName: string;
  signerTitle: string;
  /**
   * The natural person who prepared a recorded document, when not the signer (the company's
   * attorney, say): name and post-office address, as s. 695.26(1)(b) asks. '' when the signer
   * prepared it, whose name and the company's address are printed instead.
   */
  preparedBy: string;
}

// The project's document facts are project fields (domain.ts, beside the rest of ProjectFields),
// named here too so the engine, the API and the browser read one vocabulary from this module.
export { DOCUMENT_FACT_FIELDS, type DocumentFactField, type ProjectDocumentFacts } from '../domain';

/** What a waiver asks when it is made (s. 713.20(4), (5)): the amount, and for a progress waiver the date it runs through. */
export interface WaiverTerms {
  amount: string;
  throughDate: LocalDate | '';
}

/**
 * How the 45-day notice was served, from the deadline's proof of service: a Claim of Lien by one not
 * in privity with the owner recites the date and method of service of the notice to owner and of its
 * copy on the contractor (s. 713.08(1)(h)). '' when not recorded.
 */
export interface NoticeServiceRecord {
  servedOn: LocalDate | '';
  /** "certified mail, return receipt requested", "hand delivery" … as the user recorded it. */
  method: string;
}

export interface DocumentInput {
  project: ProjectFields & ProjectDocumentFacts;
  profile: CompanyProfile;
  /** The project's own calendar day the document is prepared on. */
  today: LocalDate;
  waiver?: WaiverTerms;
  noticeService?: NoticeServiceRecord;
}

/** A party a document is served on, as s. 713.06(2)(a), s. 713.23 or s. 255.05 requires for the job. */
export interface ServiceParty {
  party: 'owner' | 'contractor' | 'customer' | 'surety' | 'lender' | 'clerk';
  name: string;
  address: string;
}

/** How to serve the document (s. 713.18): on whom, by which methods that count, and the rules of timing. */
export interface ServingGuide {
  serveOn: ServiceParty[];
  methods: string[];
  notes: string[];
}

/**
 * The parts a statutory form is set out in, each laid out as the statute prints it, on screen and
 * in the PDF alike: the recording block "This instrument prepared by:" (s. 695.26(1)(b)), the
 * form's title, a warning in capitals (set in bold), a heading, running text, a signature block
 * (the signature line, and beneath it the signer's printed name and post-office address), and the
 * notary's block.
 */
export const DOCUMENT_BLOCK_KINDS = [
  'prepared-by',
  'title',
  'warning',
  'heading',
  'paragraph',
  'signature',
  'notary',
] as const;
export type DocumentBlockKind = (typeof DOCUMENT_BLOCK_KINDS)[number];

/** One part of a document; a line break in `text` is a line of its own. */
export interface DocumentBlock {
  kind: DocumentBlockKind;
  text: string;
}

/**
 * A document filled with the project's facts. `text` is the statute's own words with each fact in
 * place and each missing fact left as a plainly marked blank, its blocks one after another and then
 * the foot line (DOCUMENT_FOOT_LINE); `missing` names the missing facts by field (`ownerAddress`,
 * `profile.legalName`, `waiver.amount` …).
 */
export interface PreparedDocument {
  kind: DocumentKind;
  title: string;
  /** The section it comes from, e.g. "s. 713.06(2)(c), Florida Statutes (2025)". */
  statute: string;
  statuteUrl: string;
  text: string;
  /** `text` part by part (the foot line apart): what the preview and the PDF lay out. */
  blocks: DocumentBlock[];
  /**
   * Printed for the public records (the Claim of Lien): the PDF leaves the clerk's spaces of s.
   * 695.26(1)(e) blank and prints the foot line below the bottom margin of the last page only.
   */
  forRecording: boolean;
  missing: string[];
  serving: ServingGuide;
}
