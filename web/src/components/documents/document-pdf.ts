/**
 * A prepared document as a US Letter PDF, built in the browser with pdf-lib. Loaded only when the
 * user asks for a PDF (a dynamic import): the landing, sign-in and dashboard bundles carry none of
 * it, nor its font (docs/decisions/005). The document's blocks are laid out as the statute sets the
 * form out (pdf-layout.ts) and drawn in an embedded libre font (pdf-fonts.ts) that prints every
 * character as written: a character the font cannot draw stops the PDF with its name, never a "?"
 * in its place.
 */
import { DOCUMENT_FOOT_LINE, type PreparedDocument } from '@lienminder/shared';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSpacing,
  setLineWidth,
  setTextRenderingMode,
  TextRenderingMode,
} from 'pdf-lib';
import { type FontFile, fetchFontFile } from './pdf-fonts';
import { type FontWeight, layOut, PAGE, type PlacedLine, wrap } from './pdf-layout';

/** The page numbers and our foot line, below the bottom margin: never in the clerk's spaces. */
const FOOTER = { size: 8, lineHeight: 10, pageNumberY: 28, footLineTop: 58 } as const;

/** Characters of the document the font has no glyph for (an emoji typed into a field, say). */
export class UnprintableCharacters extends Error {
  constructor(readonly characters: readonly string[]) {
    super(
      `The PDF's font cannot print ${characters.map((character) => `“${character}”`).join(', ')}: change it in the project's or the company profile's details and try again.`,
    );
    this.name = 'UnprintableCharacters';
  }
}

function assertPrintable(texts: readonly string[], font: PDFFont): void {
  const printable = new Set(font.getCharacterSet());
  const missing = new Set(
    texts.flatMap((text) =>
      [...text].filter((character) => !/\s/.test(character) && !printable.has(character.codePointAt(0) ?? 0)),
    ),
  );
  if (missing.size > 0) throw new UnprintableCharacters([...missing]);
}

/** How far a bold line's strokes widen its glyphs, in points, at its size. */
const BOLD_STROKE = 0.06;

/** A line in its weight: bold as the glyphs filled and stroked, in one font file (pdf-fonts.ts). */
function drawLine(page: PDFPage, line: PlacedLine, font: PDFFont): void {
  const bold = line.weight === 'bold';
  if (bold)
    page.pushOperators(
      pushGraphicsState(),
      setTextRenderingMode(TextRenderingMode.FillAndOutline),
      setLineWidth(BOLD_STROKE * line.size),
      // Each glyph's advance widened by its stroke, so the letters do not run together.
      setCharacterSpacing(BOLD_STROKE * line.size),
    );
  page.drawText(line.text, { x: line.x, y: line.y, size: line.size, font });
  if (bold) page.pushOperators(popGraphicsState());
}

/** The document as PDF bytes. `fontFile` is for tests; the browser fetches the font. */
export async function documentPdf(
  document: PreparedDocument,
  fontFile?: FontFile,
): Promise<Uint8Array<ArrayBuffer>> {
  const file = fontFile ?? (await fetchFontFile());
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(document.title);
  pdf.setSubject(document.statute);
  pdf.setCreator('LienMinder');
  const font = await pdf.embedFont(file, { subset: true });
  // Composed forms ("é" as one character, not "e" and an accent): what the font's glyphs are for.
  const blocks = document.blocks.map((block) => ({ ...block, text: block.text.normalize('NFC') }));
  const title = document.title.normalize('NFC');
  assertPrintable([...blocks.map((block) => block.text), title, DOCUMENT_FOOT_LINE], font);

  // A stroked glyph is wider by the stroke: a bold row is measured so.
  const measure = (text: string, weight: FontWeight, size: number) =>
    font.widthOfTextAtSize(text, size) + (weight === 'bold' ? [...text].length * BOLD_STROKE * size : 0);
  const { pages, lines } = layOut(blocks, document.forRecording, measure);
  const pdfPages = Array.from({ length: pages }, () => pdf.addPage([PAGE.width, PAGE.height]));
  for (const line of lines) {
    const page = pdfPages[line.page];
    if (page && line.text !== '') drawLine(page, line, font);
  }
  const small = { size: FOOTER.size, font };
  pdfPages.forEach((page, index) => {
    page.drawText(`${title} - page ${index + 1} of ${pages}`, {
      ...small,
      x: PAGE.margin,
      y: FOOTER.pageNumberY,
    });
  });
  // On the last page only, below its bottom margin: on a recorded document the clerk's spaces and
  // the form's own page stay ours to leave alone (s. 695.26(1)(e)).
  const last = pdfPages[pages - 1];
  wrap(
    DOCUMENT_FOOT_LINE,
    (row) => measure(row, 'regular', FOOTER.size) <= PAGE.width - 2 * PAGE.margin,
  ).forEach((row, index) => {
    last?.drawText(row, { ...small, x: PAGE.margin, y: FOOTER.footLineTop - index * FOOTER.lineHeight });
  });
  // A copy on a plain ArrayBuffer: what a Blob takes.
  return new Uint8Array(await pdf.save());
}
