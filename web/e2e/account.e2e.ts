import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  accessibleAtBothWidths,
  launchBrowser,
  type NewAccount,
  newAccount,
  openPage,
  register,
} from './browser';
import { emailedLink } from './outbox';

/** The account page: a new sign-in email through its link, then closing the account. */
describe('account journey', () => {
  let browser: Browser;
  let page: Page;
  const account: NewAccount = newAccount();
  const newEmail = `ana+${account.email.split('+')[1]}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('changes the sign-in email through the link sent to the new address', async () => {
    await register(page, account);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await accessibleAtBothWidths(page, 'account');
    await page.getByLabel(/^New email/).fill(newEmail);
    await page
      .getByLabel(/^Current password/)
      .first()
      .fill(account.password);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await page.getByRole('status').filter({ hasText: newEmail }).waitFor();

    await page.goto((await emailedLink(newEmail, '/verify-email')).href);
    await page.getByRole('heading', { level: 1, name: 'Confirm Your New Sign-in Email' }).waitFor();
    await accessibleAtBothWidths(page, 'verify-email');
    await page.getByRole('button', { name: 'Use This Email to Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign-in Email Changed' }).waitFor();
    // This browser stays signed in, now as the new address.
    await page.goto('/account');
    await page.getByText(newEmail).first().waitFor();
  });

  it('closes the account; its sign-in then says so', async () => {
    await page.getByRole('button', { name: 'Close Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Close the account for good?' });
    await dialog.getByLabel(/^Current password/).fill(account.password);
    await dialog.getByRole('button', { name: 'Close Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Account Is Closed' }).waitFor();
    await page.getByRole('link', { name: 'Go to the Home Page' }).click();
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(newEmail);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByText(/was closed by its owner/)
      .first()
      .waitFor();

    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await accessibleAtBothWidths(page, 'privacy');
  });
});
