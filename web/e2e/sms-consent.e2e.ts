import { text } from 'node:stream/consumers';
import { formatPhone, toE164 } from '@lienminder/shared';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './admin-credentials';
import { DESKTOP, launchBrowser, MOBILE, newAccount, openPage, register, screenshot } from './browser';
import { readOutbox } from './outbox';

/**
 * A number and a name of this test's own, so the admin finds this test's record: each test gives
 * its own consent, and none depends on another having run.
 */
function newVisitor(): { digits: string; e164: string; name: string } {
  const digits = newAccount().phone;
  return { digits, e164: toE164(digits), name: `Journey Tester ${digits.slice(3)}` };
}

/**
 * Clicks Opt In and waits for the opt-in request itself, however long the browser takes to mint
 * its proof of work (at the strength global-setup.ts gives the server): the number of tries is a
 * random draw and a loaded machine hashes slowly, so a fixed wait is one a slow machine can
 * outrun. The test's own timeout still ends a page that never sends it.
 */
async function submitOptIn(page: Page): Promise<void> {
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/sms/opt-in',
    { timeout: 0 },
  );
  await page.getByRole('button', { name: 'Opt In to SMS Alerts' }).click();
  await sent;
}

/** The public opt-in page, filled and sent for `visitor`, until it says so. */
async function optInOnPage(page: Page, visitor: ReturnType<typeof newVisitor>): Promise<void> {
  await page.goto('/sms/opt-in');
  await page.getByLabel('Name (optional)').fill(visitor.name);
  await page.getByLabel(/^Mobile Phone Number/).pressSequentially(visitor.digits);
  expect(await page.getByLabel(/^Mobile Phone Number/).inputValue()).toBe(formatPhone(visitor.digits));
  await page.getByRole('checkbox', { name: /I agree to receive SMS deadline alerts/ }).check();
  await submitOptIn(page);
  await page.getByRole('heading', { name: 'Successfully Opted In!' }).waitFor();
}

/** Signs in on /admin/consents with the journeys' admin credentials. */
async function signInAsAdmin(page: Page, password: string = E2E_ADMIN.password): Promise<void> {
  await page.goto('/admin/consents');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opt in on /sms/opt-in, the admin sees the record, Export CSV downloads it. */
describe('SMS consent journey', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor opts in on /sms/opt-in and receives one confirmation text', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    const visitor = newVisitor();
    await optInOnPage(page, visitor);
    await page.getByText('Check your phone for a confirmation message.').waitFor();
    await screenshot(page, 'sms-opt-in-success-1280');

    const messages = await readOutbox();
    const texts = messages.filter((message) => message.channel === 'sms' && message.to === visitor.e164);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(/^LienMinder: You are subscribed to deadline alerts/);
    await context.close();
  });

  it('the admin signs in on /admin/consents and sees the record, newest first', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    const visitor = newVisitor();
    await optInOnPage(page, visitor);

    await signInAsAdmin(page, 'not-the-password');
    await page.locator('[data-sonner-toast]', { hasText: 'Authentication Failed' }).waitFor();

    await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'Access Granted' }).waitFor();
    await page.getByText(/^Loaded \d+ consent records?$/).waitFor();

    const row = page.getByRole('row').filter({ hasText: visitor.name });
    await row.waitFor();
    expect(await row.getByText(visitor.e164).isVisible()).toBe(true);
    expect(await row.getByText('Deadline Alerts', { exact: true }).isVisible()).toBe(true);
    // Newest first: the record just given is the first data row.
    expect(await page.getByRole('row').nth(1).textContent()).toContain(visitor.name);
    await row.getByRole('button', { name: 'Expand' }).click();
    expect(await row.getByText(/Reply STOP to cancel, HELP for help\.$/).isVisible()).toBe(true);
    await screenshot(page, 'admin-consents-unlocked-1280');
    await context.close();
  });

  it('Export CSV downloads sms-consents-YYYY-MM-DD.csv holding the record in the spec columns', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    const visitor = newVisitor();
    await optInOnPage(page, visitor);
    await signInAsAdmin(page);
    await page.getByText(/^Loaded \d+ consent records?$/).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sms-consents-\d{4}-\d{2}-\d{2}\.csv$/);
    // The file as the browser saved it, read through its stream (the run's Chromium is shared).
    const rows = parse(await text(await download.createReadStream())) as string[][];
    expect(rows[0]).toEqual([
      'ID',
      'Name',
      'Phone',
      'IP',
      'User Agent',
      'Timestamp',
      'Program Type',
      'Frequency',
      'Terms URL',
      'Privacy URL',
      'Consent Text',
      'Action',
      'Source',
    ]);
    const record = rows.find((row) => row[1] === visitor.name);
    // A consent export proves what happened: the phone as recorded, the action and where it came from.
    expect(record?.[2]).toBe(visitor.e164);
    expect(record?.[4]).toContain('Chrome');
    expect(record?.[6]).toBe('deadline_alerts');
    expect(record?.[10]).toMatch(/^I agree to receive SMS deadline alerts/);
    expect(record?.slice(11)).toEqual(['opt_in', 'opt_in_page']);
    await context.close();
  });

  it('the opt-in page fits a 375 px screen without sideways scrolling', async () => {
    const { page: mobile, context } = await openPage(browser, MOBILE);
    await mobile.goto('/sms/opt-in');
    await mobile.getByRole('button', { name: 'Opt In to SMS Alerts' }).waitFor();
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(mobile, 'sms-opt-in-375');
    await context.close();
  });

  it('a registration whose opt-in failed finishes it from the new dashboard, on a phone', async () => {
    const { page: mobile, context } = await openPage(browser, MOBILE);
    const account = newAccount();
    // The follow-up is lost once on its way (a dropped connection on a job site).
    await mobile.route('**/sms/opt-in', (route) => route.abort('connectionreset'), { times: 1 });
    await register(mobile, account);

    const card = mobile.getByRole('heading', { name: 'Finish Setting Up Text Alerts' });
    await card.waitFor();
    expect(await mobile.getByLabel('Name (optional)').inputValue()).toBe('Maria Lopez');
    expect(await mobile.getByLabel(/^Mobile Phone Number/).inputValue()).toBe(formatPhone(account.phone));
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(mobile, 'finish-sms-opt-in-375');

    await mobile.getByRole('checkbox', { name: /I agree to receive SMS deadline alerts/ }).check();
    await submitOptIn(mobile);
    await card.waitFor({ state: 'detached' });
    const messages = await readOutbox();
    expect(
      messages.filter((message) => message.channel === 'sms' && message.to === toE164(account.phone)),
    ).toHaveLength(1);

    await mobile.reload();
    await mobile.getByRole('heading', { name: 'Your Projects' }).waitFor();
    expect(await card.count()).toBe(0);
    await context.close();
  });
});
