import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

function answer(status: number, body: string, statusText = '') {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(status === 204 ? null : body, { status, statusText }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with cookies and only sends a body when there is a payload', async () => {
    const fetch = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetch);

    await apiRequest('GET', '/api/dashboard');
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' });

    const [getUrl, getInit] = fetch.mock.calls[0] ?? [];
    expect(getUrl).toBe('/api/dashboard');
    expect(getInit).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(new Headers(getInit?.headers).has('Content-Type')).toBe(false);

    const [, postInit] = fetch.mock.calls[1] ?? [];
    expect(postInit).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(postInit?.body))).toEqual({ email: 'a@b.co', password: 'x' });
    expect(new Headers(postInit?.headers).get('Content-Type')).toBe('application/json');
  });

  it('returns the parsed JSON answer', async () => {
    vi.stubGlobal('fetch', answer(200, '{"projects":[],"urgentDeadlines":0}'));
    await expect(apiRequest('GET', '/api/dashboard')).resolves.toEqual({ projects: [], urgentDeadlines: 0 });
  });

  it('returns undefined for 204 No Content', async () => {
    vi.stubGlobal('fetch', answer(204, ''));
    await expect(apiRequest('DELETE', '/api/projects/p1')).resolves.toBeUndefined();
  });

  it('raises "<status>: <body text>" for a non-OK answer', async () => {
    vi.stubGlobal('fetch', answer(404, 'body text', 'Not Found'));
    const error = await apiRequest('GET', '/api/projects/nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).message).toBe('404: body text');
    expect((error as ApiError).status).toBe(404);
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(500, '', 'Internal Server Error'));
    await expect(apiRequest('GET', '/api/dashboard')).rejects.toThrow('500: Internal Server Error');
  });

  it("exposes the server's message from a JSON error body", async () => {
    vi.stubGlobal('fetch', answer(401, '{"message":"Invalid email or password"}', 'Unauthorized'));
    const error = (await apiRequest('POST', '/api/auth/login', {}).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.message).toBe('401: {"message":"Invalid email or password"}');
    expect(error.serverMessage).toBe('Invalid email or password');
  });
});
