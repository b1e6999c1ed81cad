import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './static-files';

const INDEX = '<!doctype html><title>LienMinder</title><div id="root"></div>';
const BIG_SCRIPT = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `name-${i}`))};`;
let workDir: string;
const servers: Server[] = [];

async function serve(root: string): Promise<string> {
  const server = createServer((request, response) => void serveWebApp(root)(request, response));
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw request: fetch would normalise `..` away before it reached the server. */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${baseUrl}${path}`, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

let baseUrl: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'lienminder-static-'));
  const dist = join(workDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'index-77b2e0.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  // What the build's precompress step writes beside a large file (web/precompress.ts).
  writeFileSync(join(dist, 'assets', 'vendor-9c2d41.js'), BIG_SCRIPT);
  writeFileSync(join(dist, 'assets', 'vendor-9c2d41.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(dist, 'assets', 'vendor-9c2d41.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(join(workDir, 'secret.txt'), 'not for the web');
  baseUrl = await serve(dist);
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves index.html for / with revalidation, so a deploy is seen on the next visit', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('answers a page path of the client-side router with index.html', async () => {
    for (const path of ['/dashboard', '/projects/7c1e/edit', '/reset-password?token=abc']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets with their content type and an immutable cache', async () => {
    const script = await fetch(`${baseUrl}/assets/index-3f9a1c.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('console.log("app")');
    const styles = await fetch(`${baseUrl}/assets/index-77b2e0.css`);
    expect(styles.headers.get('content-type')).toBe('text/css; charset=utf-8');

    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts, brotli first, each with its own validator', async () => {
    const get = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        httpRequest(
          `${baseUrl}/assets/vendor-9c2d41.js`,
          { headers: { 'accept-encoding': acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        )
          .on('error', reject)
          .end();
      });
    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BIG_SCRIPT);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BIG_SCRIPT);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
    expect(new Set([brotli, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(3);
    // A small file has no copies: it goes as it is.
    const small = await rawGet(baseUrl, '/robots.txt');
    expect(small.body).toBe('User-agent: *');
  });

  it('answers 304 when the browser already has the current file', async () => {
    const first = await fetch(`${baseUrl}/`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${baseUrl}/`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404, not the page, for a missing asset or file', async () => {
    expect((await fetch(`${baseUrl}/assets/index-old.js`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/favicon.ico`)).status).toBe(404);
  });

  it('never serves a file outside the web root', async () => {
    for (const path of ['/..%2fsecret.txt', '/../secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await rawGet(baseUrl, path);
      expect(response.body).not.toContain('not for the web');
    }
  });

  it('refuses to change anything', async () => {
    const response = await fetch(`${baseUrl}/`, { method: 'POST' });
    expect(response.status).toBe(405);
  });

  it('explains how to build the web app when it has not been built', async () => {
    const emptyRoot = join(workDir, 'empty');
    mkdirSync(emptyRoot);
    const response = await fetch(`${await serve(emptyRoot)}/dashboard`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('npm run build:web');
  });
});
