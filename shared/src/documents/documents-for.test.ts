/**
 * The documents each role and job call for (docs/florida-rules.md section 3), written out by hand
 * for every role, no role included, on a private job, a bonded private job and a public job.
 */
import { describe, expect, it } from 'vitest';
import type { JobKind } from '../deadlines/lienor-roles';
import type { LienorRole } from '../domain';
import { jobOf } from '../test-support/document-input';
import type { DocumentKind } from './document-contract';
import { documentsFor } from './documents-for';

const LIEN: DocumentKind[] = ['claim-of-lien', 'waiver-progress', 'waiver-final', 'sworn-statement'];
const NTO: DocumentKind = 'notice-to-owner';
const NTC: DocumentKind = 'notice-to-contractor';
const NON: DocumentKind = 'notice-of-nonpayment';
const FPA: DocumentKind = 'final-payment-affidavit';

const EXPECTED: Record<JobKind, Record<LienorRole, DocumentKind[]>> = {
  private: {
    // Every document some role gets: the subcontractors' notice, the contractor's affidavit.
    '': [NTO, ...LIEN, FPA],
    contractor: [...LIEN, FPA],
    subcontractor: [NTO, ...LIEN],
    sub_subcontractor: [NTO, ...LIEN],
    supplier_to_contractor: [NTO, ...LIEN],
    supplier_to_subcontractor: [NTO, ...LIEN],
    laborer: LIEN,
    design_professional: LIEN,
  },
  bonded: {
    '': [NTC, NON, ...LIEN, FPA],
    contractor: [...LIEN, FPA],
    subcontractor: [NON],
    sub_subcontractor: [NTC, NON],
    supplier_to_contractor: [NON],
    supplier_to_subcontractor: [NTC, NON],
    laborer: [NON],
    // Unsettled whether the bond displaces its lien: offered both.
    design_professional: [NON, ...LIEN],
  },
  public: {
    '': [NTC, NON],
    contractor: [],
    subcontractor: [],
    sub_subcontractor: [NTC, NON],
    supplier_to_contractor: [],
    supplier_to_subcontractor: [NTC, NON],
    laborer: [NON],
    design_professional: [],
  },
};

const ORDER: DocumentKind[] = [
  NTO,
  NTC,
  'claim-of-lien',
  NON,
  'waiver-progress',
  'waiver-final',
  FPA,
  'sworn-statement',
];
const inOrder = (kinds: DocumentKind[]) => ORDER.filter((kind) => kinds.includes(kind));

describe('documentsFor', () => {
  for (const job of ['private', 'bonded', 'public'] as const) {
    for (const [role, expected] of Object.entries(EXPECTED[job]) as [LienorRole, DocumentKind[]][]) {
      it(`offers a ${role === '' ? 'project with no role' : role} on a ${job} job exactly its documents`, () => {
        expect(documentsFor({ role, ...jobOf(job) })).toEqual(inOrder(expected));
      });
    }
  }

  it('reads a payment bond on a public job as a public job (s. 255.05, not s. 713.23)', () => {
    expect(documentsFor({ role: 'sub_subcontractor', type: 'public', paymentBond: true })).toEqual([
      NTC,
      NON,
    ]);
  });
});
