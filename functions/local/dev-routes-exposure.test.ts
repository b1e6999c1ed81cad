/**
 * The dev routes are absent when the app is reachable from other machines (a public URL that is not
 * loopback), unless they are asked for (DEV_ROUTES_ENABLED; docs/decisions/016). Each server runs
 * in its own process (see server-process.ts); both start at once.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LienMinderProcess, startLienMinderProcess } from './server-process';

const PUBLIC_URL = 'https://lienminder.example.com';
const webRoot = mkdtempSync(join(tmpdir(), 'lienminder-dev-routes-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LienMinder</title>');
let byDefault: LienMinderProcess;
let enabled: LienMinderProcess;

beforeAll(async () => {
  [byDefault, enabled] = await Promise.all([
    startLienMinderProcess({ inMemoryDatabase: true, webRoot, publicUrl: PUBLIC_URL }),
    startLienMinderProcess({ inMemoryDatabase: true, webRoot, publicUrl: PUBLIC_URL, devRoutes: true }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([byDefault?.stop(), enabled?.stop()]);
  rmSync(webRoot, { recursive: true, force: true });
});

/** GET as a browser on the public URL would send it: Host is the public name, not localhost. */
function getOutbox(server: LienMinderProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const outbox = request(`${server.url}/api/dev/outbox`, {
      headers: { host: new URL(PUBLIC_URL).host },
    });
    outbox.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outbox.once('error', reject);
    outbox.end();
  });
}

describe('dev routes behind a public URL that is not loopback', () => {
  it('are absent by default', async () => {
    expect(await getOutbox(byDefault)).toBe(404);
    expect((await fetch(`${byDefault.url}/api/health`)).status).toBe(200);
  });

  it('exist when explicitly enabled', async () => {
    expect(await getOutbox(enabled)).toBe(200);
  });
});
