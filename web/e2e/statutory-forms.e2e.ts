import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { MESSAGES } from '@lienminder/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, pdfText, pdfWords } from '../src/test/pdf-reading';
import {
  accessibleAtBothWidths,
  DESKTOP,
  dashboardAfterSave,
  fillProjectBasics,
  launchBrowser,
  MOBILE,
  newAccount,
  openPage,
  register,
  SCREENSHOT_DIR,
  screenshot,
  seriousAccessibilityViolations,
} from './browser';
import { dateFromToday } from './dates';

const PROJECT = 'Coral Gables Clinic';
const OWNER = 'Gables Medical Holdings LLC';
const TRACKING = '9407 1112 0620 1234 5678 90';
const LEGAL_DESCRIPTION = 'Lot 4, Block 12, CORAL GABLES CRAFTS SECTION, Plat Book 10, Page 40';

/** Whether an element is wholly on the screen (evaluated in the page). */
const inView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
};

/** The downloaded PDF in a file of its own, and page 1 pictured beside the screenshots as `name`.png. */
async function downloaded(page: Page, button: string, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const bytes = await buffer(await download.createReadStream());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const path = pdfFile(bytes);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    path,
    join(SCREENSHOT_DIR, name),
  ]);
  return { filename: download.suggestedFilename(), path, text: pdfText(path).replace(/\s+/g, ' ') };
}

/**
 * The statutory forms, Gold's premium feature: on Free the project lists its forms behind the
 * "Gold Plan Required" card; on Gold a subcontractor enters the company profile once, adds the
 * owner's mailing address in the project's details for notices, prepares the Notice to Owner from
 * its deadline, downloads the PDF (its text holds the statute's warning and the owner's name), and
 * records service by certified mail with a tracking number: the deadline is done with that proof.
 */
describe('statutory forms journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let projectPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, DESKTOP));
    await register(page, newAccount());
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('on Free, lists the forms a subcontractor’s project calls for behind the Gold Plan Required card', async () => {
    await page.getByRole('link', { name: 'Add Your First Project' }).click();
    await fillProjectBasics(page, {
      name: PROJECT,
      address: '1 Alhambra Plaza, Coral Gables, FL',
      generalContractor: 'Biscayne Builders Inc.',
      propertyOwner: OWNER,
      firstFurnishingDate: dateFromToday(-10),
      lastFurnishingDate: dateFromToday(-2),
    });
    await page.getByRole('radio', { name: 'The general contractor hired me (subcontractor)' }).check();
    // Folded away until asked for: the details the forms are filled from.
    const details = page.getByText('Details for notices and liens');
    await details.click();
    await page.getByLabel('Owner’s mailing address').fill('2 Ponce de Leon Blvd\nCoral Gables, FL 33134');
    await page.getByLabel('County of the property').fill('Miami-Dade');
    await page.getByLabel('Legal description of the property').fill(LEGAL_DESCRIPTION);
    await page.getByLabel('What you furnished').fill('drywall labor and materials');
    await page.getByLabel('Amount unpaid').fill('12500');
    // A failed save leads to the field to fix, five screens above the button: the price typed as
    // a price tag, in the section folded away again, which opens to show it.
    const price = page.getByLabel('Contract price');
    await price.fill('$48,000');
    await details.click();
    await page.getByRole('button', { name: 'Create Project' }).click();
    await page.getByText(MESSAGES.moneyInvalid).waitFor();
    await expect.poll(() => price.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await price.evaluate(inView)).toBe(true);
    await accessibleAtBothWidths(page, 'project-form-failed-save');
    await price.fill('48000');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await dashboardAfterSave(page);
    await page.getByRole('link', { name: PROJECT }).first().click();
    await page.waitForURL((url) => /^\/projects\/[^/]+$/.test(url.pathname));
    projectPath = new URL(page.url()).pathname;
    const forms = page.getByRole('region', { name: 'Statutory forms' });
    await forms.getByText('Notice to Owner', { exact: true }).waitFor();
    await forms.getByText('Gold Plan Required').waitFor();
    expect(await forms.getByRole('link', { name: /^Prepare / }).count()).toBe(0);
  });

  it('on Gold, keeps the company profile the forms are signed with', async () => {
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Choose Gold' }).click();
    await page.getByText('Test mode — no card is charged').waitFor();
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await page.getByRole('link', { name: 'Company profile for the forms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Company Profile' }).waitFor();
    await page.getByLabel('Legal name').fill('Coastal Drywall LLC');
    await page.getByLabel("Signer's name").fill('Ana Reyes');
    await page.getByLabel("Signer's title").fill('President');
    await page.getByRole('button', { name: 'Save Company Profile' }).click();
    await page.getByText('Company Profile Saved').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('prepares the Notice to Owner from its deadline, and downloads it as a PDF holding the warning and the owner', async () => {
    await page.goto(projectPath);
    // From the deadline itself (the project's list of forms below offers the same link).
    const deadline = page
      .getByRole('region', { name: 'What to do first' })
      .getByRole('listitem')
      .filter({ hasText: 'Notice to Owner' });
    await deadline.getByRole('link', { name: 'Prepare Notice to Owner' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notice to Owner' }).waitFor();
    const preview = page.getByRole('article', { name: 'Notice to Owner, as filled in' });
    await preview.getByText(/WARNING! FLORIDA’S CONSTRUCTION LIEN LAW/).waitFor();
    await preview.getByText(/Prepared with LienMinder\. This is not legal advice/).waitFor();
    // The profile's address was never entered: listed with the way to fill it.
    const missing = page.getByRole('region', { name: /^Missing:/ });
    const fillAddress = missing.getByRole('link', { name: 'Fill it: Your company’s address' });
    const documentPath = new URL(page.url()).pathname;
    const fillHref = new URL((await fillAddress.getAttribute('href')) ?? '', page.url());
    expect([fillHref.pathname, fillHref.hash]).toEqual(['/company-profile', '#profile-address']);
    expect(fillHref.searchParams.get('return')).toBe(documentPath);
    await page.getByRole('heading', { name: 'How to serve it' }).waitFor();

    for (const [width, viewport] of [
      ['375', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, `statutory-form-preview-${width}`);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    }

    const { filename, text } = await downloaded(page, 'Download PDF', 'notice-to-owner-pdf-page-1');
    expect(filename).toBe('notice-to-owner-coral-gables-clinic.pdf');
    expect(text).toMatch(/WARNING! FLORIDA.S CONSTRUCTION LIEN LAW ALLOWS SOME UNPAID CONTRACTORS/);
    expect(text).toContain(OWNER);
    expect(text).toContain('Prepared with LienMinder');

    // "Fill it" opens the profile at the address, focused; saved, it comes back to the document,
    // which no longer lists the address as missing (and the Claim of Lien below signs with it).
    await page
      .getByRole('region', { name: /^Missing:/ })
      .getByRole('link', { name: 'Fill it: Your company’s address' })
      .click();
    const address = page.getByLabel('Mailing address');
    await address.waitFor();
    expect(await address.evaluate((field) => field === document.activeElement)).toBe(true);
    await address.fill('77 Coral Way\nMiami, FL 33145');
    await page.getByRole('button', { name: 'Save Company Profile' }).click();
    await page.waitForURL((url) => url.pathname === documentPath);
    await page.getByRole('heading', { level: 1, name: 'Notice to Owner' }).waitFor();
    await page
      .getByRole('article', { name: 'Notice to Owner, as filled in' })
      .getByText(/77 Coral Way/)
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Fill it: Your company’s address' }).count()).toBe(0);
  });

  it('records service by certified mail with a tracking number from the Claim of Lien’s Fill it, comes back to it, and shows the deadline done with that proof', async () => {
    // The Claim of Lien recites how the notice was served: its Fill it opens the project page with
    // the notice's dialog open, and the proof saved, goes back to the Claim of Lien.
    await page.goto(projectPath);
    await page
      .getByRole('region', { name: 'Statutory forms' })
      .getByRole('link', { name: 'Prepare Claim of Lien' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Claim of Lien' }).waitFor();
    const claimPath = new URL(page.url()).pathname;
    await page
      .getByRole('region', { name: /^Missing:/ })
      .getByRole('link', { name: 'Fill it: Date the notice was served' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Record how it was served' });
    const servedOn = dialog.getByLabel('Served or recorded on');
    await servedOn.waitFor();
    expect(new URL(page.url()).pathname).toBe(projectPath);
    await expect.poll(() => servedOn.evaluate((field) => field === document.activeElement)).toBe(true);
    await accessibleAtBothWidths(page, 'service-dialog-from-fill-it');
    await dialog.getByLabel('How').selectOption({ label: 'Certified mail, return receipt requested' });
    await dialog.getByLabel('On whom').fill(OWNER);
    await dialog.getByLabel('Tracking or instrument number').fill(TRACKING);
    await dialog.getByRole('button', { name: 'Mark done with this proof' }).click();
    await page.getByText('Marked Done').first().waitFor();
    await page.waitForURL((url) => url.pathname === claimPath);
    await page
      .getByRole('article', { name: 'Claim of Lien, as filled in' })
      .getByText(/served her or his notice to owner on .+, by certified mail, return receipt requested/)
      .waitFor();
    expect(
      await page.getByRole('link', { name: /^Fill it: (Date|How) the notice was served$/ }).count(),
    ).toBe(0);

    await page.goto(projectPath);
    const done = page.getByRole('region', { name: 'Done' });
    const notice = done.getByRole('listitem').filter({ hasText: 'Notice to Owner' });
    await notice.getByText(`by certified mail, return receipt requested on ${OWNER}`).waitFor();
    await notice.getByText(TRACKING).waitFor();
    // Kept by the project: read again from the server.
    await page.reload();
    await page.getByRole('region', { name: 'Done' }).getByText(TRACKING).waitFor();
  });

  it('prepares the Claim of Lien for recording and downloads it with the clerk’s space blank, who prepared it, and the signer beneath the signature line', async () => {
    // The company's address, filled in from the Notice to Owner's "Fill it" above, signs it.
    await page.goto(projectPath);
    await page
      .getByRole('region', { name: 'Statutory forms' })
      .getByRole('link', { name: 'Prepare Claim of Lien' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Claim of Lien' }).waitFor();
    const preview = page.getByRole('article', { name: 'Claim of Lien, as filled in' });
    await preview.getByText(/^This instrument prepared by:/).waitFor();
    await preview.getByRole('heading', { level: 2, name: 'CLAIM OF LIEN' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const { filename, path, text } = await downloaded(page, 'Download PDF', 'claim-of-lien-pdf-page-1');
    expect(filename).toBe('claim-of-lien-coral-gables-clinic.pdf');
    expect(text).toContain(
      'This instrument prepared by: Ana Reyes Coastal Drywall LLC 77 Coral Way Miami, FL 33145',
    );
    expect(text).toContain('lienor herein, whose address is 77 Coral Way, Miami, FL 33145');
    expect(text).toContain(LEGAL_DESCRIPTION);
    // The Notice to Owner's service as the done mark recorded it (s. 713.08(1)(h)).
    expect(text).toContain('that the lienor served her or his notice to owner on');
    expect(text).toContain('by certified mail, return receipt requested');
    expect(text).toMatch(/_{30} Ana Reyes, President Coastal Drywall LLC 77 Coral Way Miami, FL 33145/);
    expect(text).toContain('by means of ☐ physical presence or ☐ online notarization');
    // Nothing in the clerk's 3 x 3 inches at the top right of page 1 (s. 695.26(1)(e)).
    const inClerkSpace = pdfWords(path).filter(
      (word) => word.page === 0 && word.xMax > 612 - 216 && word.yMin < 216,
    );
    expect(inClerkSpace).toEqual([]);
  });
});
