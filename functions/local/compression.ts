/**
 * Compression as CloudFront does it in AWS (infra/lib/web.ts): brotli or gzip, whichever the
 * browser accepts (brotli first), for text types of at least 1,000 bytes. Build assets come
 * precompressed (web/vite.config.ts writes `.br` and `.gz` beside each file); API JSON is compressed
 * per answer, at a brotli quality that costs well under a millisecond for a dashboard.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** CloudFront's lower bound: smaller bodies gain less than the encoding costs. */
export const MIN_COMPRESSED_BYTES = 1_000;

// TrueType too (the PDF's font, about half its size compressed), as CloudFront compresses font/ttf.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml|font\/ttf)/;

export const isCompressible = (contentType: string) => COMPRESSIBLE.test(contentType);

/** The encoding to answer with under this Accept-Encoding header, or null for the identity. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const entry of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = entry.trim().toLowerCase().split(';');
    const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (quality === undefined || Number(quality) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Brotli 5 and gzip 6: most of the size gain at a small fraction of the top settings' time. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}
