import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardAfterSave,
  fillProjectBasics,
  launchBrowser,
  newAccount,
  openPage,
  register,
} from './browser';
import { dateFromToday } from './dates';
import { moveLocalClock } from './local-clock';
import { readOutbox } from './outbox';

/** The product is LienMinder wherever a person meets it. */
describe('the LienMinder name', () => {
  let browser: Browser;
  let page: Page;
  const account = newAccount();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    // Later files share this server: give them back the real time.
    await moveLocalClock(new Date());
    await browser?.close();
  });

  it('is on the landing page and in its title', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Never miss a Florida lien deadline' }).waitFor();
    expect(await page.title()).toMatch(/^LienMinder/);
    await page.getByText(/LienMinder calculates your Notice to Owner/).waitFor();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'LienMinder' }).count(),
    ).resolves.toBe(1);
  });

  it('is in the navigation once signed in, and on the alert email a deadline sends', async () => {
    await register(page, account);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'LienMinder' }).waitFor();

    await page.getByRole('link', { name: 'Add Your First Project' }).click();
    await fillProjectBasics(page, {
      name: 'Seabreeze Lofts',
      address: '12 Ocean Dr, Miami Beach, FL',
      generalContractor: 'Coastal Builders',
      propertyOwner: 'Seabreeze LLC',
      firstFurnishingDate: dateFromToday(-10),
      lastFurnishingDate: dateFromToday(-5),
    });
    await page.getByRole('button', { name: 'Create Project' }).click();
    await dashboardAfterSave(page);
    await page.getByRole('heading', { name: 'Seabreeze Lofts' }).waitFor();

    // The Claim of Lien falls 90 days after the last furnishing: its 30-day alert fires about 55
    // days from now, at 9:00 in Florida. Move the local clock past it.
    await moveLocalClock(new Date(Date.now() + 57 * 86_400_000));
    const messages = await readOutbox();
    const email = messages.find((message) => message.to === account.email && message.channel === 'email');
    // The subject leads with the deadline (the inbox shows the sender's name); the email's banner
    // and its text carry the name.
    expect(email?.subject).toMatch(/^Claim of Lien for Seabreeze Lofts due /);
    expect(email?.html).toContain('>LienMinder</span>');
    expect(email?.text).toContain('LienMinder');
  });
});
