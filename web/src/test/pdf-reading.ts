/**
 * A PDF read back the way a records clerk's software and a printer would: poppler's pdftotext for
 * the text and each word's box, pdftoppm for the pixels, qpdf for the file's structure. Debian's
 * poppler-utils and qpdf (.ci/run installs both).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The PDF written to a file of its own, for the command-line tools. */
export function pdfFile(bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), 'lienminder-pdf-')), 'document.pdf');
  writeFileSync(path, bytes);
  return path;
}

/** The text, in reading order. */
export const pdfText = (path: string): string => execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });

/** What `qpdf --check` says, and whether it found the file sound (exit 0: no errors, no warnings). */
export function qpdfCheck(path: string): { ok: boolean; output: string } {
  const run = spawnSync('qpdf', ['--check', path], { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** A word as drawn, its box in points from the top left of its page (pdftotext -bbox). */
export interface WordBox {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');

export function pdfWords(path: string): WordBox[] {
  const html = execFileSync('pdftotext', ['-bbox', path, '-'], { encoding: 'utf8' });
  const pages = html.split('<page ').slice(1);
  return pages.flatMap((page, index) =>
    [
      ...page.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map(([, xMin, yMin, xMax, yMax, text]) => ({
      page: index,
      text: decode(text ?? ''),
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    })),
  );
}

/**
 * The pages as grey pixels at `dpi`, one byte a pixel (255 white), read from pdftoppm's PGM files:
 * whatever is drawn, text or line or image, darkens some.
 */
export function pdfPixels(path: string, dpi: number): { width: number; height: number; grey: Uint8Array }[] {
  const prefix = join(mkdtempSync(join(tmpdir(), 'lienminder-pages-')), 'page');
  execFileSync('pdftoppm', ['-gray', '-r', String(dpi), path, prefix]);
  const pages: { width: number; height: number; grey: Uint8Array }[] = [];
  for (let page = 1; ; page++) {
    // pdftoppm pads the page number to the page count's digits.
    const file = [`${prefix}-${page}.pgm`, `${prefix}-0${page}.pgm`].find((name) => existsSync(name));
    if (!file) return pages;
    const data = readFileSync(file);
    // "P5\n<width> <height>\n<max>\n" then the pixels.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error(`${file} is not a PGM file`);
    const [whole, width, height] = header;
    pages.push({ width: Number(width), height: Number(height), grey: data.subarray(whole.length) });
  }
}
