import { daysLeft, daysLeftLabel, type LocalDate, todayIn } from '@lienminder/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  dashboardAfterSave,
  fillProjectBasics,
  launchBrowser,
  MOBILE,
  newAccount,
  openPage,
  register,
  screenshot,
  seriousAccessibilityViolations,
  showAllAlerts,
} from './browser';
import { dateFromToday } from './dates';
import { deadlineDonePath, signedInUser } from './deadline-done-link';
import { moveLocalClock } from './local-clock';
import { readOutbox } from './outbox';

/**
 * What an alert asks of its reader, one tap each: Open project lands on the project's own page
 * (after signing in when signed out), and Mark as done's page changes nothing when opened (mail
 * scanners open links) while its button marks the deadline done, which stops its alerts, and Undo
 * brings them back. The alerts are read where the contractor reads them: the project page's history.
 */
describe('acting on an alert', () => {
  let browser: Browser;
  let page: Page;
  const account = newAccount();
  let projectPath = '';
  let doneLink = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser, DESKTOP));
  });
  afterAll(async () => {
    // Later files share this server: give them back the real time.
    await moveLocalClock(new Date());
    await browser?.close();
  });

  /** The project page's count of alerts still to go out, once the stream has written the plan. */
  async function scheduledAlerts(on: Page): Promise<number> {
    await on.goto(projectPath);
    const history = on.getByRole('region', { name: 'Alert History' });
    await history.getByRole('heading', { name: 'Alert History' }).waitFor();
    await on.getByRole('status').filter({ hasText: 'Loading alert history' }).waitFor({ state: 'detached' });
    await showAllAlerts(history);
    return history.getByText('Scheduled', { exact: true }).count();
  }

  it('the dashboard opens the project page: what to do first, with Edit', async () => {
    await register(page, account);
    await page.getByRole('link', { name: 'Add Your First Project' }).click();
    await fillProjectBasics(page, {
      name: 'Smith Residence',
      address: '12 Palm Ave, Naples, FL',
      generalContractor: 'Gulf Builders',
      propertyOwner: 'Smith Family Trust',
      firstFurnishingDate: dateFromToday(-10),
      lastFurnishingDate: dateFromToday(-5),
    });
    await page.getByRole('button', { name: 'Create Project' }).click();
    await dashboardAfterSave(page);
    await page.getByRole('link', { name: 'Smith Residence', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Smith Residence' }).waitFor();
    projectPath = new URL(page.url()).pathname;
    expect(projectPath).toMatch(/^\/projects\/[^/]+$/);
    const first = page.getByRole('region', { name: 'What to do first' });
    await first
      .getByRole('button', {
        name: 'Mark done: Record Claim of Lien / Notice of Nonpayment, Smith Residence',
      })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Edit Smith Residence' }).getAttribute('href')).toBe(
      `${projectPath}/edit`,
    );
    // The Claim of Lien's five alerts (30, 14, 7, 3 and 1 days before), written by the stream a moment after the save.
    await expect.poll(() => scheduledAlerts(page)).toBe(5);

    const projectId = projectPath.split('/').pop() as string;
    doneLink = deadlineDonePath({
      ...(await signedInUser(page)),
      projectId,
      deadlineId: `${projectId}-lien`,
    });
  });

  it("an email's Open project, opened signed out, lands on the project page after sign-in", async () => {
    const { context, page: phone } = await openPage(browser, MOBILE);
    await phone.goto(projectPath);
    await phone.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await phone.getByLabel(/^Email/).fill(account.email);
    await phone.getByLabel(/^Password/).fill(account.password);
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await phone.waitForURL((url) => url.pathname === projectPath);
    await phone.getByRole('heading', { level: 1, name: 'Smith Residence' }).waitFor();
    await screenshot(phone, 'project-page-after-sign-in-375');
    await context.close();
  });

  it("Mark as done's page changes nothing when opened; its button marks the deadline done and its alerts stop; Undo brings them back", async () => {
    // Signed out, on a phone, as from the email.
    const { context, page: phone } = await openPage(browser, MOBILE);
    await phone.goto(doneLink);
    await phone.getByText('Smith Residence', { exact: true }).waitFor();
    await phone.getByText('Record Claim of Lien / Notice of Nonpayment').waitFor();
    // Opened twice (a mail scanner first): nothing changed, every alert still planned.
    await phone.reload();
    await phone.getByRole('button', { name: 'Mark as done' }).waitFor();
    expect(await scheduledAlerts(page)).toBe(5);
    await expect
      .poll(() => page.getByRole('region', { name: 'What to do first' }).getByRole('listitem').count())
      .toBe(2);

    await phone.getByRole('button', { name: 'Mark as done' }).click();
    await phone.getByText('Marked done. Its alerts have stopped.').waitFor();
    await screenshot(phone, 'deadline-done-marked-375');
    await expect.poll(() => scheduledAlerts(page)).toBe(0);
    await page
      .getByRole('region', { name: 'Done' })
      .getByRole('button', {
        name: 'Mark not done: Record Claim of Lien / Notice of Nonpayment, Smith Residence',
      })
      .waitFor();

    await phone.getByRole('button', { name: 'Undo' }).click();
    await phone.getByRole('button', { name: 'Mark as done' }).waitFor();
    await expect.poll(() => scheduledAlerts(page)).toBe(5);
    await context.close();
  });

  it('the dev emails page shows the alert email that went out, HTML, text and headers', async () => {
    // The 30-day alert of a Claim of Lien due 90 days after the last furnishing fires about 55 days from now.
    const moved = new Date(Date.now() + 57 * 86_400_000);
    await moveLocalClock(moved);
    const sent = (await readOutbox()).find(
      (message) => message.channel === 'email' && message.to === account.email,
    );
    expect(sent?.html).toContain('Smith Residence');
    const { context, page: phone } = await openPage(browser, MOBILE);
    await phone.goto('/dev/emails');
    const email = phone.getByRole('article').filter({ hasText: account.email }).first();
    await email.getByRole('heading', { level: 3, name: 'HTML' }).waitFor();
    expect(await email.locator('iframe').getAttribute('sandbox')).toBe('');
    await email.getByRole('heading', { level: 3, name: 'Headers' }).waitFor();
    await screenshot(phone, 'dev-emails-375');

    // The email alone as a phone's mail app draws it: docs/alerts.md's picture is a copy of this one.
    await phone.setContent(sent?.html ?? '');
    await screenshot(phone, 'alert-email-375');
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);

    // Every link of ours in it opens a page of the app (the statute links go to the Florida Senate).
    const hrefs = await phone
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const ours = hrefs.filter((href) => new URL(href).origin === new URL(page.url()).origin);
    expect(ours.map((href) => new URL(href).pathname)).toEqual(
      expect.arrayContaining([projectPath, '/deadlines/done']),
    );
    const openProject = await phone.getByRole('link', { name: 'Open project' }).first().getAttribute('href');
    expect(new URL(openProject ?? '').pathname).toBe(projectPath);
    const notFound: string[] = [];
    for (const href of new Set(ours)) {
      await page.goto(href);
      await page.locator('h1').first().waitFor();
      if (await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).count()) notFound.push(href);
    }
    expect(notFound).toEqual([]);

    // The email's Mark as done page counts the days on the server's moved clock, as the email does,
    // not on the browser's, 57 days behind (it said "82 days left" of a deadline 30 days away).
    const donePage = ours.find((href) => new URL(href).pathname === '/deadlines/done') as string;
    await page.goto(donePage);
    const dueDate = (await page.getByText(/^Due /).locator('time').getAttribute('datetime')) as LocalDate;
    const expected = daysLeft(dueDate, todayIn('America/New_York', moved));
    expect(expected).toBeLessThanOrEqual(30);
    await page.getByText(daysLeftLabel(expected), { exact: true }).waitFor();
    await context.close();
  });
});
