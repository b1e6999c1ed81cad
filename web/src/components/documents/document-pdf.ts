/**
 * A prepared document as a US Letter PDF, built in the browser with pdf-lib. Loaded only when the
 * user asks for a PDF (a dynamic import): the landing, sign-in and dashboard bundles carry none of
 * it (docs/decisions/005).
 */
import type { PreparedDocument } from '@lienminder/shared';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/** US Letter, 8.5 x 11 inches, in points; one-inch margins. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 72;
const FONT_SIZE = 11;
const LINE_HEIGHT = 14;
const FOOTER_SIZE = 8;

/**
 * A standard PDF font writes only WinAnsi characters; anything else (a box-drawing character, an
 * emoji typed into a field) is written as "?" rather than failing the whole document.
 */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

/** One paragraph as the lines that fit `width`, words kept whole (a word wider than a line is cut). */
function wrap(font: PDFFont, paragraph: string, width: number): string[] {
  if (paragraph.trim() === '') return [''];
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/(\s+)/)) {
    const candidate = line + word;
    if (font.widthOfTextAtSize(candidate, FONT_SIZE) <= width) {
      line = candidate;
      continue;
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    line = word.trimStart();
    while (font.widthOfTextAtSize(line, FONT_SIZE) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), FONT_SIZE) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line.trimEnd());
  return lines;
}

/** The document's text, line for line as the preview shows it, on as many pages as it takes. */
export async function documentPdf(document: PreparedDocument): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setSubject(document.statute);
  pdf.setCreator('LienMinder');
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const width = PAGE.width - 2 * MARGIN;
  const lines = encodable(font, document.text)
    .split(/\r?\n/)
    .flatMap((paragraph) => wrap(font, paragraph, width));
  const perPage = Math.floor((PAGE.height - 2 * MARGIN) / LINE_HEIGHT);
  const pageCount = Math.max(1, Math.ceil(lines.length / perPage));
  for (let index = 0; index < pageCount; index++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    lines.slice(index * perPage, (index + 1) * perPage).forEach((line, row) => {
      page.drawText(line, {
        x: MARGIN,
        y: PAGE.height - MARGIN - (row + 1) * LINE_HEIGHT,
        size: FONT_SIZE,
        font,
      });
    });
    const footer = `${encodable(font, document.title)} - page ${index + 1} of ${pageCount}`;
    page.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: FOOTER_SIZE, font });
  }
  // A copy on a plain ArrayBuffer: what a Blob takes.
  return new Uint8Array(await pdf.save());
}
