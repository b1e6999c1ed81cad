/**
 * A build step (vite.config.ts): writes `<file>.br` and `<file>.gz` beside each text file of the
 * build, at the strongest settings, once. The local server sends them as they are when the browser
 * accepts the encoding (functions/local/static-files.ts); on AWS CloudFront compresses, and the
 * deployment leaves these copies out (infra/lib/web.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// TrueType is not text, but compresses to about half (the PDF's font, pdf-fonts.ts).
const TEXT_FILES = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest', '.ttf']);
/** As functions/local/compression.ts: smaller files gain less than the encoding costs. */
const MIN_BYTES = 1_000;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Compresses what the build wrote to its output folder, wherever `--outDir` put it (the browser tests build to a temporary one). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lienminder-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!TEXT_FILES.has(extname(file))) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
