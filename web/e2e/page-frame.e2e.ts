import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE, newAccount, openPage, register } from './browser';
import { dateFromToday } from './dates';

/**
 * Records every layout shift of the page from its first paint (Chromium's Layout Instability API,
 * which Lighthouse's CLS adds up), with whether the footer was one of the elements that moved.
 */
async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; footerMoved: boolean }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        const footerMoved = (entry.sources ?? []).some((source) => source.node?.nodeName === 'FOOTER');
        shifts.push({ value: entry.value, footerMoved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; footerMoved: boolean }[] }).layoutShifts,
  );

/** Where the footer starts, in CSS pixels from the top of the page. */
const footerTop = async (page: Page) => (await page.locator('footer').boundingBox())?.y ?? 0;

/**
 * The page frame holds still while data arrives (docs/benchmarks: Lighthouse counted the footer's
 * jump on the signed-in pages): at a phone's size the footer starts below the fold while the page
 * waits for its answer, and nothing of it moves into or within view when the page is drawn.
 */
describe('the page frame while a page loads', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let projectPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, MOBILE));
    await register(page, newAccount());
    const origin = new URL(page.url()).origin;
    const answer = await page.request.post('/api/projects', {
      headers: { origin },
      data: {
        name: 'Bayfront Marina',
        address: '1 Harbor Way, Pensacola, FL',
        generalContractor: 'Coastline Builders',
        propertyOwner: 'Bayfront LLC',
        firstFurnishingDate: dateFromToday(-20),
        lastFurnishingDate: dateFromToday(-5),
      },
    });
    expect(answer.status()).toBe(201);
    projectPath = `/projects/${((await answer.json()) as { project: { id: string } }).project.id}`;
    await watchLayoutShifts(context);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it.each([
    ['the project page', () => projectPath, '**/api/projects/*', 'Bayfront Marina'],
    ['the company profile', () => '/company-profile', '**/api/company-profile', 'Company Profile'],
  ])(
    'keeps the footer below the fold on %s until its data is drawn, and never moves it in view',
    async (_, path, api, heading) => {
      // The page's answer waits until the test has looked at the loading screen.
      let release: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        release = resolve;
      });
      const hold = async (route: Route) => {
        await answered;
        await route.continue();
      };
      await page.route(api, hold);
      await page.goto(path());
      await page.getByRole('status').first().waitFor();
      expect(await footerTop(page)).toBeGreaterThanOrEqual(MOBILE.height);
      release();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.unroute(api, hold);
      expect(await footerTop(page)).toBeGreaterThanOrEqual(MOBILE.height);
      expect((await layoutShifts(page)).filter((shift) => shift.footerMoved)).toEqual([]);
    },
  );
});
