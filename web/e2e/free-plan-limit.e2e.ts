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

/** The Free plan holds one project; a second Add Project leads to the upgrade path. */
describe('free-plan limit', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
    await register(page, newAccount());
    await page.goto('/projects/new');
    await fillProjectBasics(page, {
      name: 'Ocala Self Storage',
      address: '1 SW 1st Ave, Ocala, FL',
      generalContractor: 'Marion Builders',
      propertyOwner: 'Ocala Storage LLC',
      firstFurnishingDate: dateFromToday(-3),
    });
    await page.getByRole('button', { name: 'Create Project' }).click();
    await dashboardAfterSave(page);
    await page.getByRole('heading', { name: 'Ocala Self Storage' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('replaces Add Project with Upgrade to Add More on the dashboard', async () => {
    await page.getByRole('link', { name: 'Upgrade to Add More' }).waitFor();
    await screenshot(page, 'dashboard-free-limit-1280');
  });

  it("opening the form again says 'Project Limit Reached' and goes to /subscribe", async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add Project' }).click();
    await page.getByText('Project Limit Reached').waitFor();
    await page.waitForURL((url) => url.pathname === '/subscribe');
  });

  it('the server refuses a second project too, whatever the page does', async () => {
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/projects', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Second',
          address: 'Somewhere, FL',
          generalContractor: 'GC',
          propertyOwner: 'Owner',
          firstFurnishingDate: '2026-01-05',
        }),
      });
      return { status: response.status, body: await response.text() };
    });
    expect(answer.status).toBe(403);
    // The create form turns this answer into the spec's 'Upgrade Required: ...' message (section 8).
    expect(answer.body).toContain('upgradeRequired');
  });
});
