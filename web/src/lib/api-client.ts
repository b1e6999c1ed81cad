/**
 * The one way the app talks to the API (spec section 7): JSON both ways, cookies included, a body
 * only when there is a payload, and any non-OK answer raised as `"<status>: <body or status text>"`.
 */
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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `headers` adds request headers, e.g. the admin page's Basic `Authorization`. */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasBody
      ? { Accept: 'application/json', 'Content-Type': 'application/json', ...headers }
      : { Accept: 'application/json', ...headers },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
