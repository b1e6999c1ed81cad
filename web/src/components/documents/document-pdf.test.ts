import { emptyCompanyProfile, newProjectFields, prepareDocument } from '@lienminder/shared';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { documentPdf } from './document-pdf';

const document = prepareDocument('claim-of-lien', {
  project: {
    ...newProjectFields(),
    name: 'Bayfront Tower',
    address: '1 Bayfront Plaza, Miami, FL',
    generalContractor: 'Coastal Builders LLC',
    propertyOwner: 'Bayfront Holdings ✓ 🏗',
    firstFurnishingDate: '2026-02-01',
    lastFurnishingDate: '2026-02-20',
    role: 'subcontractor',
  },
  profile: emptyCompanyProfile(),
  today: '2026-03-10',
});

describe('the document as a PDF', () => {
  it('is a US Letter page titled as the document, even with characters its font lacks', async () => {
    const pdf = await PDFDocument.load(await documentPdf(document));
    expect(pdf.getTitle()).toBe(document.title);
    expect(pdf.getSubject()).toBe(document.statute);
    expect(pdf.getPages().map((page) => page.getSize())).toEqual([{ width: 612, height: 792 }]);
  });

  it('runs onto as many pages as the text takes', async () => {
    const long = { ...document, text: Array.from({ length: 4 }, () => document.text).join('\n\n') };
    const pages = (await PDFDocument.load(await documentPdf(long))).getPages();
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.getSize()).toEqual({ width: 612, height: 792 });
  });
});
