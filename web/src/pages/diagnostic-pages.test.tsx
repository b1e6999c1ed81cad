import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, json, renderApp, stubApi } from '@/test/app-harness';

afterEach(() => vi.unstubAllGlobals());

const twilioStatus = {
  configured: false,
  accountSid: null,
  phoneNumber: null,
  webhookUrls: {
    smsReply: 'http://localhost:3000/sms/incoming',
    smsStatus: 'http://localhost:3000/sms/status',
    voice: null,
  },
  setupInstructions: ['Set the reply webhook.'],
};

describe('SMS test page', () => {
  it("says 'Phone Required' for a blank phone, counts to 160, and sends the number in E.164", async () => {
    const requests = stubApi({
      'POST /api/test-sms': json(200, { success: true, message: 'Test SMS sent to +13055550142.' }),
    });
    renderApp('/sms-test', { user: aUser('silver') });
    const user = userEvent.setup();
    const message = await screen.findByLabelText('Message');
    await user.clear(message);
    await user.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(await screen.findByText('Phone Required')).toBeInTheDocument();

    await user.type(message, 'Hello');
    expect(screen.getByText('5/160 characters')).toBeVisible();
    await user.type(screen.getByLabelText('Phone Number'), '3055550142');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(305) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(await screen.findByText('Test SMS Sent')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      phone: '+13055550142',
      message: 'Hello',
    });
  });

  it("toasts the spec's 'SMS Failed' and shows why the server refused", async () => {
    stubApi({
      'POST /api/test-sms': json(403, { message: 'A test SMS goes only to your own number.', errors: [] }),
    });
    renderApp('/sms-test', { user: aUser('silver') });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone Number'), '7865550199');
    await user.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(
      await screen.findByText('Failed to send test SMS. Please check your phone number format.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'A test SMS goes only to your own number.',
    );
  });
});

describe('SMS configuration page', () => {
  it('requires the country code', async () => {
    const requests = stubApi({ 'GET /api/twilio/webhook-status': json(200, twilioStatus) });
    renderApp('/sms-config', { user: aUser('silver') });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone Number (with country code)');
    await user.clear(phone);
    await user.type(phone, '3055550142');
    await user.click(screen.getByRole('button', { name: 'Send Test SMS' }));
    expect(
      await screen.findByText('Enter the number with its country code, e.g. +13055550142'),
    ).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('Twilio webhook page', () => {
  it('shows the configuration, the reply webhook URL and the setup steps', async () => {
    stubApi({ 'GET /api/twilio/webhook-status': json(200, twilioStatus) });
    renderApp('/twilio-config', { user: aUser() });
    expect(await screen.findByText('http://localhost:3000/sms/incoming')).toBeVisible();
    // The status callback is in use now (each alert text names it); only the voice URL is not.
    expect(screen.getByText('http://localhost:3000/sms/status')).toBeVisible();
    expect(screen.getAllByText('Not used by LienMinder: leave it empty.')).toHaveLength(1);
    expect(screen.getByText('Set the reply webhook.')).toBeVisible();
  });
});

describe('email test page', () => {
  it('sends to the account email and says it arrives in 1 to 2 minutes', async () => {
    const requests = stubApi({
      'GET /api/email-config-status': json(200, {
        configured: true,
        host: false,
        port: false,
        user: false,
        pass: false,
        details: { provider: 'Local outbox (GET /api/dev/outbox)' },
      }),
      'POST /api/test-email': json(200, {
        email: 'maria@example.com',
        success: true,
        message: 'Test email sent to maria@example.com. It should arrive in 1 to 2 minutes.',
      }),
    });
    renderApp('/email-test', { user: aUser() });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Email Address')).toHaveValue('maria@example.com');
    expect(await screen.findByText('Local outbox (GET /api/dev/outbox)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Test Email Sent')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'maria@example.com',
    });
  });

  it("toasts 'Email Test Failed' when the server refuses", async () => {
    stubApi({ 'POST /api/test-email': json(403, { message: 'Not your address', errors: [] }) });
    renderApp('/email-test', { user: aUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Email Test Failed')).toBeInTheDocument();
  });
});

describe('password reset test page', () => {
  it('runs four steps, each pending until it succeeds or fails, and stops at the first error', async () => {
    const requests = stubApi({
      'POST /api/test/generate-reset-token': json(200, {
        token: 't0k3n',
        userEmail: 'maria@example.com',
        message: 'Reset token generated. It expires in 1 hour.',
      }),
      'POST /api/auth/validate-reset-token': json(200, { message: 'Reset link is valid' }),
      'GET /api/email-config-status': json(200, {
        configured: false,
        host: false,
        port: false,
        user: false,
        pass: false,
        details: {},
      }),
    });
    renderApp('/password-reset-test', { user: aUser() });
    const user = userEvent.setup();
    const steps = within(await screen.findByRole('list', { name: 'Test steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    for (const step of steps) expect(within(step).getByText('Pending')).toBeVisible();

    // The token sets a new password: the server asks for the current one, so the page does too.
    expect(screen.getByRole('button', { name: 'Run Tests' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Current password/), 'Lien-Minder-2026');
    await user.click(screen.getByRole('button', { name: 'Run Tests' }));
    expect(await within(steps[0] as HTMLElement).findByText('Success')).toBeVisible();
    expect(await within(steps[1] as HTMLElement).findByText('Success')).toBeVisible();
    expect(await within(steps[2] as HTMLElement).findByText('Error')).toBeVisible();
    expect(within(steps[2] as HTMLElement).getByText('No email sender is configured.')).toBeVisible();
    expect(within(steps[3] as HTMLElement).getByText('Pending')).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: aUser().email,
      currentPassword: 'Lien-Minder-2026',
    });
  });
});
