/**
 * `npm start` serves web/dist; this rebuilds it first when the web app's sources (or the shared
 * domain code it bundles) changed since the last build, so a fresh clone or a pull just works.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface WebBuildPaths {
  /** The web workspace (holds vite.config.ts, index.html, src/, public/, dist/). */
  webDir: string;
  /** Other source folders bundled into the app (shared/src). */
  bundledSources: string[];
}

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs; // a deleted file changes its folder's time
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

/** Whether web/dist is missing or older than anything it is built from. */
export function webBuildIsStale({ webDir, bundledSources }: WebBuildPaths): boolean {
  const builtIndex = join(webDir, 'dist', 'index.html');
  if (!existsSync(builtIndex)) return true;
  const sources = [
    join(webDir, 'src'),
    join(webDir, 'public'),
    join(webDir, 'index.html'),
    join(webDir, 'vite.config.ts'),
    // The build's own steps: index.html's first-load script and route table are written by it.
    join(webDir, 'first-load'),
    ...bundledSources,
  ];
  const newestSource = Math.max(...sources.map(newestModification));
  return newestSource > statSync(builtIndex).mtimeMs;
}

/** Runs `vite build` in the web workspace with its output on this terminal; throws if it fails. */
export function buildWebApp(webDir: string, viteBin: string): void {
  const build = spawnSync(viteBin, ['build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  if (build.error) throw build.error;
  if (build.status !== 0)
    throw new Error(`Building the web app failed (vite build exited with ${build.status}).`);
}
