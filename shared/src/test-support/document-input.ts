/** A document's input as the document tests build it: every fact entered, overridden per test. */
import type { JobKind } from '../deadlines/lienor-roles';
import {
  type CompanyProfile,
  DOCUMENT_FACT_FIELDS,
  type DocumentInput,
  type ProjectDocumentFacts,
} from '../documents/document-contract';
import { type LienorRole, newProjectFields, type ProjectFields } from '../domain';
import { emptyCompanyProfile } from '../schemas/company-profile';

export const COMPLETE_FACTS: ProjectDocumentFacts = {
  ownerAddress: '9 Bay Street\nTampa, FL 33606',
  contractorAddress: '200 Harbor Blvd, Tampa, FL 33602',
  customerName: 'Ace Interiors LLC',
  customerAddress: '55 Oak Ave, Tampa, FL 33609',
  suretyName: 'Sunrise Surety Co.',
  suretyAddress: '1 Surety Plaza, Orlando, FL 32801',
  bondNumber: 'PB-2026-118',
  lenderName: 'First Coast Bank',
  lenderAddress: '10 Lender Way, Jacksonville, FL 32202',
  county: 'Hillsborough',
  legalDescription: 'Lot 25, Block 3, BAYWOOD PARK, Plat Book 12, Page 34',
  furnishingDescription: 'drywall labor and materials',
  contractPrice: '12500',
  amountPaid: '4000.5',
  amountUnpaid: '8499.50',
};

export const NO_FACTS = Object.fromEntries(
  DOCUMENT_FACT_FIELDS.map((field) => [field, '']),
) as ProjectDocumentFacts;

export const COMPLETE_PROFILE: CompanyProfile = {
  legalName: 'Sunshine Drywall LLC',
  address: '1 Main Street\nOrlando, FL 32801',
  phone: '4075550100',
  email: 'office@sunshinedrywall.example',
  signerName: 'Ana Ruiz',
  signerTitle: 'President',
  preparedBy: '',
};

export const NO_PROFILE: CompanyProfile = emptyCompanyProfile();

/** The project fields that make a job of that kind. */
export const jobOf = (job: JobKind): Pick<ProjectFields, 'type' | 'paymentBond'> =>
  job === 'public'
    ? { type: 'public', paymentBond: false }
    : { type: 'private', paymentBond: job === 'bonded' };

export interface DocumentInputOverrides extends Partial<Omit<DocumentInput, 'project'>> {
  project?: Partial<DocumentInput['project']>;
}

/** A project of `role` on a `job`, every fact entered (docs/florida-rules.md section 4's second job), prepared on 2026-11-27. */
export function documentInput(
  role: LienorRole,
  job: JobKind,
  overrides: DocumentInputOverrides = {},
): DocumentInput {
  return {
    profile: COMPLETE_PROFILE,
    today: '2026-11-27',
    waiver: { amount: '2500', throughDate: '2026-03-31' },
    noticeService: { servedOn: '2026-02-20', method: 'certified mail, return receipt requested' },
    ...overrides,
    project: {
      ...newProjectFields(),
      ...COMPLETE_FACTS,
      name: 'Lopez residence',
      address: '14 Palm Way, Tampa, FL 33602',
      propertyOwner: 'Maria Lopez',
      generalContractor: 'Gulf Coast Builders, Inc.',
      firstFurnishingDate: '2026-01-31',
      lastFurnishingDate: '2026-04-05',
      swornStatementDemandDate: '2026-11-02',
      role,
      ...jobOf(job),
      ...overrides.project,
    },
  };
}
