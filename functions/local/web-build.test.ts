import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildIsStale } from './web-build';

let root: string;
let paths: { webDir: string; bundledSources: string[] };

function touch(path: string, secondsAgo: number): void {
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, at, at);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'lienminder-web-build-'));
  const webDir = join(root, 'web');
  mkdirSync(join(webDir, 'src', 'pages'), { recursive: true });
  mkdirSync(join(root, 'shared', 'src'), { recursive: true });
  writeFileSync(join(webDir, 'src', 'pages', 'dashboard.tsx'), 'export {}');
  writeFileSync(join(root, 'shared', 'src', 'plans.ts'), 'export {}');
  for (const path of [
    join(webDir, 'src', 'pages', 'dashboard.tsx'),
    join(webDir, 'src', 'pages'),
    join(webDir, 'src'),
    join(root, 'shared', 'src', 'plans.ts'),
    join(root, 'shared', 'src'),
  ]) {
    touch(path, 60);
  }
  paths = { webDir, bundledSources: [join(root, 'shared', 'src')] };
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function build(): void {
  mkdirSync(join(paths.webDir, 'dist'), { recursive: true });
  writeFileSync(join(paths.webDir, 'dist', 'index.html'), '<!doctype html>');
}

describe('webBuildIsStale', () => {
  it('asks for a build when the app was never built', () => {
    expect(webBuildIsStale(paths)).toBe(true);
  });

  it('reuses a build newer than every source', () => {
    build();
    expect(webBuildIsStale(paths)).toBe(false);
  });

  it('rebuilds after a web page changed', () => {
    build();
    touch(join(paths.webDir, 'dist', 'index.html'), 30);
    writeFileSync(join(paths.webDir, 'src', 'pages', 'dashboard.tsx'), 'export const changed = 1;');
    expect(webBuildIsStale(paths)).toBe(true);
  });

  it('rebuilds after a shared domain file the app bundles changed', () => {
    build();
    touch(join(paths.webDir, 'dist', 'index.html'), 30);
    writeFileSync(join(root, 'shared', 'src', 'plans.ts'), 'export const changed = 1;');
    expect(webBuildIsStale(paths)).toBe(true);
  });
});
