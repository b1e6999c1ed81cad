/**
 * The one way the app talks to the API (docs/product.md section 7), typed by the OpenAPI document: `api` has
 * openapi-fetch's types over `paths` (web/src/api/schema.d.ts, generated from the route contracts
 * by `npm run api-types`), so a path, a path parameter, a request body or an answer field the
 * document does not have fails the build. JSON both ways, cookies included, a body only when there
 * is a payload, and any non-OK answer raised as `"<status>: <body or status text>"`.
 */
import type { Client } from 'openapi-fetch';
import type { DevPaths } from '@/api/dev-paths';
import type { paths } from '@/api/schema';
import { forgetEarlyAnswers, takeEarlyAnswer } from './early-answers';
import { readServerClock } from './server-clock';

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    /** The response body as received (the API answers `{ "message": ... }`). */
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's own words: the JSON body's `message`, else the body text, else the status text. */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // Not JSON: the text itself is the message.
    }
    return this.message.slice(this.message.indexOf(': ') + 2);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What openapi-fetch's types let a call pass: the routes' path and query parameters, a JSON body, headers. */
interface CallOptions {
  params?: { path?: Record<string, string>; query?: Record<string, string | number> };
  body?: unknown;
  /** e.g. the admin page's Basic `Authorization`. */
  headers?: Record<string, string>;
}

async function call(method: Method, route: string, { params = {}, body, headers = {} }: CallOptions = {}) {
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params.path?.[name] ?? ''),
  );
  const query = new URLSearchParams(
    Object.entries(params.query ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  const hasBody = body !== undefined;
  const url = query ? `${path}?${query}` : path;
  if (method !== 'GET') forgetEarlyAnswers();
  const early = method === 'GET' && Object.keys(headers).length === 0 ? takeEarlyAnswer(url) : undefined;
  const response = await (early ??
    fetch(url, {
      method,
      credentials: 'include',
      headers: hasBody
        ? { Accept: 'application/json', 'Content-Type': 'application/json', ...headers }
        : { Accept: 'application/json', ...headers },
      body: hasBody ? JSON.stringify(body) : undefined,
    }));
  readServerClock(response);
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  const text = response.status === 204 ? '' : await response.text();
  return { data: text ? JSON.parse(text) : undefined, response };
}

const calling = (method: Method) => (route: string, options?: CallOptions) => call(method, route, options);

/**
 * The API and the local server's developer routes, same origin. openapi-fetch's runtime (2 kB
 * gzipped: every OpenAPI parameter style, middleware) took the landing page over its budget; the
 * routes use only simple path parameters and form query parameters, which `call` sends as
 * openapi-fetch does, so its types describe these five methods exactly.
 */
export const api = {
  GET: calling('GET'),
  POST: calling('POST'),
  PUT: calling('PUT'),
  PATCH: calling('PATCH'),
  DELETE: calling('DELETE'),
} as Pick<Client<paths & DevPaths>, Method>;

/**
 * The answer's body. A refusal never gets here (it was thrown as an ApiError), so the success
 * branch's type is the answer: `await answer(api.GET('/api/dashboard'))` is the dashboard.
 */
export async function answer<Body>(pending: Promise<{ data?: Body; response: Response }>): Promise<Body> {
  return (await pending).data as Body;
}
