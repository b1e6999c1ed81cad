/**
 * Where each line of a prepared document goes on US Letter pages, as the statute sets the form out:
 * the title centred in bold, the warnings in bold capitals, paragraphs wrapped to the margins, the
 * signature and notary blocks kept whole on one page. A document printed for recording leaves the
 * clerk's spaces of s. 695.26(1)(e) blank: 3 by 3 inches at the top right of page 1, 1 by 3 inches
 * at the top right of each later page; its "This instrument prepared by:" block stands at the top
 * left of page 1, beside the clerk's square, and the form begins below it. Pure: the fonts' widths
 * come in as `measure`, so the PDF code only draws what this places.
 */
import type { DocumentBlock, DocumentBlockKind } from '@lienminder/shared';

/** US Letter in points (72 to the inch), one-inch margins. */
export const PAGE = { width: 612, height: 792, margin: 72 } as const;
const INCH = 72;

export type FontWeight = 'regular' | 'bold';

/** The width of `text` in points, in that weight and size. */
export type Measure = (text: string, weight: FontWeight, size: number) => number;

/** A line as it is drawn: `y` is its baseline, from the foot of the page. */
export interface PlacedLine {
  page: number;
  x: number;
  y: number;
  text: string;
  weight: FontWeight;
  size: number;
}

export interface Rect {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

/** The clerk's space on a page (s. 695.26(1)(e)), in PDF coordinates. */
export function clerkSpace(page: number): Rect {
  const height = page === 0 ? 3 * INCH : INCH;
  return { left: PAGE.width - 3 * INCH, bottom: PAGE.height - height, right: PAGE.width, top: PAGE.height };
}

interface BlockStyle {
  weight: FontWeight;
  size: number;
  centred?: boolean;
  /** Space above the block, in points. */
  before: number;
  /** Moved whole to the next page rather than split. */
  whole?: boolean;
  /** Not left alone at the foot of a page: moved on with the next block's first lines. */
  withNext?: boolean;
}

const STYLES: Record<DocumentBlockKind, BlockStyle> = {
  'prepared-by': { weight: 'regular', size: 10, before: 0, whole: true },
  title: { weight: 'bold', size: 14, centred: true, before: 16, withNext: true },
  warning: { weight: 'bold', size: 11, before: 10 },
  heading: { weight: 'bold', size: 11, before: 12, withNext: true },
  paragraph: { weight: 'regular', size: 11, before: 9 },
  signature: { weight: 'regular', size: 11, before: 28, whole: true },
  notary: { weight: 'regular', size: 11, before: 24, whole: true },
};

const lineHeight = (size: number) => Math.round(size * 1.3);
/** The gap kept between the text and the clerk's space beside it. */
const GUTTER = 18;

/**
 * The first row of `text` (words apart by single spaces) that fits, words kept whole; a word wider
 * than a row is cut. What the row leaves is `text.slice(row.length)`.
 */
function firstRow(text: string, fits: (row: string) => boolean): string {
  let row = '';
  for (const word of text.split(' ')) {
    const candidate = row === '' ? word : `${row} ${word}`;
    if (!fits(candidate)) break;
    row = candidate;
  }
  if (row !== '' || text === '') return row;
  const characters = [...(text.split(' ')[0] ?? '')];
  let cut = characters.length - 1;
  while (cut > 1 && !fits(characters.slice(0, cut).join(''))) cut -= 1;
  return characters.slice(0, cut).join('');
}

/** One line of text as the rows that fit, words kept whole (a word wider than a row is cut). */
export function wrap(text: string, fits: (row: string) => boolean): string[] {
  let rest = text
    .split(/\s+/)
    .filter((word) => word !== '')
    .join(' ');
  const rows: string[] = [];
  do {
    const row = firstRow(rest, fits);
    rows.push(row);
    rest = rest.slice(row.length).trimStart();
  } while (rest !== '');
  return rows;
}

/** The pages' lines for `blocks`, and how many pages they take. */
export function layOut(
  blocks: readonly DocumentBlock[],
  forRecording: boolean,
  measure: Measure,
): { pages: number; lines: PlacedLine[] } {
  const lines: PlacedLine[] = [];
  const pageTop = PAGE.height - PAGE.margin;
  let page = 0;
  /** The top of the next row, from the foot of the page. */
  let top = pageTop;

  /** Where a row of `height` at the current top ends on the right: short of the clerk's space beside it. */
  const rightEdge = (height: number) => {
    const space = clerkSpace(page);
    const besideIt = forRecording && top > space.bottom && top - height < space.top;
    return besideIt ? space.left - GUTTER : PAGE.width - PAGE.margin;
  };
  const fitsAt = (style: BlockStyle, right: number) => (row: string) =>
    measure(row, style.weight, style.size) <= right - PAGE.margin;
  /** A block's height, its rows as wide as the margins allow. */
  const heightOf = (block: DocumentBlock, rows = Number.POSITIVE_INFINITY) => {
    const style = STYLES[block.kind];
    const count = block.text
      .split('\n')
      .reduce((sum, line) => sum + wrap(line, fitsAt(style, PAGE.width - PAGE.margin)).length, 0);
    return Math.min(count, rows) * lineHeight(style.size);
  };

  /** One line of the block's text, row by row, each as wide as the room where it falls. */
  const placeLine = (line: string, style: BlockStyle) => {
    const height = lineHeight(style.size);
    let rest = line
      .split(/\s+/)
      .filter((word) => word !== '')
      .join(' ');
    do {
      if (top - height < PAGE.margin) {
        page += 1;
        top = pageTop;
      }
      const right = rightEdge(height);
      const row = firstRow(rest, fitsAt(style, right));
      const width = measure(row, style.weight, style.size);
      const x = style.centred ? PAGE.margin + (right - PAGE.margin - width) / 2 : PAGE.margin;
      lines.push({ page, x, y: top - style.size, text: row, weight: style.weight, size: style.size });
      top -= height;
      rest = rest.slice(row.length).trimStart();
    } while (rest !== '');
  };

  blocks.forEach((block, index) => {
    const style = STYLES[block.kind];
    const atTop = top === pageTop;
    if (!atTop) top -= style.before;
    const next = blocks[index + 1];
    const kept = style.whole
      ? heightOf(block)
      : style.withNext && next
        ? heightOf(block) + STYLES[next.kind].before + heightOf(next, 2)
        : 0;
    if (!atTop && kept > top - PAGE.margin && kept <= pageTop - PAGE.margin) {
      page += 1;
      top = pageTop;
    }
    for (const line of block.text.split('\n')) placeLine(line, style);
    // The form begins below the clerk's square: nothing of it stands beside the preparer's block.
    if (block.kind === 'prepared-by' && forRecording) top = Math.min(top, clerkSpace(0).bottom - GUTTER);
  });
  return { pages: page + 1, lines };
}
