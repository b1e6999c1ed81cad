/**
 * A build step (vite.config.ts) that shortens the way to a page's first paint, as Lighthouse's
 * mobile run measures it (docs/benchmarks/README.md, "Page speed, every route"):
 *
 * - the stylesheet goes inline into index.html, so no request blocks the first paint (it is about
 *   7 KB gzip, and index.html is revalidated on each visit anyway);
 * - a data block lists, for each route of web/src/first-load-routes.ts, the chunks that draw it
 *   and the API answers its page asks for first, and a small inline script (start.js) starts them
 *   all before the entry script has even arrived, instead of each waiting for the one before.
 *
 * The inline script is the same text in every build; the Content-Security-Policy allows it by its
 * hash (FIRST_LOAD_SCRIPT_HASH in shared/src/security-headers.ts, checked by
 * scripts/first-load.test.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { SESSION_HINT_COOKIE } from '../../shared/src/api-types.ts';
import {
  FIRST_LOAD_ROUTES,
  type FirstLoad,
  type FirstLoadTable,
  UNKNOWN_PATH,
} from '../src/first-load-routes.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The inline script, exactly as index.html carries it: start.js without its opening comment. */
export const FIRST_LOAD_SCRIPT = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'start.js'),
  'utf8',
)
  .replace(/^(\/\/.*\n)+/, '')
  .trim();

function chunkOf(bundle: OutputBundle, moduleId: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.facadeModuleId === moduleId,
  );
  if (!chunk) throw new Error(`first-load: no chunk is built from ${moduleId}`);
  return chunk;
}

/** A chunk's file and the files it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, fileName: string, seen: Set<string>): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

function firstLoadTable(bundle: OutputBundle, entry: OutputChunk, root: string): FirstLoadTable {
  // The entry's own chunks are in index.html already (Vite's modulepreload links).
  const entryFiles = staticClosure(bundle, entry.fileName, new Set());
  const files: string[] = [];
  const indexOf = (file: string) => {
    const known = files.indexOf(`/${file}`);
    return known === -1 ? files.push(`/${file}`) - 1 : known;
  };
  const filesOf = ({ modules }: FirstLoad) => {
    const closure = new Set<string>();
    for (const module of modules)
      staticClosure(bundle, chunkOf(bundle, resolve(root, module)).fileName, closure);
    return [...closure].filter((file) => !entryFiles.has(file)).map(indexOf);
  };
  return {
    hint: `${SESSION_HINT_COOKIE}=1`,
    files,
    routes: FIRST_LOAD_ROUTES.map(({ path, signedIn, signedOut }) => [
      path,
      filesOf(signedIn),
      filesOf(signedOut),
      signedIn.api ?? [],
    ]),
    unknown: filesOf(UNKNOWN_PATH),
  };
}

/** `<` escaped, so no text in the table can close the data block early. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function firstLoad(): Plugin {
  let root = '';
  return {
    name: 'lienminder-first-load',
    apply: 'build',
    // Vite's loader of lazy chunks also loads the stylesheets they depend on, by a <link> unless
    // index.html has one: with the stylesheet inline it would fetch it again, and restyling the
    // whole page took 550 ms of a phone's main thread. One stylesheet for the whole app, inline
    // (below), is no lazy chunk's dependency.
    config: () => ({ build: { cssCodeSplit: false } }),
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        let page = html;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${output.fileName}"[^>]*>`);
          if (!link.test(page)) throw new Error(`first-load: index.html does not link ${output.fileName}`);
          page = page.replace(link, () => `<style>${String(output.source).trim()}</style>`);
        }
        const table = firstLoadTable(bundle, chunk, root);
        const start =
          `<script type="application/json" id="first-load-routes">${jsonForHtml(table)}</script>\n` +
          `    <script>${FIRST_LOAD_SCRIPT}</script>\n    `;
        const entryTag = page.indexOf('<script type="module"');
        if (entryTag === -1) throw new Error('first-load: index.html has no entry script');
        return `${page.slice(0, entryTag)}${start}${page.slice(entryTag)}`;
      },
    },
  };
}
