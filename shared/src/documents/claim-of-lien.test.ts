/**
 * The Claim of Lien (s. 713.08(3)) for every role that holds a lien: the warning word for word, the
 * sworn body and the notary's jurat, the facts in place, and the recitals of service s. 713.08(1)(h)
 * asks only of a lienor out of privity.
 */
import { describe, expect, it } from 'vitest';
import { nameDeadlines } from '../deadlines/engine';
import type { JobKind } from '../deadlines/lienor-roles';
import type { LienorRole } from '../domain';
import { documentInput } from '../test-support/document-input';
import { JURAT_TEXT, LIENOR_SIGNATURE_TEXT } from '../test-support/florida-jurat-text';
import { prepareDocument } from './prepare-document';

const WARNING =
  'WARNING! THIS LEGAL DOCUMENT REFLECTS THAT A CONSTRUCTION LIEN HAS BEEN PLACED ON THE REAL PROPERTY LISTED HEREIN. UNLESS THE OWNER OF SUCH PROPERTY TAKES ACTION TO SHORTEN THE TIME PERIOD, THIS LIEN MAY REMAIN VALID FOR ONE YEAR FROM THE DATE OF RECORDING, AND SHALL EXPIRE AND BECOME NULL AND VOID THEREAFTER UNLESS LEGAL PROCEEDINGS HAVE BEEN COMMENCED TO FORECLOSE OR TO DISCHARGE THIS LIEN.';

const NOTICE_RECITAL =
  '; and that the lienor served her or his notice to owner on February 20, 2026, by certified mail, return receipt requested';
const COPIES_RECITAL =
  '; and that the lienor served copies of the notice on the contractor on February 20, 2026, by certified mail, return receipt requested, and on the subcontractor, Ace Interiors LLC, on February 20, 2026, by certified mail, return receipt requested';

/** Whom each role contracted with, and which recitals of service its claim carries. */
const CASES: [LienorRole, JobKind, string, string][] = [
  ['contractor', 'private', 'Maria Lopez', ''],
  ['design_professional', 'private', 'Maria Lopez', ''],
  ['subcontractor', 'private', 'Gulf Coast Builders, Inc.', NOTICE_RECITAL],
  ['supplier_to_contractor', 'private', 'Gulf Coast Builders, Inc.', NOTICE_RECITAL],
  ['sub_subcontractor', 'private', 'Ace Interiors LLC', NOTICE_RECITAL + COPIES_RECITAL],
  ['supplier_to_subcontractor', 'private', 'Ace Interiors LLC', NOTICE_RECITAL + COPIES_RECITAL],
  // Out of privity, but a laborer serves no Notice to Owner (s. 713.06(2)(a)): nothing to recite.
  ['laborer', 'private', 'Ace Interiors LLC', ''],
  ['', 'private', 'Ace Interiors LLC', NOTICE_RECITAL],
  ['contractor', 'bonded', 'Maria Lopez', ''],
  ['design_professional', 'bonded', 'Maria Lopez', ''],
  ['', 'bonded', 'Ace Interiors LLC', NOTICE_RECITAL],
];

describe('Claim of Lien', () => {
  for (const [role, job, customer, recitals] of CASES) {
    it(`for ${role === '' ? 'a project with no role' : `a ${role}`} on a ${job} job: the statutory form, sworn, filled`, () => {
      const document = prepareDocument('claim-of-lien', documentInput(role, job));
      expect(document.text).toBe(`This instrument prepared by:
Ana Ruiz
Sunshine Drywall LLC
1 Main Street
Orlando, FL 32801

${WARNING}

CLAIM OF LIEN

STATE OF FLORIDA
COUNTY OF ____________

Before me, the undersigned notary public, personally appeared Ana Ruiz, who, being first duly sworn, says that she or he is the agent (President) of Sunshine Drywall LLC, lienor herein, whose address is 1 Main Street, Orlando, FL 32801; and that in accordance with a contract with ${customer}, lienor furnished labor, services, or materials consisting of drywall labor and materials on the following described real property in Hillsborough County, Florida:

Lot 25, Block 3, BAYWOOD PARK, Plat Book 12, Page 34

owned by Maria Lopez of a total value of $12,500.00, of which there remains unpaid $8,499.50, and furnished the first of the items on January 31, 2026, and the last of the items on April 5, 2026${recitals}.

${LIENOR_SIGNATURE_TEXT}

${JURAT_TEXT}

Prepared with LienMinder. This is not legal advice: review this document, with an attorney if you can, before you sign it.`);
      expect(document.statute).toBe('s. 713.08(3), Florida Statutes (2025)');
      expect(document.statuteUrl).toBe('https://www.flsenate.gov/Laws/Statutes/2025/713.08');
      expect(document.missing).toEqual([]);
    });
  }

  it('is recorded with the county’s clerk within 90 days and served on the owner within 15 days after', () => {
    const { serving } = prepareDocument('claim-of-lien', documentInput('subcontractor', 'private'));
    expect(serving.serveOn).toEqual([
      { party: 'clerk', name: 'Clerk of the Circuit Court, Hillsborough County', address: '' },
      { party: 'owner', name: 'Maria Lopez', address: '9 Bay Street, Tampa, FL 33606' },
    ]);
    // Last furnishing 2026-04-05: day 90 is July 4, 2026.
    expect(serving.notes[0]).toContain(
      'record it with the clerk of Hillsborough County not later than 90 days after your final furnishing (by July 4, 2026) (s. 713.08(5))',
    );
    expect(serving.notes[1]).toContain('within 15 days after recording (s. 713.08(4)(c))');
  });

  it('is recorded by 90 days after a termination that came before the last furnishing (s. 713.08(5))', () => {
    const { serving } = prepareDocument(
      'claim-of-lien',
      documentInput('subcontractor', 'private', {
        project: { terminationDate: '2026-05-01', lastFurnishingDate: '2026-06-30' },
      }),
    );
    expect(serving.notes[0]).toContain(
      'record it with the clerk of Hillsborough County not later than 90 days after your contract was terminated on May 1, 2026, which came before your final furnishing (by July 30, 2026) (s. 713.08(5))',
    );
    expect(serving.notes[0]).not.toContain('September 28');
  });

  // One source: the date the guide gives is the engine's Record Claim of Lien deadline's, for a
  // termination before, after or without the last furnishing, by those who hold a lien.
  for (const [role, job, terminationDate] of [
    ['subcontractor', 'private', '2026-05-01'],
    ['subcontractor', 'private', '2026-07-15'],
    ['laborer', 'private', ''],
    ['contractor', 'bonded', '2026-05-01'],
    ['design_professional', 'bonded', ''],
  ] as const) {
    it(`says to record it by the engine’s own date: a ${role} on a ${job} job, terminated ${terminationDate || 'never'}`, () => {
      const input = documentInput(role, job, {
        project: { terminationDate, lastFurnishingDate: '2026-06-30' },
      });
      const lien = nameDeadlines({ ...input.project, projectId: 'p1' }).deadlines.find(
        (deadline) => deadline.type === 'record_lien',
      );
      const [year, month, day] = (lien?.dueDate ?? '').split('-').map(Number);
      const written = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        dateStyle: 'long',
      });
      expect(prepareDocument('claim-of-lien', input).serving.notes[0]).toContain(`(by ${written})`);
    });
  }

  it('marks the legal description, the amounts, the dates and the notice’s service missing', () => {
    const document = prepareDocument(
      'claim-of-lien',
      documentInput('sub_subcontractor', 'private', {
        noticeService: { servedOn: '', method: '' },
        project: {
          legalDescription: '',
          contractPrice: '',
          amountUnpaid: '',
          lastFurnishingDate: '',
          county: '',
        },
      }),
    );
    expect(document.text).toContain(
      'on the following described real property in [MISSING: County of the property] County, Florida:\n\n[MISSING: Legal description of the property]\n\nowned by Maria Lopez of a total value of $[MISSING: Contract price], of which there remains unpaid $[MISSING: Amount unpaid], and furnished the first of the items on January 31, 2026, and the last of the items on [MISSING: Last furnishing date]; and that the lienor served her or his notice to owner on [MISSING: Date the notice was served], by [MISSING: How the notice was served];',
    );
    expect(document.missing).toEqual([
      'county',
      'legalDescription',
      'contractPrice',
      'amountUnpaid',
      'lastFurnishingDate',
      'noticeService.servedOn',
      'noticeService.method',
    ]);
  });
});
