/**
 * The Notice to Owner (s. 713.06(2)(c)) for every role whose private job calls for it: the form's
 * warning and headings word for word, the facts in place, the copies s. 713.06(2)(a) requires.
 * The statute's words are written out here, not imported: a changed word in the form fails a test.
 */
import { describe, expect, it } from 'vitest';
import type { LienorRole } from '../domain';
import { documentInput, NO_FACTS, NO_PROFILE } from '../test-support/document-input';
import { prepareDocument } from './prepare-document';

const WARNING =
  'WARNING! FLORIDA’S CONSTRUCTION LIEN LAW ALLOWS SOME UNPAID CONTRACTORS, SUBCONTRACTORS, AND MATERIAL SUPPLIERS TO FILE LIENS AGAINST YOUR PROPERTY EVEN IF YOU HAVE MADE PAYMENT IN FULL. UNDER FLORIDA LAW, YOUR FAILURE TO MAKE SURE THAT WE ARE PAID MAY RESULT IN A LIEN AGAINST YOUR PROPERTY AND YOUR PAYING TWICE. TO AVOID A LIEN AND PAYING TWICE, YOU MUST OBTAIN A WRITTEN RELEASE FROM US EVERY TIME YOU PAY YOUR CONTRACTOR.';

const STATUTORY_PARAGRAPHS = [
  'NOTICE TO OWNER',
  'The undersigned hereby informs you that he or she has furnished or is furnishing services or materials as follows:',
  'Florida law prescribes the serving of this notice and restricts your right to make payments under your contract in accordance with Section 713.06, Florida Statutes.',
  'IMPORTANT INFORMATION FOR YOUR PROTECTION',
  'Under Florida’s laws, those who work on your property or provide materials and are not paid have a right to enforce their claim for payment against your property. This claim is known as a construction lien.',
  'If your contractor fails to pay subcontractors or material suppliers or neglects to make other legally required payments, the people who are owed money may look to your property for payment, EVEN IF YOU HAVE PAID YOUR CONTRACTOR IN FULL.',
  'PROTECT YOURSELF:',
  '—RECOGNIZE that this Notice to Owner may result in a lien against your property unless all those supplying a Notice to Owner have been paid.',
  '—LEARN more about the Construction Lien Law, Chapter 713, Part I, Florida Statutes, and the meaning of this notice by contacting an attorney or the Florida Department of Business and Professional Regulation.',
  '(Lienor’s signature)',
];

/**
 * How each role's notice ends "under an order given by" its customer (s. 713.08(1)(b)): a name
 * ending in its own period ("Inc.") ends the sentence with it, not with a second one.
 */
const CUSTOMER: Partial<Record<LienorRole, string>> = {
  subcontractor: 'Gulf Coast Builders, Inc.',
  supplier_to_contractor: 'Gulf Coast Builders, Inc.',
  sub_subcontractor: 'Ace Interiors LLC.',
  supplier_to_subcontractor: 'Ace Interiors LLC.',
  '': 'Ace Interiors LLC.',
};

describe('Notice to Owner', () => {
  for (const [role, customer] of Object.entries(CUSTOMER) as [LienorRole, string][]) {
    describe(`for ${role === '' ? 'a project with no role' : `a ${role}`} on a private job`, () => {
      const document = prepareDocument('notice-to-owner', documentInput(role, 'private'));

      it('opens with the statutory warning, word for word, and keeps every heading and paragraph of the form', () => {
        expect(document.text.startsWith(`${WARNING}\n\nNOTICE TO OWNER\n`)).toBe(true);
        for (const paragraph of STATUTORY_PARAGRAPHS) expect(document.text).toContain(`\n${paragraph}\n`);
      });

      it('puts the owner, the work, the property, the customer and the lienor in their blanks', () => {
        expect(document.text).toContain('\nTo Maria Lopez, 9 Bay Street, Tampa, FL 33606\n');
        expect(document.text).toContain(
          `\ndrywall labor and materials for the improvement of the real property identified as 14 Palm Way, Tampa, FL 33602; Lot 25, Block 3, BAYWOOD PARK, Plat Book 12, Page 34 under an order given by ${customer}\n`,
        );
        expect(document.text).toContain(
          '(Lienor’s signature)\nSunshine Drywall LLC\n1 Main Street, Orlando, FL 32801\n',
        );
        expect(document.missing).toEqual([]);
      });

      it('cites s. 713.06(2)(c) of the 2025 Florida Statutes and links the Senate’s page', () => {
        expect(document.title).toBe('Notice to Owner');
        expect(document.statute).toBe('s. 713.06(2)(c), Florida Statutes (2025)');
        expect(document.statuteUrl).toBe('https://www.flsenate.gov/Laws/Statutes/2025/713.06');
      });
    });
  }

  it('is served on the owner and the lender; a subcontractor owes its contractor no copy (s. 713.06(2)(a))', () => {
    const document = prepareDocument('notice-to-owner', documentInput('subcontractor', 'private'));
    expect(document.serving.serveOn).toEqual([
      { party: 'owner', name: 'Maria Lopez', address: '9 Bay Street, Tampa, FL 33606' },
      { party: 'lender', name: 'First Coast Bank', address: '10 Lender Way, Jacksonville, FL 32202' },
    ]);
    expect(document.text).toContain('\nCopies to: First Coast Bank, 10 Lender Way, Jacksonville, FL 32202\n');
  });

  for (const role of ['sub_subcontractor', 'supplier_to_subcontractor'] as const) {
    it(`from a ${role}, also goes to the contractor and up the chain to the customer, and the form lists the copies`, () => {
      const document = prepareDocument('notice-to-owner', documentInput(role, 'private'));
      expect(document.serving.serveOn.map((party) => party.party)).toEqual([
        'owner',
        'contractor',
        'customer',
        'lender',
      ]);
      expect(document.text).toContain(
        '\nCopies to: Gulf Coast Builders, Inc., 200 Harbor Blvd, Tampa, FL 33602; Ace Interiors LLC, 55 Oak Ave, Tampa, FL 33609; First Coast Bank, 10 Lender Way, Jacksonville, FL 32202\n',
      );
      expect(document.serving.notes).toContainEqual(
        expect.stringMatching(/^Serve a copy on the contractor too/),
      );
    });
  }

  it('keeps the statute’s caption after "Copies to:" when no copy is owed', () => {
    const input = documentInput('subcontractor', 'private', {
      project: { lenderName: '', lenderAddress: '' },
    });
    expect(prepareDocument('notice-to-owner', input).text).toContain(
      '\nCopies to: (Those persons listed in Section 713.06(2)(a) and (b), Florida Statutes)\n',
    );
  });

  it('says how to serve it: the s. 713.18 methods, the 45 days and the day-40 mailing rule', () => {
    const { serving } = prepareDocument('notice-to-owner', documentInput('subcontractor', 'private'));
    expect(serving.methods).toHaveLength(3);
    expect(serving.methods[1]).toContain('registered, Global Express Guaranteed or certified mail');
    // First furnishing 2026-01-31: day 45 is March 17, day 40 March 12.
    expect(serving.notes[0]).toContain('not later than 45 days after you first furnish (by March 17, 2026)');
    expect(serving.notes[1]).toContain(
      'Mailing it by day 40 (March 12, 2026) counts as serving it on the mailing date',
    );
  });

  it('marks each missing fact in its blank and lists it by field, in the order the form asks', () => {
    const document = prepareDocument(
      'notice-to-owner',
      documentInput('sub_subcontractor', 'private', {
        profile: NO_PROFILE,
        project: { ...NO_FACTS, propertyOwner: 'Maria Lopez' },
      }),
    );
    expect(document.text).toContain('\nTo Maria Lopez, [MISSING: Owner’s mailing address]\n');
    expect(document.text).toContain(
      '\n[MISSING: What you furnished] for the improvement of the real property identified as 14 Palm Way, Tampa, FL 33602 under an order given by [MISSING: Name of the party who hired you].\n',
    );
    expect(document.text).toContain(
      '(Lienor’s signature)\n[MISSING: Your company’s legal name]\n[MISSING: Your company’s address]\n',
    );
    expect(document.text).toContain(
      '\nCopies to: Gulf Coast Builders, Inc., [MISSING: Contractor’s address]; [MISSING: Name of the party who hired you], [MISSING: Address of the party who hired you]\n',
    );
    expect(document.missing).toEqual([
      'ownerAddress',
      'furnishingDescription',
      'customerName',
      'profile.legalName',
      'profile.address',
      'contractorAddress',
      'customerAddress',
    ]);
  });
});
