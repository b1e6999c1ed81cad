import { SESSION_HINT_COOKIE } from '@lienminder/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Boot } from './boot';
import { askCurrentUserEarly } from './lib/current-user';
import { aUser, json, stubApi } from './test/app-harness';

afterEach(() => vi.unstubAllGlobals());

function boot(path: string) {
  window.history.replaceState(null, '', path);
  render(<Boot />);
}

describe('boot', () => {
  it('gives a signed-out visitor at / the landing page, asking who is signed in once', async () => {
    const requests = stubApi({ 'GET /api/auth/user': json(401, { message: 'Authentication required' }) });
    boot('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Never miss a Florida lien deadline' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(requests.filter((request) => request.path === '/api/auth/user')).toHaveLength(1);
  });

  it('loads the app for any other path, handing it the answer instead of asking again', async () => {
    const requests = stubApi({ 'GET /api/auth/user': json(401, { message: 'Authentication required' }) });
    boot('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(requests.filter((request) => request.path === '/api/auth/user')).toHaveLength(1);
  });

  it('takes the answer main.tsx asked for before the first render instead of asking again', async () => {
    const requests = stubApi({ 'GET /api/auth/user': json(401, { message: 'Authentication required' }) });
    askCurrentUserEarly();
    boot('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(requests.filter((request) => request.path === '/api/auth/user')).toHaveLength(1);
  });

  it('asks nothing when the browser holds no session hint: a first visit or after sign-out', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this stands in for the server's Set-Cookie
    document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`;
    const requests = stubApi({});
    boot('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Never miss a Florida lien deadline' }),
    ).toBeVisible();
    cleanup();
    boot('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('gives a signed-in user at / the dashboard, not the landing page', async () => {
    stubApi({
      'GET /api/auth/user': json(200, aUser('free')),
      'GET /api/dashboard': json(200, { projects: [], upcomingDeadlines: [], urgentDeadlines: 0 }),
    });
    boot('/');
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Never miss a Florida lien deadline' }),
    ).not.toBeInTheDocument();
  });
});
