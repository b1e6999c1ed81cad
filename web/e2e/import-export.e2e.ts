import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibleAtBothWidths, launchBrowser, newAccount, openPage, register } from './browser';
import { dateFromToday } from './dates';

/** A sheet as a contractor brings it: one job ready, one with a date the form refuses. */
const sheet = () =>
  [
    'name,address,generalContractor,propertyOwner,firstFurnishingDate,role',
    `Palm Court Remodel,"120 Palm Ct, Coral Gables, FL",Coastal Builders LLC,Palm Court Holdings,${dateFromToday(-20)},subcontractor`,
    'Bay Road Duplex,9 Bay Rd,Coastal Builders LLC,Bay Holdings,13/45/2026,subcontractor',
  ].join('\r\n');

/** From the dashboard's empty state: the file previewed row by row, imported, then downloaded again. */
describe('projects in and out as CSV', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser));
    await register(page, newAccount());
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('previews each row with its problem beside it, then imports the good one', async () => {
    await page.getByRole('link', { name: 'Import from CSV' }).click();
    await page.getByRole('heading', { name: 'Import projects' }).waitFor();
    await page.getByLabel('CSV file').setInputFiles({
      name: 'jobs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${sheet()}\r\n`),
    });
    await page.getByText('1 project ready to import, 1 row needs fixing, 0 already there.').waitFor();
    const rows = page.getByRole('table', { name: 'Rows of your file' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(2).textContent()).toMatch(
      /Bay Road Duplex[\s\S]*Needs fixing[\s\S]*Enter a valid date/,
    );
    await accessibleAtBothWidths(page, 'import-preview');

    await page.getByRole('button', { name: 'Import 1 project' }).click();
    await page.getByText('1 project imported, 1 row needs fixing, 0 already there.').waitFor();
    await accessibleAtBothWidths(page, 'import-done');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page
      .getByRole('link', { name: /Palm Court Remodel/ })
      .first()
      .waitFor();
  });

  it('downloads the projects from the account page as a CSV that names the imported job', async () => {
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    await accessibleAtBothWidths(page, 'account-your-data');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download projects (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lienminder-projects.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFname,type,address,/);
    expect(text).toContain('Palm Court Remodel,private,"120 Palm Ct, Coral Gables, FL"');
  });
});
