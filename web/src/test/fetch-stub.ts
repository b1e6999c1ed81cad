/**
 * The one fetch stub of the web tests, at the network boundary: every request is recorded, and
 * `answer` decides the response; a request it has no answer for gets 404, so a stray call fails
 * the test visibly. The screen and app harnesses each map their own answer tables onto it.
 */
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** Present only on requests that sent credentials (the admin consent list). */
  authorization?: string;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function stubFetch(
  answer: (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>,
): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const authorization = (init.headers as Record<string, string> | undefined)?.Authorization;
      const request: RecordedRequest = {
        method: init.method ?? 'GET',
        path: String(input),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        ...(authorization ? { authorization } : {}),
      };
      requests.push(request);
      return (await answer(request)) ?? json(404, { message: 'Not found' });
    }),
  );
  return requests;
}
