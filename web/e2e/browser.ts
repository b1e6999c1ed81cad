/**
 * Real Chromium for the journeys: Debian's build through playwright-core (no browser download),
 * kept off the network, plus the accessibility scan and screenshots the tests share.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

export const SCREENSHOT_DIR = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

/**
 * The run's one Chromium (global-setup.ts starts it), for this file: starting one per file cost
 * seconds each on a loaded 2-core machine. Each test still opens its own context (`openPage`), with
 * its own cookies and storage; `close()` on what this returns disconnects the file, the browser
 * runs on for the next.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

const cspViolations: string[] = [];

/**
 * The Content Security Policy violations pages have reported since the last call, emptying the
 * list. The local server sends the CSP CloudFront sends, so anything the policy blocks here would be
 * broken in production too; csp-setup.ts fails the test during which any was reported.
 */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** A fresh browser profile (no cookies) at the given size, aimed at the local server. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
  // Chromium's own "Refused to ..." message is not a console API call, so the page reports each
  // violation through the console itself.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline resource'} on ${location.pathname}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text())) {
      cspViolations.push(message.text());
    }
  });
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** No serious or critical axe finding at 1280 px and at 375 px, ending at 1280. */
export async function accessibleAtBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page), `${name} at ${width} px`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
}

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical findings on the page as it is now (WCAG 2.x A and AA rules). */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeFinding[]> {
  // A toast fading in or out is, for that moment, text at part opacity, and axe would measure its
  // contrast mid-fade: on a busy machine a toast from the step before is often still fading. So the
  // scan waits for the toasts' transitions to end, and leaves out a toast already on its way out
  // (sonner marks it data-removed; it is gone a moment later). A settled toast is scanned whole.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return animation.playState !== 'running' || !target?.closest('[data-sonner-toast]');
    }),
  );
  const results = await new AxeBuilder({ page })
    // A page without frames is scanned in itself (axe.run), with the same rules over the same DOM.
    // Frames (the dev emails page's sandboxed emails) need axe's default, which runs it in each
    // frame and then opens a blank tab to join the results: two to three times as long a scan.
    .setLegacyMode(page.frames().length === 1)
    .exclude('[data-sonner-toast][data-removed="true"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Every rule still runs on every element; only the violations are read, so axe details those
    // alone and not each element that passed or did not apply (a selector and a snippet apiece).
    // The violations come back whole.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const axeFindings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  return [...axeFindings, ...(await reflowFindings(page))];
}

/**
 * WCAG 2.1 SC 1.4.10 (Reflow), which axe cannot judge: at a phone's width nothing may make the page
 * scroll sideways. A long email address that does not wrap pushes the whole page wider than the
 * screen, and the buttons beside it off it. The finding names the widest elements that stick out.
 */
async function reflowFindings(page: Page): Promise<AxeFinding[]> {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // A fixed layer (the toasts) moves with the screen and scrolls nothing; what sticks out of the
    // page's own flow does.
    const inFlow = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return false;
      }
      return true;
    };
    return [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && inFlow(element))
      .filter(
        (element) => ![...element.children].some((child) => child.getBoundingClientRect().right > width + 1),
      )
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60) ?? ''}`,
      );
  });
  return overflowing.length === 0
    ? []
    : [
        {
          id: 'reflow',
          impact: 'serious',
          help: 'The page scrolls sideways (WCAG 1.4.10 Reflow)',
          targets: overflowing,
        },
      ];
}

export interface NewAccount {
  firstName: string;
  email: string;
  password: string;
  /** Ten digits, one number per account: registration's SMS opt-in is limited per number. */
  phone: string;
}

export function newAccount(): NewAccount {
  return {
    firstName: 'Maria',
    email: `maria+${randomUUID()}@example.com`,
    password: 'Secret123',
    // A US number LienMinder may text (shared phone.ts): exchange 2XX to 8XX with no N11 or 976.
    phone: `305${randomInt(2, 9)}${randomInt(2, 10)}${randomInt(10_000, 100_000)}`,
  };
}

/** What a project needs before Create Project: the form's required fields, dates as yyyy-mm-dd. */
export interface ProjectBasics {
  name: string;
  address: string;
  generalContractor: string;
  propertyOwner: string;
  firstFurnishingDate: string;
  lastFurnishingDate?: string;
}

/** Fills the project form's required fields (and the last furnishing date when given). */
export async function fillProjectBasics(page: Page, project: ProjectBasics): Promise<void> {
  await page.getByLabel(/^Project Name/).fill(project.name);
  await page.getByLabel(/^Project Address/).fill(project.address);
  await page.getByLabel(/^General Contractor/).fill(project.generalContractor);
  await page.getByLabel(/^Property Owner/).fill(project.propertyOwner);
  await page.getByLabel(/^First Furnishing Date/).fill(project.firstFurnishingDate);
  if (project.lastFurnishingDate)
    await page.getByLabel(/^Last Furnishing Date/).fill(project.lastFurnishingDate);
}

/** Signs up through the registration form, as a visitor would, and waits for the dashboard. */
export async function register(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/register');
  await page.getByLabel(/^First Name/).fill(account.firstName);
  await page.getByLabel(/^Last Name/).fill('Lopez');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Phone Number/).pressSequentially(account.phone);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm Password/).fill(account.password);
  await page.getByRole('checkbox', { name: /not legal advice/ }).check();
  await page.getByRole('checkbox', { name: /agree to receive SMS/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account Created Successfully!').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The listed item of `list` (a region of deadlines) titled `title`. */
export const item = (list: Locator, title: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByText(title, { exact: true }) });

/** The project page's alert history shows the next alert and the latest few: open the whole list. */
export async function showAllAlerts(history: Locator): Promise<void> {
  const showAll = history.getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();
}

/**
 * A saved project opens its own page (docs/product.md "Project form"); the journeys that go on from
 * the dashboard open it from there.
 */
export async function dashboardAfterSave(page: Page): Promise<void> {
  await page.waitForURL((url) => /^\/projects\/[^/]+$/.test(url.pathname));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.goto('/');
}
