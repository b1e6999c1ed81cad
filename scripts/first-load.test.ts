/**
 * The built index.html as web/first-load/plugin.ts shapes it for a fast first paint
 * (docs/benchmarks/README.md, "Page speed, every route"): no stylesheet to wait for, an inline
 * script the Content-Security-Policy allows, and a route table whose chunks are the ones each page
 * draws with, for every path the router knows.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_SECURITY_POLICY } from '@lienminder/shared';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstLoadTable } from '../web/src/first-load-routes';
import { FIRST_LOAD_ROUTES } from '../web/src/first-load-routes';

const WEB = fileURLToPath(new URL('../web/', import.meta.url));
let outDir = '';
let html = '';
let manifest: Manifest = {};
let table: FirstLoadTable;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'lienminder-first-load-'));
  // As `npm run build:web` builds it: a production build (vitest's NODE_ENV=test would build React's development JSX).
  execFileSync('npx', ['vite', 'build', 'web', '--logLevel', 'error', '--outDir', outDir], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const data = /<script type="application\/json" id="first-load-routes">(.*?)<\/script>/s.exec(html)?.[1];
  table = JSON.parse(data ?? 'null');
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** A manifest entry's file and those it imports statically, transitively. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(`/${chunk.file}`)) return files;
  files.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const filesOf = (indexes: number[]) => indexes.map((index) => table.files[index]);

describe('the built index.html', () => {
  it('carries the stylesheet inline, so no request blocks the first paint', () => {
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*--color-primary/);
  });

  it('leaves no lazy chunk loading the stylesheet again (a second restyle of the whole page)', () => {
    const css = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    const scripts = Object.values(manifest).map((chunk) => readFileSync(join(outDir, chunk.file), 'utf8'));
    for (const file of css) expect(scripts.filter((script) => script.includes(file))).toEqual([]);
  });

  it('has one inline script, which the Content-Security-Policy allows by its hash', () => {
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it("lists a route's chunks (the entry's aside, which index.html loads anyway) before the entry script", () => {
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
    const entryFiles = closure(entry);
    const dashboard = table.routes.find(([path]) => path === '/');
    const expected = closure('src/pages/dashboard-page.tsx', closure('src/App.tsx'));
    expect(new Set(filesOf(dashboard?.[1] ?? []))).toEqual(
      new Set([...expected].filter((file) => !entryFiles.has(file))),
    );
    expect(dashboard?.[3]).toEqual(['/api/dashboard']);
    expect(html.indexOf('id="first-load-routes"')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('draws the project page without the form library or a dialog: the proof form loads on its first press', () => {
    const page = [...closure('src/pages/project-page.tsx')];
    expect(page.length).toBeGreaterThan(0);
    expect(page.filter((file) => /\/assets\/(forms|dialog)-/.test(file))).toEqual([]);
    expect(manifest['src/pages/project-page.tsx']?.dynamicImports).toContain(
      'src/components/deadlines/record-service-dialog.tsx',
    );
  });

  it("never preloads the PDF's code: it loads on a document's first download", () => {
    const pdf = manifest['src/components/documents/document-pdf.ts']?.file;
    expect(pdf).toBeDefined();
    const preloaded = table.routes.flatMap(([, signedIn, signedOut]) => filesOf([...signedIn, ...signedOut]));
    expect(preloaded).not.toContain(`/${pdf}`);
  });
});

describe('the first-load route table', () => {
  it('names every path of the router (web/src/routes.tsx), and no other', () => {
    const routes = readFileSync(join(WEB, 'src', 'routes.tsx'), 'utf8');
    const routed = new Set([
      ...[...routes.matchAll(/<Route path="([^"]+)"/g)].map((match) => match[1]),
      ...[...routes.matchAll(/\{ path: '([^']+)', element:/g)].map((match) => match[1]),
    ]);
    routed.delete('*');
    expect(new Set(FIRST_LOAD_ROUTES.map(({ path }) => path))).toEqual(routed);
  });
});
