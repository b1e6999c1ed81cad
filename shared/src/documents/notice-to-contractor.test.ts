/**
 * The Notice to Contractor for every role whose bonded private or public job calls for it: the
 * s. 713.23(1)(c) form word for word, cited to s. 255.05(2)(a)2 on a public job, the facts in place.
 */
import { describe, expect, it } from 'vitest';
import { documentInput } from '../test-support/document-input';
import { prepareDocument } from './prepare-document';

const STATUTE = {
  bonded: ['s. 713.23(1)(c), Florida Statutes (2025)', 'https://www.flsenate.gov/Laws/Statutes/2025/713.23'],
  public: ['s. 255.05(2)(a)2, Florida Statutes (2025)', 'https://www.flsenate.gov/Laws/Statutes/2025/255.05'],
} as const;

describe('Notice to Contractor', () => {
  for (const job of ['bonded', 'public'] as const) {
    for (const role of ['sub_subcontractor', 'supplier_to_subcontractor', ''] as const) {
      it(`for ${role === '' ? 'a project with no role' : `a ${role}`} on a ${job} job: the form, word for word, filled`, () => {
        const document = prepareDocument('notice-to-contractor', documentInput(role, job));
        expect(document.text).toBe(
          `NOTICE TO CONTRACTOR

To: Gulf Coast Builders, Inc., 200 Harbor Blvd, Tampa, FL 33602

The undersigned hereby informs you that he or she has furnished or is furnishing services or materials as follows:

drywall labor and materials for the improvement of the real property identified as 14 Palm Way, Tampa, FL 33602; Lot 25, Block 3, BAYWOOD PARK, Plat Book 12, Page 34 under an order given by Ace Interiors LLC.

This notice is to inform you that the undersigned intends to look to the contractor’s bond to secure payment for the furnishing of materials or services for the improvement of the real property.

Sunshine Drywall LLC
______________________________
(signature of lienor or lienor’s representative)
November 27, 2026
1 Main Street, Orlando, FL 32801

Prepared with LienMinder. This is not legal advice: review this document, with an attorney if you can, before you sign it.`,
        );
        expect([document.statute, document.statuteUrl]).toEqual(STATUTE[job]);
        expect(document.missing).toEqual([]);
        expect(document.serving.serveOn).toEqual([
          {
            party: 'contractor',
            name: 'Gulf Coast Builders, Inc.',
            address: '200 Harbor Blvd, Tampa, FL 33602',
          },
        ]);
      });
    }
  }

  it('counts the 45 days and the day-40 mailing from the first furnishing', () => {
    const { serving } = prepareDocument('notice-to-contractor', documentInput('sub_subcontractor', 'public'));
    expect(serving.notes[0]).toBe(
      'Serve it within 45 days after you first furnish (by March 17, 2026) (s. 255.05(2)(a)2).',
    );
    expect(serving.notes[1]).toContain('Mailing it by day 40 (March 12, 2026)');
  });

  it('marks the contractor’s address missing', () => {
    const document = prepareDocument(
      'notice-to-contractor',
      documentInput('sub_subcontractor', 'bonded', { project: { contractorAddress: ' ' } }),
    );
    expect(document.text).toContain('\nTo: Gulf Coast Builders, Inc., [MISSING: Contractor’s address]\n');
    expect(document.missing).toEqual(['contractorAddress']);
  });
});
