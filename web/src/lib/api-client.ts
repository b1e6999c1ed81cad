/**
 * The one way the app talks to the API (spec section 7), typed by the OpenAPI document: `api` is an
 * openapi-fetch client of `paths` (web/src/api/schema.d.ts, generated from the route contracts by
 * `npm run api-types`), so a path, a request body or an answer the document does not have fails
 * the build. JSON both ways, cookies included, a body only when there is a payload, and any non-OK
 * answer raised as `"<status>: <body or status text>"`.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { DevPaths } from '@/api/dev-paths';
import type { paths } from '@/api/schema';

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

/** A refusal (DESIGN.md section 6's error body) becomes an ApiError, as the pages expect. */
const refusalsThrow: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  },
};

/**
 * The API, same origin (the absolute base only because a Request needs one outside a page), and
 * the local server's developer routes. The admin page adds its Basic `Authorization` per call.
 */
export const api = createClient<paths & DevPaths>({
  baseUrl: location.origin,
  credentials: 'include',
  headers: { Accept: 'application/json' },
  // The page's fetch as it is at each call, not as it was when this module loaded (tests stub it).
  fetch: (request) => fetch(request),
});
api.use(refusalsThrow);

/**
 * The answer's body. A refusal never gets here (it was thrown as an ApiError), so the success
 * branch's type is the answer: `await answer(api.GET('/api/dashboard'))` is the dashboard.
 */
export async function answer<Body>(call: Promise<{ data?: Body; response: Response }>): Promise<Body> {
  return (await call).data as Body;
}
