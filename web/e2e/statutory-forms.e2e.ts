import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  fillProjectBasics,
  launchBrowser,
  MOBILE,
  newAccount,
  openPage,
  register,
  screenshot,
  seriousAccessibilityViolations,
} from './browser';
import { dateFromToday } from './dates';

const PROJECT = 'Coral Gables Clinic';
const OWNER = 'Gables Medical Holdings LLC';
const TRACKING = '9407 1112 0620 1234 5678 90';

/** The text of a PDF as poppler's pdftotext reads it (what a records clerk's software would see). */
function pdfText(bytes: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'lienminder-pdf-')), 'document.pdf');
  writeFileSync(path, bytes);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
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
    });
    await page.getByRole('radio', { name: 'The general contractor hired me (subcontractor)' }).check();
    // Folded away until asked for: the details the forms are filled from.
    const details = page.getByText('Details for notices and liens');
    await details.click();
    await page.getByLabel('Owner’s mailing address').fill('2 Ponce de Leon Blvd\nCoral Gables, FL 33134');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await page.waitForURL((url) => url.pathname === '/');
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
    expect(await fillAddress.getAttribute('href')).toBe('/company-profile#profile-address');
    await page.getByRole('heading', { name: 'How to serve it' }).waitFor();

    for (const [width, viewport] of [
      ['375', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, `statutory-form-preview-${width}`);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('notice-to-owner-coral-gables-clinic.pdf');
    const bytes = await buffer(await download.createReadStream());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toMatch(/WARNING! FLORIDA.S CONSTRUCTION LIEN LAW ALLOWS SOME UNPAID CONTRACTORS/);
    expect(text).toContain(OWNER);
    expect(text).toContain('Prepared with LienMinder');
  });

  it('records service by certified mail with a tracking number, and shows the deadline done with that proof', async () => {
    await page.goto(projectPath);
    await page.getByRole('button', { name: `Record how it was served: Notice to Owner, ${PROJECT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Record how it was served' });
    await dialog.getByLabel('How').selectOption({ label: 'Certified mail, return receipt requested' });
    await dialog.getByLabel('On whom').fill(OWNER);
    await dialog.getByLabel('Tracking or instrument number').fill(TRACKING);
    await dialog.getByRole('button', { name: 'Mark done with this proof' }).click();
    await page.getByText('Marked Done').first().waitFor();
    const done = page.getByRole('region', { name: 'Done' });
    const notice = done.getByRole('listitem').filter({ hasText: 'Notice to Owner' });
    await notice.getByText(`by certified mail, return receipt requested on ${OWNER}`).waitFor();
    await notice.getByText(TRACKING).waitFor();
    // Kept by the project: read again from the server.
    await page.reload();
    await page.getByRole('region', { name: 'Done' }).getByText(TRACKING).waitFor();
  });
});
