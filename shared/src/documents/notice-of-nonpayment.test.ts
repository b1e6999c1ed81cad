/**
 * The Notice of Nonpayment, sworn (s. 713.23(1)(d); s. 255.05(2)(a)2 on a public job), for every
 * role whose job calls for it: the form and its declaration word for word, the notary's
 * certificate, the amounts in place, served on the contractor and the surety.
 */
import { describe, expect, it } from 'vitest';
import type { JobKind } from '../deadlines/lienor-roles';
import type { LienorRole } from '../domain';
import { documentInput } from '../test-support/document-input';
import { JURAT_TEXT, LIENOR_SIGNATURE_TEXT } from '../test-support/florida-jurat-text';
import { prepareDocument } from './prepare-document';

/** The form as s. 713.23(1)(d) prints it, or s. 255.05(2)(a)2 with its "claimant". */
const form = (who: 'lienor' | 'claimant') => `NOTICE OF NONPAYMENT

To: Gulf Coast Builders, Inc., 200 Harbor Blvd, Tampa, FL 33602
Sunrise Surety Co., 1 Surety Plaza, Orlando, FL 32801

The undersigned notifies you that:

1. The ${who} has furnished drywall labor and materials for the improvement of the real property identified as 14 Palm Way, Tampa, FL 33602; Lot 25, Block 3, BAYWOOD PARK, Plat Book 12, Page 34. The corresponding amount unpaid to date is $8,499.50, of which, $____________ is unpaid retainage.

2. The ${who} has been paid to date the amount of $4,000.50 for previously furnishing drywall labor and materials for this improvement.

3. The ${who} expects to furnish ____________ (describe labor, services, or materials) for this improvement in the future (if known), and the corresponding amount expected to become due is $____________ (if known).

I declare that I have read the foregoing Notice of Nonpayment and that the facts stated in it are true to the best of my knowledge and belief.

Dated on November 27, 2026

${LIENOR_SIGNATURE_TEXT}

STATE OF FLORIDA
COUNTY OF ____________

${JURAT_TEXT}

Prepared with LienMinder. This is not legal advice: review this document, with an attorney if you can, before you sign it.`;

const CASES: [LienorRole, JobKind][] = [
  ['subcontractor', 'bonded'],
  ['sub_subcontractor', 'bonded'],
  ['supplier_to_contractor', 'bonded'],
  ['supplier_to_subcontractor', 'bonded'],
  ['laborer', 'bonded'],
  ['design_professional', 'bonded'],
  ['', 'bonded'],
  ['sub_subcontractor', 'public'],
  ['supplier_to_subcontractor', 'public'],
  ['laborer', 'public'],
  ['', 'public'],
];

describe('Notice of Nonpayment', () => {
  for (const [role, job] of CASES) {
    it(`for ${role === '' ? 'a project with no role' : `a ${role}`} on a ${job} job: the sworn form, filled`, () => {
      const document = prepareDocument('notice-of-nonpayment', documentInput(role, job));
      expect(document.text).toBe(form(job === 'public' ? 'claimant' : 'lienor'));
      expect(document.statute).toBe(
        job === 'public'
          ? 's. 255.05(2)(a)2, Florida Statutes (2025)'
          : 's. 713.23(1)(d), Florida Statutes (2025)',
      );
      expect(document.missing).toEqual([]);
      expect(document.serving.serveOn).toEqual([
        {
          party: 'contractor',
          name: 'Gulf Coast Builders, Inc.',
          address: '200 Harbor Blvd, Tampa, FL 33602',
        },
        { party: 'surety', name: 'Sunrise Surety Co.', address: '1 Surety Plaza, Orlando, FL 32801' },
      ]);
    });
  }

  it('is sworn and served within 90 days after final furnishing; on a public job not before day 45', () => {
    const { serving } = prepareDocument('notice-of-nonpayment', documentInput('sub_subcontractor', 'public'));
    expect(serving.notes).toEqual([
      'Sign it under oath before a notary, then serve it on the contractor and a copy on the surety not later than 90 days after your final furnishing (by July 4, 2026) (s. 255.05(2)(a)2).',
      'On a public job it may not be served earlier than 45 days after your first furnishing (March 17, 2026) (s. 255.05(2)(a)2).',
    ]);
  });

  it('marks the surety and the amounts missing', () => {
    const document = prepareDocument(
      'notice-of-nonpayment',
      documentInput('subcontractor', 'bonded', {
        project: { suretyName: '', suretyAddress: '', amountPaid: '', amountUnpaid: '' },
      }),
    );
    expect(document.text).toContain('\n[MISSING: Surety’s name], [MISSING: Surety’s address]\n');
    expect(document.text).toContain('The corresponding amount unpaid to date is $[MISSING: Amount unpaid],');
    expect(document.missing).toEqual(['suretyName', 'suretyAddress', 'amountUnpaid', 'amountPaid']);
  });
});
