import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_FUNCTIONS } from '@lienminder/functions/routes';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { HandlerFunction } from '../lib/handler-function';
import { LAMBDA_BUNDLE } from '../lib/lambda-bundling';
import { readStageConfig } from '../lib/stage-config';
import { must } from './synth';

const outdir = mkdtempSync(join(tmpdir(), 'lienminder-bundle-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('a real handler bundle as the stack builds it (esbuild on this machine, no Docker)', () => {
  it('is a minified ESM file with its source map, the require banner, and no SDK credential chain', () => {
    const app = new App({ outdir });
    const stack = new Stack(app, 'BundleProbe');
    const health = must(
      API_FUNCTIONS.find((definition) => definition.name === 'Health'),
      'Health in the manifest',
    );
    new HandlerFunction(stack, 'Health', {
      definition: health,
      config: readStageConfig(app.node),
      timeout: Duration.seconds(5),
    });
    app.synth();

    const assetDirs = readdirSync(outdir).filter((name) => name.startsWith('asset.'));
    expect(assetDirs).toHaveLength(1);
    const assetDir = join(outdir, must(assetDirs[0], 'bundled asset'));
    expect(readdirSync(assetDir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const bundle = readFileSync(join(assetDir, 'index.mjs'), 'utf8');
    expect(bundle.startsWith(LAMBDA_BUNDLE.banner)).toBe(true);
    // Minified: lines run to thousands of characters (only string literals keep their line breaks).
    expect(bundle.length / bundle.split('\n').length).toBeGreaterThan(2000);
    // The credential shim replaced the default chain: no SSO or profile-file provider code.
    expect(bundle).not.toContain('sso_start_url');
    expect(bundle).toContain('AWS_ACCESS_KEY_ID');
  }, 60_000);
});
