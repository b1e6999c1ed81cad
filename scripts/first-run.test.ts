/**
 * A newcomer's first `npm install` and `npm start` print no warning of ours: every installed package
 * runs on the Node the README promises (root package.json `engines`; npm prints EBADENGINE for any
 * that does not), and Vite loads web/vite.config.ts without asking for changes. A warning that is
 * always there teaches people to skip the warnings that matter.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minVersion, satisfies } from 'semver';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

describe("a newcomer's first run", () => {
  it('installs no package that wants a newer Node than the README promises (no EBADENGINE)', () => {
    const promised = minVersion(readJson('package.json').engines.node);
    if (!promised) throw new Error('package.json names no Node version in engines.node');
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const tooNew = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return wanted && !satisfies(promised, wanted) ? [`${path}@${entry.version} wants node ${wanted}`] : [];
    });
    expect(tooNew, `Node ${promised}`).toEqual([]);
  });

  it('loads the Vite config without a notice', async () => {
    const notices: string[] = [];
    const logger = createLogger('info');
    logger.warn = (message) => notices.push(message);
    logger.warnOnce = (message) => notices.push(message);
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      join(ROOT, 'web/vite.config.ts'),
      join(ROOT, 'web'),
      'info',
      logger,
    );
    expect(loaded?.path).toMatch(/vite\.config\.ts$/);
    expect(notices).toEqual([]);
  }, 60_000);
});
