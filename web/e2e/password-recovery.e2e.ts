import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  MOBILE,
  type NewAccount,
  newAccount,
  openPage,
  register,
  screenshot,
  seriousAccessibilityViolations,
} from './browser';
import { emailedLink } from './outbox';

/** GET /api/auth/user with only the given session cookie, as a copied token would be replayed. */
async function statusWithSession(cookie: string): Promise<number> {
  const answer = await fetch(`${inject('baseUrl')}/api/auth/user`, { headers: { cookie } });
  return answer.status;
}

/**
 * Forgot password -> the link from the local outbox -> reset -> sign in with the new
 * password -> the session from before the reset is dead, in the browser and on the server.
 */
describe('password recovery journey', () => {
  let browser: Browser;
  let signedIn: { context: BrowserContext; page: Page };
  let page: Page;
  const account: NewAccount = newAccount();
  const newPassword = 'Harbor-Bridge-77';
  let oldSession = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    // The account, signed in on one device ...
    signedIn = await openPage(browser);
    await register(signedIn.page, account);
    const cookie = (await signedIn.context.cookies()).find((candidate) => candidate.name === 'lm_session');
    oldSession = `lm_session=${cookie?.value ?? ''}`;
    expect(await statusWithSession(oldSession)).toBe(200);
    // ... and its owner, on another, who forgot the password.
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks for a reset link from the sign-in page', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    await screenshot(page, 'forgot-password-1280');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check Your Email' }).waitFor();
    await page.getByText('Reset Link Sent').waitFor();
    await page.getByText(/expires in 1 hour/).waitFor();
    await screenshot(page, 'forgot-password-sent-1280');
  });

  it('opens the link from the email and sets a new password', async () => {
    const link = await emailedLink(account.email, '/reset-password');
    expect(link.pathname).toBe('/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'reset-password-1280');

    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Password Reset Complete' }).waitFor();
    await page.getByText('Password Reset Successful').waitFor();
    await screenshot(page, 'reset-password-done-1280');

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }).waitFor();
    await page.getByText('This password reset link has expired or is invalid.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'reset-password-invalid-1280');
  });

  it('signs in with the new password', async () => {
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome Back!').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Maria!' }).waitFor();
  });

  it('has ended the session from before the reset, on the server and in its browser', async () => {
    expect(await statusWithSession(oldSession)).toBe(401);
    await signedIn.page.reload();
    await signedIn.page
      .getByRole('heading', { level: 1, name: 'Never miss a Florida lien deadline' })
      .waitFor();
  });

  it('lays the forgot-password and reset screens out at 375 px', async () => {
    const { page: phone } = await openPage(browser, MOBILE);
    await phone.goto('/forgot-password');
    await phone.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    await screenshot(phone, 'forgot-password-375');
    await phone.goto('/reset-password');
    await phone.getByText('This password reset link is invalid or missing a token.').waitFor();
    await screenshot(phone, 'reset-password-missing-375');
  });
});
