/**
 * The typeface every PDF is set in: DejaVu Sans, from the npm package dejavu-fonts-ttf. Its licence
 * is libre: the Bitstream Vera Fonts licence (free to use, copy, modify and redistribute, the fonts
 * renamed if modified) with the DejaVu changes in the public domain
 * (node_modules/dejavu-fonts-ttf/LICENSE). Chosen for what it covers: Latin with every Spanish
 * letter, curly quotes and dashes, §, ½ and the notary's ☐ (U+2610), which DejaVu Serif and
 * Liberation lack. The file is a build asset fetched only when a PDF is built (this module is
 * imported by document-pdf.ts alone, itself loaded on the click), and the PDF embeds only the glyphs
 * it draws (a subset). One weight: bold is the same glyphs filled and stroked (document-pdf.ts),
 * which spares a phone the second file (about 340 KB compressed): docs/decisions/035.
 */
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

/** The TrueType file, as fetched (an ArrayBuffer) or read from disk (bytes). */
export type FontFile = ArrayBuffer | Uint8Array;

/** The font file, from the web app's own assets. */
export async function fetchFontFile(): Promise<FontFile> {
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`The PDF's font did not load (${response.status})`);
  return response.arrayBuffer();
}
