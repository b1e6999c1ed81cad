/**
 * The contractor's final payment affidavit (s. 713.06(3)(d)) on the private jobs where the
 * contractor has a lien: the statutory form, oath and notary's certificate word for word, filled.
 */
import { describe, expect, it } from 'vitest';
import { documentInput, NO_PROFILE } from '../test-support/document-input';
import { JURAT_TEXT } from '../test-support/florida-jurat-text';
import { prepareDocument } from './prepare-document';

describe('Contractor’s final payment affidavit', () => {
  for (const job of ['private', 'bonded'] as const) {
    it(`for the contractor on a ${job} job: the statutory form, sworn, filled`, () => {
      const document = prepareDocument('final-payment-affidavit', documentInput('contractor', job));
      expect(document.text).toBe(`CONTRACTOR’S FINAL PAYMENT AFFIDAVIT

STATE OF FLORIDA
COUNTY OF ____________

Before me, the undersigned authority, personally appeared Ana Ruiz, who, after being first duly sworn, deposes and says of his or her personal knowledge the following:

1. He or she is the President, of Sunshine Drywall LLC, which does business in the State of Florida, hereinafter referred to as the “Contractor.”

2. Contractor, pursuant to a contract with Maria Lopez, hereinafter referred to as the “Owner,” has furnished or caused to be furnished labor, materials, and services for the construction of certain improvements to real property as more particularly set forth in said contract.

3. This affidavit is executed by the Contractor in accordance with section 713.06 of the Florida Statutes for the purposes of obtaining final payment from the Owner in the amount of $8,499.50.

4. All work to be performed under the contract has been fully completed, and all lienors under the direct contract have been paid in full, except the following listed lienors:

NAME OF LIENOR ____________ AMOUNT DUE ____________
NAME OF LIENOR ____________ AMOUNT DUE ____________

Signed, sealed, and delivered this 27th day of November, 2026.

______________________________
By Ana Ruiz
President
Sunshine Drywall LLC
1 Main Street
Orlando, FL 32801

${JURAT_TEXT}

Prepared with LienMinder. This is not legal advice: review this document, with an attorney if you can, before you sign it.`);
      expect(document.title).toBe('Contractor’s Final Payment Affidavit');
      expect(document.statute).toBe('s. 713.06(3)(d), Florida Statutes (2025)');
      expect(document.missing).toEqual([]);
    });
  }

  it('is delivered to the owner at least 5 days before suit', () => {
    const { serving } = prepareDocument('final-payment-affidavit', documentInput('contractor', 'private'));
    expect(serving.serveOn).toEqual([
      { party: 'owner', name: 'Maria Lopez', address: '9 Bay Street, Tampa, FL 33606' },
    ]);
    expect(serving.notes).toEqual([
      'Sign it under oath before a notary and deliver it to the owner at least 5 days before you file suit to enforce your lien (s. 713.06(3)(d)).',
    ]);
  });

  it('marks the signer, the business, the final payment and the signer’s address missing', () => {
    const document = prepareDocument(
      'final-payment-affidavit',
      documentInput('contractor', 'private', {
        profile: NO_PROFILE,
        project: { amountUnpaid: '' },
      }),
    );
    expect(document.text).toContain(
      '1. He or she is the [MISSING: Signer’s title], of [MISSING: Your company’s legal name], which does business',
    );
    expect(document.missing).toEqual([
      'profile.signerName',
      'profile.signerTitle',
      'profile.legalName',
      'amountUnpaid',
      'profile.address',
    ]);
  });
});
