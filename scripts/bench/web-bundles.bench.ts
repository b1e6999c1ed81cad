/**
 * Web bundle sizes per route (targets: landing page JavaScript at most 90 KB gzip, the
 * signed-in dashboard's first load at most 160 KB gzip). Builds the app with `vite build` and
 * follows the Vite manifest: a route's first load is the entry chunk, the lazy chunks that route
 * renders (web/src/boot.tsx picks the landing screen or the app, the app picks the page), and every
 * chunk those import statically. Chunks fetched later (the toast library on the landing page, on
 * the first toast) are listed separately. A route over its target makes `npm run bench` exit 1.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { record } from './report';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(repoRoot, 'web', 'dist');

const APP = 'src/App.tsx';
const ROUTES: { name: string; chunks: string[]; budgetKb?: number }[] = [
  { name: 'landing (/ signed out)', chunks: ['src/pages/landing-screen.tsx'], budgetKb: 90 },
  { name: 'dashboard (/ signed in)', chunks: [APP, 'src/pages/dashboard-page.tsx'], budgetKb: 160 },
  { name: 'project form (/projects/new)', chunks: [APP, 'src/pages/project-form-page.tsx'] },
  { name: 'sign in (/login)', chunks: [APP, 'src/pages/login-page.tsx'] },
  { name: 'register (/register)', chunks: [APP, 'src/pages/register-page.tsx'] },
];
const DOCUMENT_PAGE = 'src/pages/project-document-page.tsx';
const PDF_CHUNK = 'src/components/documents/document-pdf.ts';
const LATER = [
  {
    name: 'toast library, fetched on the landing page at its first toast',
    chunk: 'src/components/ui/toaster.tsx',
  },
];

/** The manifest keys a chunk pulls in before it can run: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const format = (kb: number) => `${kb.toFixed(1)} KB`;

export default async function webBundles(): Promise<void> {
  execFileSync('npx', ['vite', 'build', 'web', '--logLevel', 'error'], { cwd: repoRoot, stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');

  const sizeOf = (chunks: Set<string>) =>
    [...chunks].reduce((sum, key) => sum + gzipKb(manifest[key]?.file ?? ''), 0);
  const entryChunks = staticClosure(manifest, entryKey);
  console.log(
    `entry (boot: React, the signed-in check, spinner): ${format(sizeOf(entryChunks))} gzip in ${entryChunks.size} chunk(s)`,
  );
  record('web bundles', 'entry', sizeOf(entryChunks), 'KB gzip');
  const over: string[] = [];
  for (const route of ROUTES) {
    const missing = route.chunks.filter((key) => !manifest[key]);
    if (missing.length > 0) {
      console.log(`${route.name}: not built (no ${missing.join(', ')} in the manifest)`);
      continue;
    }
    const chunks = new Set(entryChunks);
    for (const key of route.chunks) staticClosure(manifest, key, chunks);
    const kb = sizeOf(chunks);
    const { budgetKb } = route;
    const verdict =
      budgetKb === undefined ? '' : ` (${kb <= budgetKb ? 'within' : 'OVER'} the ${budgetKb} KB target)`;
    // Each chunk is a request: on the local server's HTTP/1.1, six at a time, a round trip each.
    console.log(`${route.name}: ${format(kb)} gzip first-load JS in ${chunks.size} chunks${verdict}`);
    record('web bundles', route.name, kb, 'KB gzip');
    if (budgetKb !== undefined && kb > budgetKb) over.push(`${route.name} ${format(kb)} > ${budgetKb} KB`);
  }
  const landingChunks = staticClosure(manifest, 'src/pages/landing-screen.tsx', new Set(entryChunks));
  for (const later of LATER) {
    const extra = new Set([...staticClosure(manifest, later.chunk)].filter((key) => !landingChunks.has(key)));
    console.log(`${later.name}: +${format(sizeOf(extra))} gzip`);
  }

  // The PDF's code (pdf-lib, fontkit) and its font files: fetched on a document page's first
  // Download PDF, beyond what the page loaded, never in a route's first load.
  const documentPage = staticClosure(manifest, DOCUMENT_PAGE, new Set(entryChunks));
  const pdfChunks = new Set([...staticClosure(manifest, PDF_CHUNK)].filter((key) => !documentPage.has(key)));
  const pdfAssets = [...pdfChunks].flatMap((key) => manifest[key]?.assets ?? []);
  const pdfKb = sizeOf(pdfChunks) + pdfAssets.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `PDF (code and ${pdfAssets.length} font file(s)), fetched on the first Download PDF: ${format(pdfKb)} gzip`,
  );
  record('web bundles', 'PDF on first download', pdfKb, 'KB gzip');

  // One stylesheet, carried inline by index.html (web/first-load/plugin.ts).
  const cssFiles = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.css'));
  for (const css of cssFiles)
    console.log(`CSS ${css}, inline in index.html: ${format(gzipKb(`assets/${css}`))} gzip`);
  // A route over its budget is a regression, not a figure: the run still finishes and records
  // every figure, then exits non-zero (the dashboard once grew 30 KB past its budget unnoticed).
  if (over.length > 0) {
    console.error(`OVER BUDGET: ${over.join('; ')}`);
    process.exitCode = 1;
  }
}
