import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, answer, api } from './api-client';

function respond(status: number, body: string, statusText = '') {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(status === 204 ? null : body, { status, statusText }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('sends JSON with cookies and only sends a body when there is a payload', async () => {
    const fetch = respond(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetch);

    await answer(api.GET('/api/dashboard'));
    await answer(api.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'x' } }));

    const [getUrl, getInit] = fetch.mock.calls[0] ?? [];
    expect(getUrl).toBe('/api/dashboard');
    expect(getInit).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(new Headers(getInit?.headers).get('Accept')).toBe('application/json');
    expect(new Headers(getInit?.headers).has('Content-Type')).toBe(false);

    const [, postInit] = fetch.mock.calls[1] ?? [];
    expect(postInit).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(postInit?.body))).toEqual({ email: 'a@b.co', password: 'x' });
    expect(new Headers(postInit?.headers).get('Content-Type')).toBe('application/json');
  });

  it("fills a route's path parameters in, encoded, adds its query and the call's headers", async () => {
    const fetch = respond(200, '{}');
    vi.stubGlobal('fetch', fetch);
    await answer(api.GET('/api/deadline-done/{token}', { params: { path: { token: 'a/b c' } } }));
    await answer(
      api.GET('/sms/admin/consents', {
        params: { query: { cursor: 'x&y' } },
        headers: { Authorization: 'Basic YTpi' },
      }),
    );
    await answer(api.GET('/api/dev/outbox', { params: { query: { limit: 500 } } }));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/deadline-done/a%2Fb%20c',
      '/sms/admin/consents?cursor=x%26y',
      '/api/dev/outbox?limit=500',
    ]);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Basic YTpi');
  });

  it('returns the parsed JSON answer', async () => {
    vi.stubGlobal('fetch', respond(200, '{"projects":[],"urgentDeadlines":0}'));
    await expect(answer(api.GET('/api/dashboard'))).resolves.toEqual({ projects: [], urgentDeadlines: 0 });
  });

  it('returns undefined for 204 No Content', async () => {
    vi.stubGlobal('fetch', respond(204, ''));
    await expect(
      answer(api.DELETE('/api/projects/{id}', { params: { path: { id: 'p1' } } })),
    ).resolves.toBeUndefined();
  });

  it('raises "<status>: <body text>" for a non-OK answer', async () => {
    vi.stubGlobal('fetch', respond(404, 'body text', 'Not Found'));
    const error = await answer(api.GET('/api/projects/{id}', { params: { path: { id: 'nope' } } })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).message).toBe('404: body text');
    expect((error as ApiError).status).toBe(404);
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', respond(500, '', 'Internal Server Error'));
    await expect(answer(api.GET('/api/dashboard'))).rejects.toThrow('500: Internal Server Error');
  });

  it("exposes the server's message from a JSON error body", async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Invalid email or password"}', 'Unauthorized'));
    const error = (await answer(
      api.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'x' } }),
    ).catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('401: {"message":"Invalid email or password"}');
    expect(error.serverMessage).toBe('Invalid email or password');
  });
});
