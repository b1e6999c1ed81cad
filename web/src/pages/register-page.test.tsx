import { MESSAGES } from '@lienminder/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, currentPath, json, optInProofFor, renderApp, SMS_CONFIG, stubApi } from '@/test/app-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function openRegister() {
  renderApp('/register', { user: null });
  await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
  return userEvent.setup();
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create Account' }));

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText(/First Name/), 'Maria');
  await user.type(screen.getByLabelText(/Last Name/), 'Lopez');
  await user.type(screen.getByLabelText(/^Email/), 'maria@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '3055550123');
  await user.type(screen.getByLabelText(/^Password/), 'Secret123');
  await user.type(screen.getByLabelText(/Confirm Password/), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: /not legal advice/ }));
}

const smsConsentBox = () => screen.getByRole('checkbox', { name: /agree to receive SMS/ });

describe('registration', () => {
  it('shows every spec message for an empty form', async () => {
    const requests = stubApi({});
    const user = await openRegister();
    await submit(user);
    for (const message of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.invalidEmail,
      MESSAGES.phoneFormat,
      MESSAGES.passwordMinLength,
      MESSAGES.disclaimerRequired,
      MESSAGES.smsOptInRequired,
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    // The first field to fix, in reading order, takes the focus.
    expect(screen.getByLabelText(/First Name/)).toHaveFocus();
  });

  it.each([
    ['Secretpass', MESSAGES.passwordNumber],
    ['secret123', MESSAGES.passwordUppercase],
    ['SECRET123', MESSAGES.passwordLowercase],
    ['Sec1', MESSAGES.passwordMinLength],
  ])('rejects the password %s with "%s"', async (password, message) => {
    stubApi({});
    const user = await openRegister();
    await user.type(screen.getByLabelText(/^Password/), password);
    await submit(user);
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('says the password rules beside the password before anything fails', async () => {
    stubApi({});
    await openRegister();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
    );
  });

  it('focuses the SMS consent box when it is the one thing left to fix', async () => {
    const requests = stubApi({});
    const user = await openRegister();
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText(MESSAGES.smsOptInRequired)).toBeVisible();
    expect(smsConsentBox()).toHaveFocus();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says "Passwords don\'t match" on the confirm field', async () => {
    stubApi({});
    const user = await openRegister();
    await fillValidForm(user);
    await user.click(smsConsentBox());
    await user.type(screen.getByLabelText(/Confirm Password/), '4');
    await submit(user);
    expect(await screen.findByText(MESSAGES.passwordsDontMatch)).toBeVisible();
    expect(screen.getByLabelText(/Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('formats the phone as (555) 555-5555 while typing, in a 14-character field with the spec hint', async () => {
    stubApi({});
    const user = await openRegister();
    const phone = screen.getByLabelText(/Phone Number/);
    expect(phone).toHaveAttribute('maxLength', '14');
    expect(phone).toHaveAccessibleDescription('Required for SMS deadline alerts and notifications');
    await user.type(phone, '305');
    expect(phone).toHaveValue('(305');
    await user.type(phone, '555');
    expect(phone).toHaveValue('(305) 555');
    await user.type(phone, '0123');
    expect(phone).toHaveValue('(305) 555-0123');
    await user.type(phone, '9');
    expect(phone).toHaveValue('(305) 555-0123');
  });

  it('creates the account with only the fields the API takes, then opts the phone in to SMS', async () => {
    const requests = stubApi({
      'POST /api/auth/register': json(201, aUser()),
      'GET /sms/config': json(200, SMS_CONFIG),
      'POST /sms/opt-in': json(200, { success: true, smsSent: true, message: 'ok' }),
      'GET /api/auth/user': json(200, aUser()),
      'GET /api/dashboard': json(200, { projects: [], upcomingDeadlines: [], urgentDeadlines: 0 }),
    });
    const user = await openRegister();
    await fillValidForm(user);
    await user.click(smsConsentBox());
    await submit(user);

    expect(await screen.findByText('Account Created Successfully!')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/auth/register')?.body).toEqual({
      email: 'maria@example.com',
      password: 'Secret123',
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '(305) 555-0123',
      acceptedDisclaimer: true,
    });
    expect(requests.find((request) => request.path === '/sms/opt-in')?.body).toEqual({
      name: 'Maria Lopez',
      phone: '+13055550123',
      sms_opt_in: true,
      source: 'registration',
      proof: optInProofFor('+13055550123'),
    });
    await waitFor(() => expect(currentPath()).toBe('/'));
    await screen.findByRole('heading', { name: 'Your Projects' });
    expect(screen.queryByRole('heading', { name: 'Finish Setting Up Text Alerts' })).not.toBeInTheDocument();
  });

  it('still succeeds when the SMS opt-in call fails, and the dashboard offers to finish it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'POST /api/auth/register': json(201, aUser()),
      'GET /sms/config': json(200, SMS_CONFIG),
      'POST /sms/opt-in': json(500, { message: 'SMS provider down' }),
      'GET /api/auth/user': json(200, aUser()),
      'GET /api/dashboard': json(200, { projects: [], upcomingDeadlines: [], urgentDeadlines: 0 }),
    });
    const user = await openRegister();
    await fillValidForm(user);
    await user.click(smsConsentBox());
    await submit(user);
    expect(await screen.findByText('Account Created Successfully!')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByText('Registration Failed')).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Finish Setting Up Text Alerts' }, { timeout: 5_000 });
    expect(await screen.findByLabelText(/Mobile Phone Number/)).toHaveValue('(305) 555-0123');
    expect(screen.getByLabelText(/Name \(optional\)/)).toHaveValue('Maria Lopez');
  });

  it("shows 'Creating Account...' while pending", async () => {
    stubApi({ 'POST /api/auth/register': () => new Promise<Response>(() => {}) as never });
    const user = await openRegister();
    await fillValidForm(user);
    await user.click(smsConsentBox());
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });

  it('tells a returning user to sign in when the email is taken (409)', async () => {
    stubApi({ 'POST /api/auth/register': json(409, { message: 'Email already registered' }) });
    const user = await openRegister();
    await fillValidForm(user);
    await user.click(smsConsentBox());
    await submit(user);
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(
      screen.getByText('An account with this email already exists. Please try logging in instead.'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/register');
  });

  it('links to sign in, the terms and the privacy policy', async () => {
    stubApi({});
    await openRegister();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const main = screen.getByRole('main');
    expect(main.querySelector('a[href="/terms"]')).not.toBeNull();
    expect(main.querySelector('a[href="/privacy"]')).not.toBeNull();
  });
});
