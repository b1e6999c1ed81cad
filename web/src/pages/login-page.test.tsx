import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, currentPath, json, renderApp, stubApi } from '@/test/app-harness';

afterEach(() => vi.unstubAllGlobals());

async function openLogin() {
  renderApp('/login', { user: null });
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  return userEvent.setup();
}

describe('sign in', () => {
  it('shows the spec messages for an invalid email and a missing password, without calling the server', async () => {
    const requests = stubApi({});
    const user = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    stubApi({});
    const user = await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to registration and password recovery', async () => {
    stubApi({});
    await openLogin();
    expect(screen.getByRole('link', { name: 'Create one for free' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('welcomes the user back, refetches who is signed in and goes to /', async () => {
    let signedIn = false;
    const requests = stubApi({
      'POST /api/auth/login': () => {
        signedIn = true;
        return json(200, aUser('free'));
      },
      'GET /api/auth/user': () =>
        signedIn ? json(200, aUser('free')) : json(401, { message: 'Authentication required' }),
      'GET /api/dashboard': json(200, { projects: [], upcomingDeadlines: [], urgentDeadlines: 0 }),
    });
    const user = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome Back!')).toBeInTheDocument();
    expect(requests).toContainEqual({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'maria@example.com', password: 'Secret123' },
    });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('returns a visitor sent to sign in from a project page (an alert email link) to that page', async () => {
    let signedIn = false;
    stubApi({
      'POST /api/auth/login': () => {
        signedIn = true;
        return json(200, aUser('free'));
      },
      'GET /api/auth/user': () =>
        signedIn ? json(200, aUser('free')) : json(401, { message: 'Authentication required' }),
      'GET /api/projects/p1': () => json(404, { message: 'Project not found', errors: [] }),
    });
    renderApp('/projects/p1', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(currentPath()).toBe('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(currentPath()).toBe('/projects/p1'));
    expect(await screen.findByText('This project does not exist or is not yours.')).toBeVisible();
  });

  it("shows 'Signing In...' while the server answers", async () => {
    stubApi({ 'POST /api/auth/login': () => new Promise<Response>(() => {}) as never });
    const user = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
  });

  it("says 'Sign In Failed' with the server's message", async () => {
    stubApi({ 'POST /api/auth/login': json(401, { message: 'Invalid email or password' }) });
    const user = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign In Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('falls back to the spec wording when the server gives no message', async () => {
    stubApi({ 'POST /api/auth/login': new Response('', { status: 500 }) });
    const user = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
  });
});
