/**
 * Serves the built web app (web/dist) the way CloudFront and S3 do in AWS: hashed files under
 * /assets cached forever, index.html revalidated on every visit, any other page path answered
 * with index.html so the client-side router can draw it, and text compressed with brotli or gzip
 * when the browser accepts it (the build writes `<file>.br` and `<file>.gz` beside each file).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { type Encoding, isCompressible, preferredEncoding } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Shown when web/dist has not been built, so `npm start` still answers something useful. */
export const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>LienMinder</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>LienMinder</h1>
<p>The API is running, but the web app has not been built yet. Run <code>npm run build:web</code> and reload.</p>
</body>
</html>
`;

type FileInfo = { path: string; size: number; mtimeMs: number };

async function fileAt(path: string): Promise<FileInfo | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** The precompressed copy of a text file that this request accepts, if the build wrote one. */
async function encodedCopy(
  request: IncomingMessage,
  file: FileInfo,
  contentType: string,
): Promise<{ file: FileInfo; encoding: Encoding } | undefined> {
  if (!isCompressible(contentType)) return undefined;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return undefined;
  const copy = await fileAt(`${file.path}.${encoding === 'br' ? 'br' : 'gz'}`);
  return copy && { file: copy, encoding };
}

async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  original: FileInfo,
  cacheControl: string,
): Promise<void> {
  const contentType = CONTENT_TYPES[extname(original.path).toLowerCase()] ?? 'application/octet-stream';
  const encoded = await encodedCopy(request, original, contentType);
  const file = encoded?.file ?? original;
  // Each encoding is its own representation: its own validator, and caches keyed on the header.
  const etag = `"${file.size.toString(16)}-${Math.trunc(file.mtimeMs).toString(16)}${encoded ? `-${encoded.encoding}` : ''}"`;
  response.setHeader('content-type', contentType);
  if (isCompressible(contentType)) response.setHeader('vary', 'accept-encoding');
  if (encoded) response.setHeader('content-encoding', encoded.encoding);
  response.setHeader('cache-control', cacheControl);
  response.setHeader('etag', etag);
  if (request.headers['if-none-match'] === etag) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.setHeader('content-length', file.size);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file.path)
    .on('error', () => response.destroy())
    .pipe(response);
}

function sendText(response: ServerResponse, statusCode: number, contentType: string, text: string): void {
  response.statusCode = statusCode;
  response.setHeader('content-type', contentType);
  response.setHeader('cache-control', REVALIDATE);
  response.end(text);
}

/** A request listener serving the web app built into `root`. */
export function serveWebApp(root: string) {
  const rootDir = resolve(root);
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return sendText(response, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    }
    let path: string;
    try {
      path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    } catch {
      return sendText(response, 400, 'text/plain; charset=utf-8', 'Bad request');
    }
    const candidate = resolve(rootDir, `.${path}`);
    const insideRoot = candidate.startsWith(rootDir + sep) && !path.includes('\0');
    const file = insideRoot ? await fileAt(candidate) : undefined;
    if (file !== undefined && !file.path.endsWith(`${sep}index.html`)) {
      return sendFile(request, response, file, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    }
    // A missing asset or file is a 404: answering HTML for a script would only hide the mistake.
    if (file === undefined && (path.startsWith('/assets/') || extname(path) !== '')) {
      return sendText(response, 404, 'text/plain; charset=utf-8', 'Not found');
    }
    const index = await fileAt(join(rootDir, 'index.html'));
    if (index === undefined) return sendText(response, 200, 'text/html; charset=utf-8', PLACEHOLDER_PAGE);
    return sendFile(request, response, index, REVALIDATE);
  };
}
