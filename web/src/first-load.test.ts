import { SESSION_HINT_COOKIE } from '@lienminder/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_SCRIPT } from '../first-load/plugin';
import type { FirstLoadTable } from './first-load-routes';
import { answer, api } from './lib/api-client';

/** A table as the build writes it, over made-up chunk files. */
const TABLE: FirstLoadTable = {
  hint: `${SESSION_HINT_COOKIE}=1`,
  files: [
    '/assets/App.js',
    '/assets/dashboard.js',
    '/assets/project.js',
    '/assets/login.js',
    '/assets/404.js',
  ],
  routes: [
    ['/', [0, 1], [], ['/api/dashboard']],
    ['/projects/:id', [0, 2], [0, 3], ['/api/projects/:id']],
  ],
  unknown: [0, 4],
};

/** index.html's head as the build writes it, at `path`, then its inline script run. */
function openIndexHtml(path: string, signedIn: boolean) {
  window.history.replaceState(null, '', path);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this stands in for the server's Set-Cookie
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; Path=/`
    : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'first-load-routes';
  data.textContent = JSON.stringify(TABLE);
  document.head.append(data);
  new Function(FIRST_LOAD_SCRIPT)();
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  window.lienminderEarlyAnswers = undefined;
  vi.unstubAllGlobals();
});

describe("index.html's first-load script", () => {
  it("preloads the page's chunks and asks for who is signed in and the page's data, path parameters filled in", async () => {
    const fetch = vi.fn(async (_url: string) => new Response('{"id":"p 1"}'));
    vi.stubGlobal('fetch', fetch);
    openIndexHtml('/projects/p1/', true);
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/App.js', '/assets/project.js']));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/user', '/api/projects/p1']);

    // The app's own GET takes the early answer instead of asking again, once.
    await expect(answer(api.GET('/api/projects/{id}', { params: { path: { id: 'p1' } } }))).resolves.toEqual({
      id: 'p 1',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    await answer(api.GET('/api/projects/{id}', { params: { path: { id: 'p1' } } }));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('preloads what a signed-out visitor sees there and asks the API nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    openIndexHtml('/projects/p1', false);
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/App.js', '/assets/login.js']));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('preloads the 404 page for a path no route has', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    openIndexHtml('/projects/p1/nothing-here', true);
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/App.js', '/assets/404.js']));
  });

  it('lets no early answer stand in once the app has changed something', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    openIndexHtml('/', true);
    await answer(api.POST('/api/auth/logout'));
    await answer(api.GET('/api/dashboard'));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/user',
      '/api/dashboard',
      '/api/auth/logout',
      '/api/dashboard',
    ]);
  });
});
