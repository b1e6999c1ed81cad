import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardAfterSave,
  fillProjectBasics,
  launchBrowser,
  newAccount,
  openPage,
  register,
  screenshot,
} from './browser';
import { dateFromToday } from './dates';
import { moveLocalClock } from './local-clock';

/**
 * With the local test-payment provider (no Stripe key, no network) a person upgrades Free
 * → Silver → Gold, cancels, and drops back to Free when the period ends; the plan badge, the limits
 * banner, the navigation and the project form's alert fields follow at every step.
 */
describe('plans and billing through the UI', () => {
  let browser: Browser;
  let page: Page;
  const account = newAccount();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
    await register(page, account);
  });
  afterAll(async () => {
    // Later files share this server: give them back the real time.
    await moveLocalClock(new Date());
    await browser?.close();
  });

  const nav = () => page.getByRole('navigation', { name: 'Main' });
  const banner = () => page.getByRole('region', { name: 'Plan usage' });

  async function expectDashboardOn(plan: 'Free' | 'Silver' | 'Gold', limit: string, used = 0) {
    await page.goto('/');
    await page.getByText(`${plan} Plan`, { exact: true }).first().waitFor();
    await expect.poll(() => banner().textContent()).toContain(`${plan} Plan: ${used} of ${limit}`);
  }

  /**
   * The form's alert slots on this plan: filling each shows the next, up to `emails` and `phones`
   * (phones 0: the first, disabled), and never one more; then the plan's gate, if any.
   */
  async function expectFormFields(emails: number, phones: number, gate: string | null) {
    await page.goto('/projects/new');
    await page.getByRole('heading', { level: 1, name: 'Add New Project' }).waitFor();
    const slot = (kind: string, n: number) => page.getByLabel(`${kind} ${n}`, { exact: true });
    for (let n = 1; n < emails; n++) await slot('Alert Email', n).fill(`slot${n}@example.com`);
    await slot('Alert Email', emails).waitFor();
    expect(await slot('Alert Email', emails + 1).count()).toBe(0);
    for (let n = 1; n < phones; n++) await slot('Alert Phone', n).pressSequentially(`305555010${n}`);
    if (phones === 0) expect(await slot('Alert Phone', 1).isDisabled()).toBe(true);
    else await slot('Alert Phone', phones).waitFor();
    expect(await slot('Alert Phone', Math.max(1, phones) + 1).count()).toBe(0);
    if (gate) await page.getByText(gate).waitFor();
    else expect(await page.getByText(/Plan Required$/).count()).toBe(0);
  }

  async function payWithTestButton() {
    await page.getByText('Test mode — no card is charged').waitFor();
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.getByText('Payment Successful').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await page.getByText('Upgrade Successful!').waitFor();
  }

  it('starts on Free: badge, banner, Upgrade Plan, one alert email and the Silver gate', async () => {
    await expectDashboardOn('Free', '1 project');
    await nav().getByRole('link', { name: 'Upgrade Plan' }).waitFor();
    await expectFormFields(1, 0, 'Silver Plan Required');
  });

  it('buys Silver with the test payment: 10 projects, two alert emails, Upgrade to Gold', async () => {
    await page.goto('/');
    await nav().getByRole('link', { name: 'Upgrade Plan' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe');
    await page.getByRole('button', { name: 'Choose Gold' }).waitFor();
    await page.getByRole('button', { name: 'Choose Silver' }).click();
    await page.getByRole('table').waitFor();
    await screenshot(page, 'subscribe-payment-step-1280');
    await payWithTestButton();
    await expectDashboardOn('Silver', '10 projects');
    await nav().getByRole('link', { name: 'Upgrade to Gold' }).waitFor();
    await expectFormFields(2, 2, 'Gold Plan Required');
  });

  it('upgrades to Gold: 50 projects, five alert emails, no upgrade offered', async () => {
    await page.goto('/');
    await nav().getByRole('link', { name: 'Upgrade to Gold' }).click();
    await page.getByRole('button', { name: 'Upgrade to Gold' }).click();
    await payWithTestButton();
    await expectDashboardOn('Gold', '50 projects');
    expect(
      await nav()
        .getByRole('link', { name: /^Upgrade/ })
        .count(),
    ).toBe(0);
    await expectFormFields(5, 5, null);
    // A Gold project with what Free lacks: a second alert email and 15-day reminders.
    await page.reload();
    await fillProjectBasics(page, {
      name: 'Naples Marina',
      address: '1 Marina Dr, Naples, FL',
      generalContractor: 'Gulf Builders',
      propertyOwner: 'Marina LLC',
      firstFurnishingDate: dateFromToday(-3),
    });
    await page.getByLabel('Alert Email 1', { exact: true }).fill(account.email);
    await page.getByLabel('Alert Email 2', { exact: true }).fill('office@gulf.example.com');
    await page.getByRole('checkbox', { name: 'Every 15 days' }).check();
    await page.getByLabel('Start Date', { exact: true }).fill(dateFromToday(1));
    await page.getByLabel('End Date', { exact: true }).fill(dateFromToday(200));
    await page.getByRole('button', { name: 'Create Project' }).click();
    await dashboardAfterSave(page);
    await page.getByRole('heading', { name: 'Naples Marina' }).waitFor();
    await page.goto('/subscribe');
    await page.getByRole('heading', { name: "You're on Gold!" }).waitFor();
  });

  it('cancels from Help through both dialogs; the plan stays until the period ends', async () => {
    await page.goto('/help');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const first = page.getByRole('alertdialog');
    await first.getByText(/permanently deleted/).waitFor();
    await screenshot(page, 'help-cancel-dialog-1280');
    await first.getByRole('button', { name: 'I Understand, Continue' }).click();
    const second = page.getByRole('alertdialog');
    await second.getByText(/stays active until the end of the current billing period/).waitFor();
    await second.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page
      .getByRole('status')
      .getByText(/You keep your plan until/)
      .waitFor();
    await expectDashboardOn('Gold', '50 projects', 1);
  });

  it('moves to Free once the local clock passes the end of the period', async () => {
    await moveLocalClock(new Date(Date.now() + 32 * 24 * 3600 * 1000));
    // A month on, the 30-day session has ended too: sign in again.
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectDashboardOn('Free', '1 project', 1);
    await nav().getByRole('link', { name: 'Upgrade Plan' }).waitFor();
  });

  it('keeps the Gold project editable on Free: a rename saves, nothing it held is lost', async () => {
    await page.getByRole('link', { name: /Edit/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Edit Project' }).waitFor();
    expect(await page.getByLabel('Alert Email 2', { exact: true }).count()).toBe(0);
    await page.getByText('Silver Plan Required').waitFor();
    await page.getByLabel(/^Project Name/).fill('Naples Marina, phase 2');
    await page.getByRole('button', { name: 'Update Project' }).click();
    await dashboardAfterSave(page);
    await page.getByRole('heading', { name: 'Naples Marina, phase 2' }).waitFor();
    const saved = await page.evaluate(async () => {
      const projects = await (await fetch('/api/projects', { credentials: 'include' })).json();
      return projects;
    });
    expect(JSON.stringify(saved)).toContain('office@gulf.example.com');
  });
});
