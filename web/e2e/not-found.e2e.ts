import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from './browser';

describe('404 page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows 'Page Not Found' for an unknown path and leads home", async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await expect(page.title()).resolves.toContain('Page Not Found');
    await screenshot(page, 'not-found-1280');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Never miss a Florida lien deadline' }).waitFor();
    await context.close();
  });

  it('routes screens that are not built yet to the 404 page', async () => {
    const { context, page } = await openPage(browser);
    // (/sms/* paths belong to the API on the server, so the SMS pages are not in this list.)
    for (const path of ['/subscribe', '/help', '/admin/consents']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    }
    await context.close();
  });
});
