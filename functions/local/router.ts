/**
 * The local stand-in for API Gateway's routing: `/api/*` and `/sms/*` requests go to the handler
 * that `API_FUNCTIONS` (src/routes.ts) names for the method and path — the same manifest the CDK
 * stack reads — plus routes that exist only locally (developer tools such as the outbox).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from '#src/body-limits';
import { API_FUNCTIONS, WEB_PAGES_UNDER_API_PATHS } from '#src/routes';
import {
  type ApiHandler,
  type ApiResult,
  invokeApiHandler,
  toApiGatewayEvent,
  writeApiResult,
} from './api-gateway-event';
import { importHandler } from './handler-module';
import { matchRoutePath } from './route-path';

export interface Route {
  method: string;
  /** API Gateway route path; `{name}` segments become path parameters. */
  path: string;
  /** Lambda function name, for the invocation context. */
  name: string;
  /** The most the body may weigh (the manifest's, else the API's 64 KB). */
  maxBodyBytes: number;
  load(): Promise<ApiHandler>;
}

const loadedHandlers = new Map<string, Promise<ApiHandler>>();

/**
 * Handlers are imported on first use, after the server has set the environment their config
 * reads at import time (a Lambda cold start), and cached like a warm Lambda container.
 */
function loadHandler(entry: string): Promise<ApiHandler> {
  let loaded = loadedHandlers.get(entry);
  if (loaded === undefined) {
    loaded = importHandler<ApiHandler>(entry);
    // A failed import (a syntax error being fixed) is retried on the next request.
    loaded.catch(() => loadedHandlers.delete(entry));
    loadedHandlers.set(entry, loaded);
  }
  return loaded;
}

/**
 * Imports every manifest handler ahead of the first request (start-up overlaps it with the
 * database's). A handler that fails to import is retried, and its error shown, on its first request.
 */
export async function preloadApiHandlers(): Promise<void> {
  await Promise.allSettled(API_FUNCTIONS.map((definition) => loadHandler(definition.entry)));
}

const routes: Route[] = API_FUNCTIONS.map((definition) => ({
  method: definition.method,
  path: definition.path,
  name: definition.name,
  maxBodyBytes: definition.maxBodyBytes ?? MAX_BODY_BYTES,
  load: () => loadHandler(definition.entry),
}));

/** Adds a route that exists only in the local runtime (never deployed), e.g. `GET /api/dev/outbox`. */
export function addLocalRoute(
  method: string,
  path: string,
  handler: ApiHandler,
  maxBodyBytes = MAX_BODY_BYTES,
): void {
  const name = `Local${method}${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
  routes.push({ method: method.toUpperCase(), path, name, maxBodyBytes, load: async () => handler });
}

export type RouteLookup =
  | { found: 'route'; route: Route }
  | { found: 'wrong-method'; allowed: string[] }
  | { found: 'nothing' };

export function findRoute(method: string, path: string): RouteLookup {
  const matching = routes.filter((route) => matchRoutePath(route.path, path) !== undefined);
  const route = matching.find((candidate) => candidate.method === method.toUpperCase());
  if (route !== undefined) return { found: 'route', route };
  if (matching.length > 0)
    return { found: 'wrong-method', allowed: matching.map((candidate) => candidate.method) };
  return { found: 'nothing' };
}

const WEB_PAGES = new Set<string>(WEB_PAGES_UNDER_API_PATHS);

/**
 * `/api/*` and `/sms/*` go to the API, as CloudFront sends them (infra/lib/web.ts), except a GET or
 * HEAD of a web page that lives under those prefixes: the browser gets the app there.
 */
export function isApiRequest(method: string, path: string): boolean {
  if (!/^\/(api|sms)(\/|$)/.test(path)) return false;
  const read = method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD';
  return !(read && WEB_PAGES.has(path.replace(/\/+$/, '')));
}

/** The handlers' error contract (docs/architecture.md section 6), also for what the router answers itself. */
function jsonError(statusCode: number, message: string, headers: Record<string, string> = {}): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', ...headers },
    cookies: [],
    body: JSON.stringify({ message, errors: [] }),
    isBase64Encoded: false,
  };
}

/** Reads the body up to `limit` bytes; answers undefined as soon as it is longer. */
async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function handleApiRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = request.url ?? '/';
  const method = request.method ?? 'GET';
  const path = url.split('?')[0] ?? '/';
  const lookup = findRoute(method, path);
  if (lookup.found === 'nothing') return writeApiResult(response, jsonError(404, 'Not found'));
  if (lookup.found === 'wrong-method') {
    return writeApiResult(
      response,
      jsonError(405, 'Method not allowed', { allow: lookup.allowed.join(', ') }),
    );
  }

  // The handlers' own limit (docs/architecture.md section 6): API Gateway's is larger, so stop reading there.
  const body = await readBody(request, lookup.route.maxBodyBytes);
  if (body === undefined) {
    // Stop reading the rest: close the connection once the answer is out.
    response.setHeader('connection', 'close');
    response.once('finish', () => request.destroy());
    return writeApiResult(response, jsonError(413, 'Request body is too large'));
  }

  const { route } = lookup;
  const event = toApiGatewayEvent(
    {
      method,
      url,
      headers: request.headers,
      body,
      sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, ''),
    },
    route.path,
  );
  let result: ApiResult;
  try {
    result = await invokeApiHandler(await route.load(), route.name, event);
  } catch (error) {
    // What API Gateway answers when a Lambda throws; the details go to the server log only.
    console.error(`${route.name} failed:`, error);
    result = jsonError(500, 'Internal Server Error');
  }
  writeApiResult(response, result);
}
