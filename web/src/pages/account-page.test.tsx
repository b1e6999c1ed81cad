import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, json, renderApp, stubApi } from '@/test/app-harness';
import { openDialog } from '@/test/dialogs';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

describe('the account page', () => {
  it('sends the new sign-in email with the current password, then says where the link went', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = stubApi({
      'POST /api/account/email': json(202, {
        message: 'We sent a link to ana@new.example.com.',
        pendingEmail: 'ana@new.example.com',
        expiresAt: '2026-03-03T14:00:00.000Z',
      }),
    });
    renderApp('/account', { user: aUser('silver') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/New email/), 'ana@new.example.com');
    await user.type(screen.getByLabelText(/Current password/), 'Lien-Minder-2026');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Waiting for you to open the link we sent to ana@new.example.com.',
    );
    const sent = requests.filter((request) => request.path === '/api/account/email');
    expect(sent.map((request) => request.body)).toEqual([
      { newEmail: 'ana@new.example.com', currentPassword: 'Lien-Minder-2026' },
    ]);
  });

  it('shows the server’s refusal of a wrong password beside the form', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      'POST /api/account/email': json(403, { message: 'Current password is incorrect', errors: [] }),
    });
    renderApp('/account', { user: aUser() });
    await user.type(await screen.findByLabelText(/New email/), 'ana@new.example.com');
    await user.type(screen.getByLabelText(/Current password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Current password is incorrect'));
  });

  it('lets the owner close the account with the password, after offering the export', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = stubApi({ 'DELETE /api/account': () => new Response(null, { status: 204 }) });
    renderApp('/account', { user: aUser('gold') });
    expect(
      await screen.findByRole('link', { name: 'Download everything before you close it (JSON)' }),
    ).toHaveAttribute('href', '/api/export/account.json');
    await user.click(screen.getByRole('button', { name: 'Close Account' }));
    const dialog = await openDialog('alertdialog', 'Close the account for good?');
    await user.type(within(dialog).getByLabelText(/Current password/), 'Lien-Minder-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Close Account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Account Is Closed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Home Page' })).toHaveAttribute('href', '/');
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.body)).toEqual([
      { currentPassword: 'Lien-Minder-2026' },
    ]);
  });

  it('offers closing the account to the owner alone', async () => {
    stubApi({});
    renderApp('/account', { user: aUser('gold', 'admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Account' })).toBeNull();
  });
});
