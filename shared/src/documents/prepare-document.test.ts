/**
 * What every prepared document shares, across every role and job that calls for it: the foot line,
 * a citation of the 2025 statutes with the Senate's page, no blank left unfilled or unmarked, and a
 * marker in the text for each missing field it lists.
 */
import { describe, expect, it } from 'vitest';
import { LIENOR_ROLES } from '../domain';
import { documentInput, NO_FACTS, NO_PROFILE } from '../test-support/document-input';
import { DOCUMENT_KINDS } from './document-contract';
import { documentsFor } from './documents-for';
import { FACT_LABELS, type FactField } from './missing-facts';
import { prepareDocument } from './prepare-document';

const FOOT_LINE =
  'Prepared with LienMinder. This is not legal advice: review this document, with an attorney if you can, before you sign it.';

const EVERY_CALL = (['private', 'bonded', 'public'] as const).flatMap((job) =>
  LIENOR_ROLES.flatMap((role) =>
    documentsFor(documentInput(role, job).project).map((kind) => ({ kind, role, job })),
  ),
);

describe('prepareDocument', () => {
  it('names the preparer of a recorded document: the profile’s preparer when entered, else the signer at the company’s address', () => {
    const bySigner = prepareDocument('claim-of-lien', documentInput('subcontractor', 'private'));
    expect(bySigner.blocks[0]).toEqual({
      kind: 'prepared-by',
      text: 'This instrument prepared by:\nAna Ruiz\nSunshine Drywall LLC\n1 Main Street\nOrlando, FL 32801',
    });
    const input = documentInput('subcontractor', 'private');
    const byAttorney = prepareDocument('claim-of-lien', {
      ...input,
      profile: { ...input.profile, preparedBy: ' Luis Ortega, Esq. \n\n100 SE 2nd St, Miami, FL 33131 ' },
    });
    expect(byAttorney.blocks[0]?.text).toBe(
      'This instrument prepared by:\nLuis Ortega, Esq.\n100 SE 2nd St, Miami, FL 33131',
    );
    const unsigned = prepareDocument('claim-of-lien', { ...input, profile: NO_PROFILE });
    expect(unsigned.blocks[0]?.text).toBe(
      'This instrument prepared by:\n[MISSING: Signer’s name]\n[MISSING: Your company’s legal name]\n[MISSING: Your company’s address]',
    );
  });

  it('is asked of every kind by some role and job', () => {
    expect(new Set(EVERY_CALL.map((call) => call.kind))).toEqual(new Set(DOCUMENT_KINDS));
  });

  for (const { kind, role, job } of EVERY_CALL) {
    const who = `${kind} for ${role === '' ? 'no role' : role} on a ${job} job`;

    it(`${who} ends in the foot line and cites the 2025 statutes`, () => {
      const document = prepareDocument(kind, documentInput(role, job));
      expect(document.kind).toBe(kind);
      expect(document.text.endsWith(`\n\n${FOOT_LINE}`)).toBe(true);
      expect(document.statute).toMatch(
        /^s\. (713|255)\.\d+\(\d\)(\([a-d]\)\d?)?, Florida Statutes \(2025\)$/,
      );
      expect(document.statuteUrl).toBe(
        `https://www.flsenate.gov/Laws/Statutes/2025/${document.statute.slice(3, document.statute.indexOf('('))}`,
      );
      expect(document.text).not.toMatch(/[{}]|\[MISSING/);
      // The blocks the preview and the PDF lay out are the text, part by part.
      expect([...document.blocks.map((block) => block.text), FOOT_LINE].join('\n\n')).toBe(document.text);
      expect(document.blocks.filter((block) => block.kind === 'title')).toHaveLength(1);
      // Only the Claim of Lien is recorded, and only it opens with who prepared it (s. 695.26(1)(b)).
      expect(document.forRecording).toBe(kind === 'claim-of-lien');
      expect(document.blocks[0]?.kind === 'prepared-by').toBe(kind === 'claim-of-lien');
    });

    it(`${who}, with nothing entered, marks every missing field it lists and nothing else`, () => {
      const document = prepareDocument(
        kind,
        documentInput(role, job, {
          profile: NO_PROFILE,
          waiver: undefined,
          noticeService: undefined,
          project: {
            ...NO_FACTS,
            propertyOwner: '',
            generalContractor: '',
            swornStatementDemandDate: '',
            lastFurnishingDate: '',
          },
        }),
      );
      expect(document.missing.length).toBeGreaterThan(0);
      const markers = [...document.text.matchAll(/\[MISSING: ([^\]]+)\]/g)].map((match) => match[1]);
      const labels = document.missing.map((field) => FACT_LABELS[field as FactField]);
      expect(new Set(markers)).toEqual(new Set(labels));
      expect(document.text.endsWith(FOOT_LINE)).toBe(true);
    });
  }
});
