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
    // The app's client (lib/api-client.ts) sends each call as one Request.
    vi.fn(async (sent: Request) => {
      const url = new URL(sent.url);
      const text = await sent.text();
      const authorization = sent.headers.get('Authorization');
      const request: RecordedRequest = {
        method: sent.method,
        path: url.pathname + url.search,
        body: text ? JSON.parse(text) : undefined,
        ...(authorization ? { authorization } : {}),
      };
      requests.push(request);
      return (await answer(request)) ?? json(404, { message: 'Not found' });
    }),
  );
  return requests;
}
