import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  dashboardAfterSave,
  fillProjectBasics,
  launchBrowser,
  MOBILE,
  newAccount,
  openPage,
  register,
  screenshot,
  showAllAlerts,
} from './browser';
import { dateFromToday } from './dates';
import { moveLocalClock } from './local-clock';

/**
 * A contractor sees for themselves that a reminder went out. An alert fires on the local
 * runtime (the clock moved past it); the project's screen lists it as sent to the masked address,
 * and the dashboard's notification card says when the last alert went out.
 */
describe('the alert history', () => {
  let browser: Browser;
  let page: Page;
  const account = newAccount();
  // The server masks an address to its first letter and its domain.
  const masked = `${account.email.slice(0, 1)}***@example.com`;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser, DESKTOP));
  });
  afterAll(async () => {
    // Later files share this server: give them back the real time.
    await moveLocalClock(new Date());
    await browser?.close();
  });

  it('before any alert fired: scheduled alerts, and no alert sent yet', async () => {
    await register(page, account);
    await page.getByText('No alerts sent yet').waitFor();
    await page.getByRole('link', { name: 'Add Your First Project' }).click();
    await fillProjectBasics(page, {
      name: 'Harbor Point',
      address: '40 Bay St, Pensacola, FL',
      generalContractor: 'Gulf Builders',
      propertyOwner: 'Harbor Point LLC',
      firstFurnishingDate: dateFromToday(-10),
      lastFurnishingDate: dateFromToday(-5),
    });
    await page.getByRole('button', { name: 'Create Project' }).click();
    await dashboardAfterSave(page);
    await page.getByRole('link', { name: 'Harbor Point', exact: true }).click();
    const history = page.getByRole('region', { name: 'Alert History' });
    // The Claim of Lien's five alerts (30, 14, 7, 3 and 1 days before), none fired yet. The stream
    // writes them a moment after the save: the screen shows them once opened after that.
    await expect
      .poll(async () => {
        await page.reload();
        await history.getByRole('heading', { name: 'Alert History' }).waitFor();
        await page
          .getByRole('status')
          .filter({ hasText: 'Loading alert history' })
          .waitFor({ state: 'detached' });
        await showAllAlerts(history);
        return history.getByText('Scheduled', { exact: true }).count();
      })
      .toBe(5);
  });

  it('after the 30-day alert fired: sent, to the masked address, and on the dashboard card', async () => {
    // The Claim of Lien falls 90 days after the last furnishing: its 30-day alert fires about 55
    // days from now, at 9:00 in Florida. Move the local clock past it.
    const projectPath = new URL(page.url()).pathname;
    await moveLocalClock(new Date(Date.now() + 57 * 86_400_000));
    // Eight weeks on, the session has ended: sign in again, as the contractor would.
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(projectPath);
    const history = page.getByRole('region', { name: 'Alert History' });
    const sent = history.getByRole('listitem').filter({ hasText: '30 days before' });
    await sent.getByText('Sent', { exact: true }).waitFor();
    await expect.poll(() => sent.textContent()).toContain(`Email to ${masked}: sent`);
    await showAllAlerts(history);
    expect(await history.getByText('Scheduled', { exact: true }).count()).toBe(4);
    await screenshot(page, 'alert-history-1280');
    await page.setViewportSize(MOBILE);
    await sent.scrollIntoViewIfNeeded();
    await screenshot(page, 'alert-history-375');
    await page.setViewportSize(DESKTOP);

    await page.goto('/');
    const card = page.getByRole('heading', { name: 'Notification Status' }).locator('xpath=../..');
    // Shown in Florida's time: "Last alert sent Jan 17, 10:32 AM".
    await expect
      .poll(() => card.getByText(/^Last alert sent /).textContent())
      .toMatch(/^Last alert sent [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/);
    await screenshot(page, 'dashboard-last-alert-1280');
  });
});
