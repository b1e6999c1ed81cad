import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, json, renderApp, stubApi } from './test/app-harness';

afterEach(() => vi.unstubAllGlobals());

describe('route table', () => {
  it('shows a centred spinner while it finds out who is signed in', async () => {
    stubApi({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) as never });
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the landing page at / to a signed-out visitor (a 401 means no user, not an error)', async () => {
    stubApi({ 'GET /api/auth/user': json(401, { message: 'Authentication required' }) });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Never miss a Florida lien deadline' }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Sign Up Free' })[0]).toHaveAttribute('href', '/register');
  });

  it('shows Page Not Found for an unknown path, with a way home', async () => {
    stubApi({});
    renderApp('/no-such-page', { user: null });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    '/sms-test',
    '/sms-config',
    '/twilio-config',
    '/email-test',
    '/password-reset-test',
    '/password-recovery-test',
  ])('sends a signed-out visitor from the test page %s to /login', async (path) => {
    stubApi({});
    renderApp(path, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(window.location.pathname).toBe('/login');
  });

  it('has the billing screens, and sends signed-out visitors of the Stripe pages to /login', async () => {
    stubApi({});
    const help = renderApp('/help', { user: aUser('silver') });
    expect(await screen.findByRole('heading', { level: 1, name: /Help/ }, { timeout: 10_000 })).toBeVisible();
    help.unmount();
    const subscription = renderApp('/subscription', { user: aUser('silver') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade to Gold' })).toBeVisible();
    subscription.unmount();
    renderApp('/stripe-config', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  it('keeps the dashboard and project form away from signed-out visitors', async () => {
    stubApi({});
    renderApp('/projects/new', { user: null });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  it('keeps sign-in and registration for signed-out visitors; terms and privacy are for everyone', async () => {
    stubApi({});
    const { unmount } = renderApp('/login', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    unmount();
    renderApp('/terms', { user: aUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });
});
