import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '@/test/app-harness';

afterEach(() => vi.unstubAllGlobals());

describe('forgot password', () => {
  it('asks for a valid email before calling the server', async () => {
    const requests = stubApi({});
    renderApp('/forgot-password', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows 'Check Your Email' with the 1-hour lifetime, and 'Send Another Email' returns to the form", async () => {
    const requests = stubApi({ 'POST /api/auth/forgot-password': json(200, { message: 'sent' }) });
    renderApp('/forgot-password', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    expect(screen.getByText(/expires in 1 hour/)).toBeVisible();
    expect(await screen.findByText('Reset Link Sent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'maria@example.com',
    });

    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });

  it("toasts 'Error' with the server's message when the request fails", async () => {
    stubApi({
      'POST /api/auth/forgot-password': json(429, { message: 'Too many password reset requests.' }),
    });
    renderApp('/forgot-password', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many password reset requests.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('reset password', () => {
  it("says 'Invalid Reset Link' for a link without a token, without calling the server", async () => {
    const requests = stubApi({});
    renderApp('/reset-password', { user: null });
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    expect(screen.getByText('This password reset link is invalid or missing a token.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says the link expired when validation fails', async () => {
    stubApi({
      'POST /api/auth/validate-reset-token': json(400, { message: 'Invalid or expired reset token' }),
    });
    renderApp('/reset-password?token=spent', { user: null });
    expect(await screen.findByText('This password reset link has expired or is invalid.')).toBeVisible();
  });

  it('validates the new password as sign-up does, then completes the reset', async () => {
    const requests = stubApi({
      'POST /api/auth/validate-reset-token': json(200, { message: 'ok' }),
      'POST /api/auth/reset-password': json(200, { message: 'done' }),
    });
    renderApp('/reset-password?token=t0k3n', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeVisible();
    expect(screen.getByText("Passwords don't match")).toBeVisible();

    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Harbor-Bridge-77');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Harbor-Bridge-77');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(await screen.findByText('Password Reset Successful')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/auth/reset-password')?.body).toEqual({
        token: 't0k3n',
        newPassword: 'Harbor-Bridge-77',
      }),
    );
  });

  it("toasts 'Reset Failed' asking for a new link when the server says the link expired meanwhile", async () => {
    stubApi({
      'POST /api/auth/validate-reset-token': json(200, { message: 'ok' }),
      'POST /api/auth/reset-password': json(400, { message: 'Invalid or expired reset token', errors: [] }),
    });
    renderApp('/reset-password?token=t0k3n', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'Harbor-Bridge-77');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Harbor-Bridge-77');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText(
        'This reset link has expired or is invalid. Please request a new password reset.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Reset Failed')).toBeInTheDocument();
  });
});
