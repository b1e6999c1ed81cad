import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  DOCUMENT_FOOT_LINE,
  DOCUMENT_KINDS,
  type DocumentInput,
  type DocumentKind,
  documentsFor,
  emptyCompanyProfile,
  LIENOR_ROLES,
  newProjectFields,
  type PreparedDocument,
  prepareDocument,
} from '@lienminder/shared';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfFile, pdfPixels, pdfText, pdfWords, qpdfCheck, type WordBox } from '@/test/pdf-reading';
import { documentPdf, UnprintableCharacters } from './document-pdf';
import { clerkSpace, PAGE } from './pdf-layout';

/** The font file the browser fetches, read from the package. */
const FONT = new Uint8Array(
  readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
);

type Project = DocumentInput['project'];

/** A sub-subcontractor's private job, every fact entered: its Claim of Lien recites every service. */
const project = (overrides: Partial<Project> = {}): Project => ({
  ...newProjectFields(),
  name: 'Bayfront Tower',
  address: '1 Bayfront Plaza, Miami, FL 33131',
  county: 'Miami-Dade',
  legalDescription: 'Lot 7, Block 2, BAYFRONT PARK, Plat Book 40, Page 12',
  generalContractor: 'Coastal Builders LLC',
  contractorAddress: '200 Harbor Blvd, Miami, FL 33132',
  propertyOwner: 'Bayfront Holdings LLC',
  ownerAddress: '9 Bay Street\nMiami, FL 33131',
  customerName: 'Ace Interiors LLC',
  customerAddress: '55 Oak Ave, Miami, FL 33130',
  suretyName: 'Sunrise Surety Co.',
  suretyAddress: '1 Surety Plaza, Orlando, FL 32801',
  furnishingDescription: 'drywall labor and materials',
  contractPrice: '12500',
  amountPaid: '4000',
  amountUnpaid: '8500',
  firstFurnishingDate: '2026-02-01',
  lastFurnishingDate: '2026-04-20',
  swornStatementDemandDate: '2026-05-01',
  role: 'sub_subcontractor',
  ...overrides,
});

const input = (overrides: Partial<DocumentInput> = {}, facts: Partial<Project> = {}): DocumentInput => ({
  project: project(facts),
  profile: {
    ...emptyCompanyProfile(),
    legalName: 'Sunshine Drywall LLC',
    address: '1 Main Street\nOrlando, FL 32801',
    signerName: 'Ana Ruiz',
    signerTitle: 'President',
  },
  today: '2026-05-10',
  waiver: { amount: '2500', throughDate: '2026-03-31' },
  noticeService: { servedOn: '2026-02-20', method: 'certified mail, return receipt requested' },
  ...overrides,
});

/** A role and job that call for `kind`: the document as the API would answer it. */
function documentOf(
  kind: DocumentKind,
  overrides: Partial<DocumentInput> = {},
  facts: Partial<Project> = {},
) {
  for (const job of [{ paymentBond: false }, { paymentBond: true }, { type: 'public' as const }]) {
    for (const role of LIENOR_ROLES) {
      const fields = { ...facts, ...job, role };
      if (documentsFor(project(fields)).includes(kind))
        return prepareDocument(kind, input(overrides, fields));
    }
  }
  throw new Error(`No role calls for ${kind}`);
}

const oneSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();
const count = (text: string, character: string) => [...text].filter((c) => c === character).length;

/** The PDF's text without the page numbers at each page's foot, which a line running onto the next page straddles. */
async function readBack(document: PreparedDocument) {
  const path = pdfFile(await documentPdf(document, FONT));
  const pageNumber = `${document.title} - page `;
  const text = pdfText(path)
    .split('\n')
    .filter((line) => !line.replace('\f', '').startsWith(pageNumber))
    .join('\n');
  return { path, text };
}

describe('the document as a PDF', () => {
  for (const kind of DOCUMENT_KINDS) {
    it(`${kind}: holds every line of the prepared text, no "?" it lacks, and passes qpdf --check`, async () => {
      const document = documentOf(kind);
      const { path, text } = await readBack(document);
      const read = oneSpaced(text);
      for (const line of document.text.split('\n').filter((line) => line.trim() !== ''))
        expect(read).toContain(oneSpaced(line));
      expect(count(text, '?')).toBe(count(document.text, '?'));
      expect(count(text, '☐')).toBe(count(document.text, '☐'));
      const check = qpdfCheck(path);
      expect(check.output).toContain('No syntax or stream encoding errors found');
      expect(check.ok, check.output).toBe(true);
      const pdf = await PDFDocument.load(new Uint8Array(readFileSync(path)));
      expect(pdf.getTitle()).toBe(document.title);
      expect(pdf.getSubject()).toBe(document.statute);
      for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
    });
  }

  it('prints every kind with facts in Spanish, curly quotes, § and ½ as written', async () => {
    const facts: Partial<Project> = {
      propertyOwner: 'Inversiones Peña & Ibáñez, S.A.',
      ownerAddress: 'Calle Ñandú 3, Coral Gables, FL 33134',
      furnishingDescription:
        'instalación de “drywall” y ½ pulgada de aislamiento según § 4.2 del contrato — año 2026',
      legalDescription: 'Lote 7, Manzana 2, “JARDINES DEL MAR”, Libro 40, Página 12',
      generalContractor: 'Construcciones Muñoz’s Group',
    };
    for (const kind of DOCUMENT_KINDS) {
      const document = documentOf(kind, {}, facts);
      const { text } = await readBack(document);
      const written = document.text.split('\n').filter((line) => /[ñáéíóú“”’§½—]/i.test(line));
      expect(written.length, kind).toBeGreaterThan(0);
      for (const line of written) expect(oneSpaced(text), kind).toContain(oneSpaced(line));
      expect(count(text, '?'), kind).toBe(count(document.text, '?'));
    }
  });

  it('refuses a character the font cannot draw, naming it, rather than print something else', async () => {
    const document = documentOf('notice-to-owner', {}, { propertyOwner: 'Bayfront Holdings 🏗' });
    const refusal = documentPdf(document, FONT);
    await expect(refusal).rejects.toBeInstanceOf(UnprintableCharacters);
    await expect(refusal).rejects.toThrow('“🏗”');
  });
});

/** The words inside `rect` (PDF coordinates, from the foot of the page) on `page`. */
const wordsIn = (words: readonly WordBox[], page: number, rect: ReturnType<typeof clerkSpace>) =>
  words.filter(
    (word) =>
      word.page === page &&
      word.xMax > rect.left &&
      word.xMin < rect.right &&
      PAGE.height - word.yMax < rect.top &&
      PAGE.height - word.yMin > rect.bottom,
  );

/** The darkest pixel of `page` inside `rect`: 255 where nothing at all is drawn. */
function darkestIn(
  page: { width: number; height: number; grey: Uint8Array },
  rect: ReturnType<typeof clerkSpace>,
) {
  const scale = page.width / PAGE.width;
  let darkest = 255;
  for (let y = Math.floor((PAGE.height - rect.top) * scale); y < (PAGE.height - rect.bottom) * scale; y++)
    for (let x = Math.floor(rect.left * scale); x < Math.min(page.width, rect.right * scale); x++)
      darkest = Math.min(darkest, page.grey[y * page.width + x] ?? 255);
  return darkest;
}

describe('the Claim of Lien as recorded (s. 695.26(1))', () => {
  // A long legal description runs the claim onto a third page.
  const long = Array.from(
    { length: 30 },
    (_, index) =>
      `Parcel ${index + 1}: Lot ${index + 1}, Block 2, BAYFRONT PARK, according to the plat thereof recorded in Plat Book 40, Page 12, Public Records of Miami-Dade County, Florida`,
  ).join('; ');
  const claim = documentOf('claim-of-lien', {}, { legalDescription: long });

  it('leaves the clerk’s 3 x 3 inches on page 1 and 1 x 3 inches on every later page blank', async () => {
    const { path } = await readBack(claim);
    const words = pdfWords(path);
    const pixels = pdfPixels(path, 50);
    expect(pixels.length).toBeGreaterThanOrEqual(3);
    pixels.forEach((page, index) => {
      expect(wordsIn(words, index, clerkSpace(index)), `page ${index + 1}`).toEqual([]);
      expect(darkestIn(page, clerkSpace(index)), `page ${index + 1}`).toBe(255);
    });
    // The check sees what is drawn: the preparer's block, top left of page 1, darkens its pixels.
    const preparer = {
      left: PAGE.margin,
      bottom: PAGE.height - PAGE.margin - 60,
      right: 300,
      top: PAGE.height - PAGE.margin,
    };
    expect(wordsIn(words, 0, preparer).length).toBeGreaterThan(5);
    expect(pixels[0] && darkestIn(pixels[0], preparer)).toBeLessThan(128);
    // Our foot line only on the last page, below its bottom margin.
    const foot = words.filter((word) => word.text === 'LienMinder.');
    expect(foot.map((word) => word.page)).toEqual([pixels.length - 1]);
    expect(PAGE.height - (foot[0]?.yMin ?? 0)).toBeLessThan(PAGE.margin);
  });

  it('says who prepared it, with a post-office address, at the top left of page 1', async () => {
    const { path, text } = await readBack(claim);
    expect(text).toContain(
      'This instrument prepared by:\nAna Ruiz\nSunshine Drywall LLC\n1 Main Street\nOrlando, FL 32801',
    );
    const label = pdfWords(path).find((word) => word.text === 'instrument');
    expect(label?.page).toBe(0);
    expect(label?.yMin).toBeLessThan(PAGE.margin + 20);

    const byAttorney = documentOf('claim-of-lien', {
      profile: { ...input().profile, preparedBy: 'Luis Ortega, Esq.\n100 SE 2nd St\nMiami, FL 33131' },
    });
    expect((await readBack(byAttorney)).text).toContain(
      'This instrument prepared by:\nLuis Ortega, Esq.\n100 SE 2nd St\nMiami, FL 33131',
    );
  });

  it('prints the signer’s name and post-office address beneath the signature line, and the notary’s name line', async () => {
    const { path } = await readBack(claim);
    const words = pdfWords(path);
    const lines = words.filter((word) => /^_{30}$/.test(word.text));
    // The lienor's line, then the notary's signature and printed-name lines.
    expect(lines).toHaveLength(3);
    const [signature] = lines as [WordBox];
    const beneath = words.filter(
      (word) => word.page === signature.page && word.yMin > signature.yMax && word.yMin < signature.yMax + 60,
    );
    expect(beneath.map((word) => word.text).join(' ')).toMatch(
      /^Ana Ruiz, President Sunshine Drywall LLC 1 Main Street Orlando, FL 32801/,
    );
    const text = pdfText(path);
    expect(text).toContain('(Print, Type, or Stamp Commissioned Name of Notary Public)');
    expect(text).toContain(DOCUMENT_FOOT_LINE.slice(0, 40));
  });
});
