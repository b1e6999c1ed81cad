import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  dashboardAfterSave,
  fillProjectBasics,
  launchBrowser,
  type NewAccount,
  newAccount,
  openPage,
  register,
  screenshot,
} from './browser';
import { dateFromToday } from './dates';

/** Register -> empty dashboard -> add project -> deadline visible -> edit -> sign out -> sign in. */
describe('core journey', () => {
  let browser: Browser;
  let page: Page;
  const account: NewAccount = newAccount();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up and lands on an empty dashboard', async () => {
    await register(page, account);
    // The dashboard renders after the user and dashboard queries refetch: wait, don't sample. A
    // first sign-in is welcomed, not welcomed back.
    await page.getByRole('heading', { level: 1, name: 'Welcome, Maria!' }).waitFor();
    await page.getByText('Free Plan').first().waitFor();
    await page.getByRole('link', { name: 'Add Your First Project' }).waitFor();
    await screenshot(page, 'dashboard-empty-1280');
  });

  it('adds a project and sees its Notice to Owner and Claim of Lien deadlines', async () => {
    await page.getByRole('link', { name: 'Add Your First Project' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add New Project' }).waitFor();
    await fillProjectBasics(page, {
      name: 'Bayfront Tower',
      address: '100 Biscayne Blvd, Miami, FL',
      generalContractor: 'Coastal Builders',
      propertyOwner: 'Harbor Holdings LLC',
      firstFurnishingDate: dateFromToday(-10),
      lastFurnishingDate: dateFromToday(-5),
    });
    await screenshot(page, 'project-form-create-1280');
    await page.getByRole('button', { name: 'Create Project' }).click();

    await dashboardAfterSave(page);
    const deadlines = page.getByRole('list', { name: 'Deadlines for Bayfront Tower' });
    await deadlines.getByText('Notice to Owner', { exact: true }).waitFor();
    await deadlines.getByText('Record Claim of Lien / Notice of Nonpayment').waitFor();
    await expect(deadlines.getByText(/days left/).count()).resolves.toBeGreaterThanOrEqual(2);
    await screenshot(page, 'dashboard-with-project-1280');
  });

  it('edits the project', async () => {
    await page.getByRole('link', { name: 'Edit Bayfront Tower' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Project' }).waitFor();
    const name = page.getByLabel(/^Project Name/);
    await expect.poll(() => name.inputValue()).toBe('Bayfront Tower');
    await name.fill('Bayfront Tower Phase 2');
    await page.getByRole('button', { name: 'Update Project' }).click();
    await dashboardAfterSave(page);
    await page.getByRole('heading', { name: 'Bayfront Tower Phase 2' }).waitFor();
  });

  it('signs out to the landing page', async () => {
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'lm_session');
    const replay = () =>
      fetch(`${inject('baseUrl')}/api/auth/user`, { headers: { cookie: `lm_session=${session?.value}` } });
    expect((await replay()).status).toBe(200);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Never miss a Florida lien deadline' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The session is gone on the server too: a fresh load is still signed out.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Never miss a Florida lien deadline' }).waitFor();
    // And a copy of the signed-out token is refused by the server, not only dropped by the browser.
    expect((await replay()).status).toBe(401);
  });

  it('signs back in and finds the edited project', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome Back!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Maria!' }).waitFor();
    await page.getByRole('heading', { name: 'Bayfront Tower Phase 2' }).waitFor();
  });

  it("refuses a wrong password with 'Sign In Failed'", async () => {
    const { context, page: stranger } = await openPage(browser);
    await stranger.goto('/login');
    await stranger.getByLabel(/^Email/).fill(account.email);
    await stranger.getByLabel(/^Password/).fill('Wrong1234');
    await stranger.getByRole('button', { name: 'Sign In' }).click();
    await stranger.getByText('Sign In Failed').waitFor();
    expect(new URL(stranger.url()).pathname).toBe('/login');
    await context.close();
  });
});
