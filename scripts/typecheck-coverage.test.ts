/**
 * `npm run typecheck` checks the Node workspaces as one program (tsconfig.node.json), not through
 * their own tsconfig files, which the editors read. A folder added to a workspace's own tsconfig and
 * not to tsconfig.node.json would be checked in the editor and never in CI: this test fails then, and
 * if the two ever differ in the settings that change what a check finds.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsedTsConfig } from './tsconfig-file';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NODE_WORKSPACES = ['shared', 'functions', 'infra', 'scripts'] as const;

const parsed = (tsconfig: string) => parsedTsConfig(join(ROOT, tsconfig));

describe('the typecheck of the Node workspaces as one program', () => {
  const combined = parsed('tsconfig.node.json');

  it.each(NODE_WORKSPACES)('holds every file of %s/tsconfig.json', (workspace) => {
    const own = parsed(`${workspace}/tsconfig.json`);
    expect(own.fileNames.length).toBeGreaterThan(0);
    expect(own.fileNames.filter((file) => !combined.fileNames.includes(file))).toEqual([]);
  });

  it.each(NODE_WORKSPACES)('checks with the settings of %s/tsconfig.json', (workspace) => {
    const { configFilePath: _own, ...own } = parsed(`${workspace}/tsconfig.json`).options;
    const { configFilePath: _combined, ...options } = combined.options;
    expect(options).toEqual(own);
  });
});
