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
});
