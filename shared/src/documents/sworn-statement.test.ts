/**
 * The sworn statement of account answering an owner's demand (s. 713.16(2)), for every role that
 * holds a lien. The statute prints no form: the document quotes the requirement word for word,
 * gives each item it asks, and ends in the Florida jurat.
 */
import { describe, expect, it } from 'vitest';
import type { JobKind } from '../deadlines/lienor-roles';
import type { LienorRole } from '../domain';
import { documentInput } from '../test-support/document-input';
import { JURAT_TEXT, LIENOR_SIGNATURE_TEXT } from '../test-support/florida-jurat-text';
import { prepareDocument } from './prepare-document';

const REQUIREMENT =
  'Section 713.16(2), Florida Statutes: “The owner may serve in writing a demand of any lienor for a written statement under oath of his or her account showing the nature of the labor or services performed and to be performed, if any, the materials furnished, the materials to be furnished, if known, the amount paid on account to date, the amount due, and the amount to become due, if known, as of the date of the statement by the lienor.”';

const CASES: [LienorRole, JobKind, string][] = [
  ['contractor', 'private', 'Maria Lopez'],
  ['subcontractor', 'private', 'Gulf Coast Builders, Inc.'],
  ['sub_subcontractor', 'private', 'Ace Interiors LLC'],
  ['laborer', 'private', 'Ace Interiors LLC'],
  ['', 'private', 'Ace Interiors LLC'],
  ['contractor', 'bonded', 'Maria Lopez'],
  ['design_professional', 'bonded', 'Maria Lopez'],
];

describe('Sworn statement of account', () => {
  for (const [role, job, customer] of CASES) {
    it(`for ${role === '' ? 'a project with no role' : `a ${role}`} on a ${job} job: the account under oath`, () => {
      const document = prepareDocument('sworn-statement', documentInput(role, job));
      expect(document.text).toBe(`SWORN STATEMENT OF ACCOUNT

To: Maria Lopez, 9 Bay Street, Tampa, FL 33606
Property: 14 Palm Way, Tampa, FL 33602; Lot 25, Block 3, BAYWOOD PARK, Plat Book 12, Page 34
Contractor: Gulf Coast Builders, Inc.
Lienor’s customer: ${customer}

${REQUIREMENT}

In answer to the owner’s demand served on November 2, 2026, the undersigned lienor, Sunshine Drywall LLC, states under oath its account as of November 27, 2026:

The nature of the labor or services performed and to be performed, if any, the materials furnished, and the materials to be furnished, if known: drywall labor and materials

The amount paid on account to date: $4,000.50

The amount due: $8,499.50

The amount to become due, if known: $0.00

${LIENOR_SIGNATURE_TEXT}

STATE OF FLORIDA
COUNTY OF ____________

${JURAT_TEXT}

Prepared with LienMinder. This is not legal advice: review this document, with an attorney if you can, before you sign it.`);
      expect(document.statute).toBe('s. 713.16(2), Florida Statutes (2025)');
      expect(document.missing).toEqual([]);
    });
  }

  it('counts what is to become due from the contract price, and leaves it to be written in when unknown', () => {
    const known = prepareDocument(
      'sworn-statement',
      documentInput('subcontractor', 'private', { project: { contractPrice: '15000' } }),
    );
    expect(known.text).toContain('The amount to become due, if known: $2,500.00\n');
    const unknown = prepareDocument(
      'sworn-statement',
      documentInput('subcontractor', 'private', { project: { contractPrice: '' } }),
    );
    expect(unknown.text).toContain('The amount to become due, if known: $____________\n');
    expect(unknown.missing).toEqual([]);
  });

  it('is given to the owner within 30 days after the demand', () => {
    const { serving, missing } = prepareDocument(
      'sworn-statement',
      documentInput('subcontractor', 'private'),
    );
    expect(missing).toEqual([]);
    expect(serving.serveOn).toEqual([
      { party: 'owner', name: 'Maria Lopez', address: '9 Bay Street, Tampa, FL 33606' },
    ]);
    expect(serving.notes[0]).toContain('within 30 days after the demand (by December 2, 2026)');
  });

  it('marks the demand’s date missing', () => {
    const document = prepareDocument(
      'sworn-statement',
      documentInput('subcontractor', 'private', { project: { swornStatementDemandDate: '' } }),
    );
    expect(document.text).toContain(
      'In answer to the owner’s demand served on [MISSING: Date the owner’s demand was served],',
    );
    expect(document.missing).toEqual(['swornStatementDemandDate']);
  });
});
