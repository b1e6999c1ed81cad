/**
 * The billing screens' answers to the server (docs/product.md sections 2, 4 and 8): the real app at /subscribe
 * and /help, with fetch stubbed at the network boundary.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, currentPath, json, renderApp, stubApi } from '@/test/app-harness';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

describe('/subscribe', () => {
  it('offers Silver and Gold to Free, only the Gold upgrade to Silver, and "You\'re on Gold!" to Gold', async () => {
    stubApi({});
    const free = renderApp('/subscribe', { user: aUser('free') });
    // The first screen of the file waits for its lazily loaded page.
    await screen.findByRole('button', { name: 'Choose Silver' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Choose Gold' })).toBeTruthy();
    free.unmount();

    const silver = renderApp('/subscribe', { user: aUser('silver') });
    await screen.findByRole('button', { name: 'Upgrade to Gold' });
    expect(screen.queryByRole('button', { name: 'Choose Silver' })).toBeNull();
    silver.unmount();

    renderApp('/subscription', { user: aUser('gold') });
    await screen.findByRole('heading', { name: "You're on Gold!" });
  });

  it("shows 'Subscription Setup Error' with the server's message, then the way back to the plans", async () => {
    const requests = stubApi({
      'POST /api/create-subscription': json(503, { message: 'Stripe is not answering', errors: [] }),
    });
    renderApp('/subscribe', { user: aUser('free') });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Gold' }));
    await screen.findByText('Subscription Setup Error');
    expect(screen.getByText('Stripe is not answering')).toBeTruthy();
    expect(screen.getByText('Unable to initialize payment. Please try again.')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/create-subscription')?.body).toEqual({ tier: 'gold' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Plans' }));
    await screen.findByRole('button', { name: 'Choose Silver' });
  });

  it("says 'Connection Error' when the payment service cannot be reached", async () => {
    stubApi({
      'POST /api/create-subscription': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/subscribe', { user: aUser('free') });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Silver' }));
    await screen.findByText('Connection Error');
    expect(screen.getByText('Failed to connect to payment service. Please try again.')).toBeTruthy();
  });

  it("answers status active with 'Already Subscribed' and the dashboard", async () => {
    stubApi({
      'POST /api/create-subscription': json(200, {
        status: 'active',
        currentPlan: 'silver',
        clientSecret: null,
        publishableKey: null,
      }),
      'GET /api/dashboard': json(200, { projects: [], upcomingDeadlines: [], urgentDeadlines: 0 }),
    });
    renderApp('/subscribe', { user: aUser('free') });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Silver' }));
    await screen.findByText('Already Subscribed');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it("a local test payment that fails says 'Payment Failed'", async () => {
    stubApi({
      'POST /api/create-subscription': json(200, {
        status: 'incomplete',
        currentPlan: 'free',
        clientSecret: 'local_pi_1_secret_2',
        publishableKey: null,
      }),
      'POST /api/dev/confirm-payment': json(404, { message: 'No open test payment has this client secret' }),
    });
    renderApp('/subscribe', { user: aUser('free') });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Silver' }));
    await screen.findByText('Test mode — no card is charged');
    await userEvent.click(screen.getByRole('button', { name: 'Complete test payment' }));
    await screen.findByText('Payment Failed');
    expect(screen.getByText('No open test payment has this client secret')).toBeTruthy();
  });
});

describe('/help', () => {
  it('offers Free an upgrade link and no cancel section', async () => {
    stubApi({});
    renderApp('/help', { user: aUser('free') });
    await screen.findByRole('link', { name: /Upgrade to Silver or Gold/ }, { timeout: 10_000 });
    expect(screen.getByText('support@lienminder.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it("cancels through both dialogs, sending confirmDataDeletion; a failure says 'Error' with the default text", async () => {
    const requests = stubApi({ 'POST /api/cancel-subscription': new Response('', { status: 500 }) });
    renderApp('/help', { user: aUser('silver') });
    await screen.findByRole('heading', { name: 'Frequently asked questions' }, { timeout: 10_000 });
    // The navigation offers it too; the help page's own is a button-styled link in the main content.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Upgrade to Gold' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await screen.findByText(/permanently deleted/);
    await userEvent.click(screen.getByRole('button', { name: 'I Understand, Continue' }));
    await screen.findByText(/stays active until the end of the current billing period/);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await screen.findByText('Failed to cancel subscription. Please contact support.');
    expect(requests.find((r) => r.path === '/api/cancel-subscription')?.body).toEqual({
      confirmDataDeletion: true,
    });
  });
});
