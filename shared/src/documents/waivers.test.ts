/**
 * The waivers and releases of lien upon progress and final payment (s. 713.20(4), (5)) for every
 * role that holds a lien: the forms word for word, the amount and through-date asked when made.
 */
import { describe, expect, it } from 'vitest';
import type { JobKind } from '../deadlines/lienor-roles';
import type { LienorRole } from '../domain';
import { documentInput } from '../test-support/document-input';
import { prepareDocument } from './prepare-document';

const SIGNATURE = `Sunshine Drywall LLC

By: ______________________________
Ana Ruiz, President

Prepared with LienMinder. This is not legal advice: review this document, with an attorney if you can, before you sign it.`;

const CASES: [LienorRole, JobKind, string][] = [
  ['contractor', 'private', 'Maria Lopez'],
  ['subcontractor', 'private', 'Gulf Coast Builders, Inc.'],
  ['sub_subcontractor', 'private', 'Ace Interiors LLC'],
  ['supplier_to_contractor', 'private', 'Gulf Coast Builders, Inc.'],
  ['supplier_to_subcontractor', 'private', 'Ace Interiors LLC'],
  ['laborer', 'private', 'Ace Interiors LLC'],
  ['design_professional', 'private', 'Maria Lopez'],
  ['', 'private', 'Ace Interiors LLC'],
  ['contractor', 'bonded', 'Maria Lopez'],
  ['design_professional', 'bonded', 'Maria Lopez'],
];

describe('Waiver and release of lien', () => {
  for (const [role, job, customer] of CASES) {
    const who = `${role === '' ? 'a project with no role' : `a ${role}`} on a ${job} job`;

    it(`upon progress payment, for ${who}: the s. 713.20(4) form, filled`, () => {
      const document = prepareDocument('waiver-progress', documentInput(role, job));
      expect(document.text).toBe(`WAIVER AND RELEASE OF LIEN
UPON PROGRESS PAYMENT

The undersigned lienor, in consideration of the sum of $2,500.00, hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished through March 31, 2026 to ${customer} on the job of Maria Lopez to the following property:

14 Palm Way, Tampa, FL 33602; Lot 25, Block 3, BAYWOOD PARK, Plat Book 12, Page 34

This waiver and release does not cover any retention or labor, services, or materials furnished after the date specified.

DATED on November 27, 2026.

${SIGNATURE}`);
      expect(document.statute).toBe('s. 713.20(4), Florida Statutes (2025)');
      expect(document.missing).toEqual([]);
    });

    it(`upon final payment, for ${who}: the s. 713.20(5) form, filled`, () => {
      const document = prepareDocument('waiver-final', documentInput(role, job));
      expect(document.text).toBe(`WAIVER AND RELEASE OF LIEN
UPON FINAL PAYMENT

The undersigned lienor, in consideration of the final payment in the amount of $2,500.00, hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished to ${customer} on the job of Maria Lopez to the following described property:

14 Palm Way, Tampa, FL 33602; Lot 25, Block 3, BAYWOOD PARK, Plat Book 12, Page 34

DATED on November 27, 2026.

${SIGNATURE}`);
      expect(document.statute).toBe('s. 713.20(5), Florida Statutes (2025)');
      expect(document.missing).toEqual([]);
    });
  }

  it('marks the amount and the through-date missing until they are asked', () => {
    const progress = prepareDocument(
      'waiver-progress',
      documentInput('subcontractor', 'private', { waiver: undefined }),
    );
    expect(progress.text).toContain(
      'in consideration of the sum of $[MISSING: Payment amount], hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished through [MISSING: Date the waiver runs through] to',
    );
    expect(progress.missing).toEqual(['waiver.amount', 'waiver.throughDate']);
    const final = prepareDocument(
      'waiver-final',
      documentInput('subcontractor', 'private', { waiver: { amount: '', throughDate: '' } }),
    );
    expect(final.missing).toEqual(['waiver.amount']);
  });

  it('is handed to the one who pays, not served under s. 713.18', () => {
    const { serving } = prepareDocument('waiver-final', documentInput('subcontractor', 'private'));
    expect(serving.serveOn).toEqual([
      { party: 'customer', name: 'Gulf Coast Builders, Inc.', address: '200 Harbor Blvd, Tampa, FL 33602' },
    ]);
    expect(serving.methods).toEqual([]);
  });

  for (const kind of ['waiver-progress', 'waiver-final'] as const) {
    it(`${kind}: may be conditioned on receipt of the funds, as s. 713.20(7) reads since 2025`, () => {
      const { serving, text } = prepareDocument(kind, documentInput('subcontractor', 'private'));
      expect(serving.notes.join(' ')).toContain(
        'Given in exchange for a payment, it may be conditioned on your receipt of the funds (s. 713.20(7), as amended in 2025).',
      );
      expect(`${serving.notes.join(' ')} ${text}`).not.toMatch(/check|clearing/);
    });
  }
});
