import { SMS_CONSENT_TEXT, type SmsOptInResult, stampZeroBits } from '@lienminder/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmsOptInForm } from '@/components/sms/sms-opt-in-form';
import { json, optInProofFor, renderApp, SMS_CONFIG, stubApi } from '@/test/app-harness';

const OPTED_IN: SmsOptInResult = {
  success: true,
  smsSent: true,
  message: "You've been opted in to SMS notifications. Check your phone for a confirmation message.",
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openOptIn(answers: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubApi({ 'GET /sms/config': json(200, SMS_CONFIG), ...answers });
  renderApp('/sms/opt-in', { user: null });
  await screen.findByRole('heading', { level: 1, name: 'SMS Deadline Alerts' });
  return { requests, user: userEvent.setup() };
}

const consentBox = () => screen.getByRole('checkbox', { name: SMS_CONSENT_TEXT });
const optIn = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Opt In to SMS Alerts' }));
const posts = (requests: ReturnType<typeof stubApi>) =>
  requests.filter((request) => request.method === 'POST');

describe('/sms/opt-in', () => {
  it('shows the benefits, then the form with the server’s consent text, unticked, and its links', async () => {
    await openOptIn();
    expect(screen.getByText(/30, 14, 7, 3 and 1 days before/)).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: SMS_CONSENT_TEXT })).not.toBeChecked();
    const form = consentBox().closest('form') as HTMLFormElement;
    expect(within(form).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      SMS_CONFIG.termsUrl,
    );
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      SMS_CONFIG.privacyUrl,
    );
    expect(screen.getByText(/Reply STOP to cancel at any time/)).toBeVisible();
  });

  it('shows a spinner while the consent text loads', async () => {
    stubApi({ 'GET /sms/config': () => new Promise<Response>(() => {}) });
    renderApp('/sms/opt-in', { user: null });
    expect(await screen.findByRole('status', { name: 'Loading SMS opt-in' })).toBeVisible();
  });

  it('asks for the phone number first, then for the consent box, sending nothing', async () => {
    const { requests, user } = await openOptIn();
    await screen.findByRole('checkbox');
    await optIn(user);
    expect(await screen.findByText('Phone Number Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your mobile phone number')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mobile Phone Number/), '3055550123');
    await optIn(user);
    expect(await screen.findByText('Consent Required')).toBeInTheDocument();
    expect(
      screen.getByText('You must check the consent box to opt-in to SMS notifications'),
    ).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);
  });

  it('sends the number in E.164 and the trimmed name, then shows the success view', async () => {
    const { requests, user } = await openOptIn({ 'POST /sms/opt-in': json(200, OPTED_IN) });
    await user.type(await screen.findByLabelText(/Name/), '  Maria Lopez ');
    await user.type(screen.getByLabelText(/Mobile Phone Number/), '3055550123');
    expect(screen.getByLabelText(/Mobile Phone Number/)).toHaveValue('(305) 555-0123');
    await user.click(consentBox());
    await optIn(user);

    expect(await screen.findByRole('heading', { name: 'Successfully Opted In!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByText("You've been opted in to SMS notifications.")).toBeInTheDocument();
    expect(screen.getByText('Check your phone for a confirmation message.')).toBeInTheDocument();
    expect(posts(requests).map((request) => request.body)).toEqual([
      { name: 'Maria Lopez', phone: '+13055550123', sms_opt_in: true, proof: optInProofFor('+13055550123') },
    ]);
    // The work is done: the stamp's hash starts with the zero bits GET /sms/config named.
    const [posted] = posts(requests).map((request) => request.body as { proof: string });
    expect(await stampZeroBits(posted?.proof ?? '')).toBeGreaterThanOrEqual(SMS_CONFIG.proofBits);
  });

  it('leaves out an empty name, and says nothing of a confirmation text that was not sent', async () => {
    const { requests, user } = await openOptIn({
      'POST /sms/opt-in': json(200, { ...OPTED_IN, smsSent: false }),
    });
    await user.type(await screen.findByLabelText(/Mobile Phone Number/), '3055550123');
    await user.click(consentBox());
    await optIn(user);
    expect(await screen.findByText("You've been opted in to SMS notifications.")).toBeInTheDocument();
    expect(screen.queryByText('Check your phone for a confirmation message.')).not.toBeInTheDocument();
    expect(posts(requests)[0]?.body).toEqual({
      phone: '+13055550123',
      sms_opt_in: true,
      proof: optInProofFor('+13055550123'),
    });
  });

  it.each([
    [
      json(200, { success: false, smsSent: false, message: 'This number opted out.' }),
      'This number opted out.',
    ],
    [json(200, { success: false, smsSent: false, message: '' }), 'Failed to opt-in'],
    [
      json(429, { message: 'Too many opt-in attempts. Please try again later.' }),
      'Too many opt-in attempts. Please try again later.',
    ],
    [
      new Response('', { status: 502, statusText: '' }),
      'Failed to process your opt-in request. Please try again.',
    ],
  ])('raises Opt-in Failed with the reason (%#)', async (answer, reason) => {
    const { user } = await openOptIn({ 'POST /sms/opt-in': answer });
    await user.type(await screen.findByLabelText(/Mobile Phone Number/), '3055550123');
    await user.click(consentBox());
    await optIn(user);
    // Toasts of earlier cases may still be fading out: look for this one's reason.
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getAllByText('Opt-in Failed').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Successfully Opted In!' })).not.toBeInTheDocument();
  });
});

describe('the embedded opt-in', () => {
  it('hands the result to its flow instead of showing a success view of its own', async () => {
    stubApi({ 'GET /sms/config': json(200, SMS_CONFIG), 'POST /sms/opt-in': json(200, OPTED_IN) });
    const onSuccess = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SmsOptInForm embedded onSuccess={onSuccess} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile Phone Number/), '3055550123');
    await user.click(consentBox());
    await optIn(user);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(OPTED_IN));
    expect(screen.queryByRole('heading', { name: 'Successfully Opted In!' })).not.toBeInTheDocument();
  });
});
