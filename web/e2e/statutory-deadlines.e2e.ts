import { computeDeadlines, type DeadlineType } from '@lienminder/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLocalDate } from '../src/components/deadlines/format-local-date';
import {
  DESKTOP,
  dashboardAfterSave,
  fillProjectBasics,
  item,
  launchBrowser,
  MOBILE,
  newAccount,
  openPage,
  register,
  screenshot,
  seriousAccessibilityViolations,
} from './browser';
import { dateFromToday } from './dates';

const PROJECT = 'Harbor Lofts';
const FIRST_FURNISHING = dateFromToday(-60);
const LAST_FURNISHING = dateFromToday(-20);

/**
 * A recording date in the last two weeks whose 15-day service deadline falls on a weekend or
 * holiday, so the journey sees a legal last day moved by s. 713.011. Its 15 possible days always
 * hold one; all are after the first furnishing and none is after today in Florida.
 */
function recordingWithMovedServiceDay(): string {
  for (let daysAgo = 14; daysAgo >= 1; daysAgo--) {
    const recorded = dateFromToday(-daysAgo);
    if (deadlineOf('serve_lien', recorded).legalLastDayReason) return recorded;
  }
  throw new Error('no recording date in the last two weeks moves its service deadline');
}

/** What the engine gives the journey's contractor for `type` once the lien is recorded. */
function deadlineOf(type: DeadlineType, lienRecordedDate: string) {
  const { deadlines } = computeDeadlines({
    projectId: 'journey',
    type: 'private',
    role: 'contractor',
    firstFurnishingDate: FIRST_FURNISHING,
    lastFurnishingDate: LAST_FURNISHING,
    lienRecordedDate,
    recurringAlertsInterval: '',
    recurringAlertsStartDate: '',
    recurringAlertsEndDate: '',
  });
  const found = deadlines.find((deadline) => deadline.type === type);
  if (!found) throw new Error(`no ${type} deadline`);
  return found;
}

/**
 * Who hired you decides the deadlines (docs/florida-rules.md section 3): a general contractor adds a
 * private project, sees the preview change with the role, records the lien, finds the deadlines
 * that follow with their legal last days, marks one done and undoes it, and subscribes a calendar
 * to the open deadlines.
 */
describe('statutory deadlines journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const recorded = recordingWithMovedServiceDay();
  const account = newAccount();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await openPage(browser, DESKTOP));
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * A screenshot and an axe scan at 1280 and at 375 px, ending at 1280. `hold`, a toast, is hovered
   * again after each resize: a hovered toast stays, so it is still there when the scan runs.
   */
  async function photograph(name: string, hold?: Locator) {
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await hold?.hover();
      await screenshot(page, `${name}-${width}`);
      expect(await seriousAccessibilityViolations(page), `${name} at ${width} px`).toEqual([]);
    }
    await page.setViewportSize(DESKTOP);
  }

  it('adds a private project, and the preview follows the role chosen', async () => {
    await register(page, account);
    await page.getByRole('link', { name: 'Add Your First Project' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add New Project' }).waitFor();
    await fillProjectBasics(page, {
      name: PROJECT,
      address: '12 Harbor Blvd, Tampa, FL',
      generalContractor: 'Self-performed',
      propertyOwner: 'Harbor Lofts LLC',
      firstFurnishingDate: FIRST_FURNISHING,
      lastFurnishingDate: LAST_FURNISHING,
    });
    const preview = page.getByRole('region', { name: 'Your Deadlines' });
    // No role yet: the two deadlines every project had, and the invitation to choose.
    await preview.getByText('Notice to Owner', { exact: true }).waitFor();
    await preview.getByText(/Choose who hired you/).waitFor();

    await page.getByRole('radio', { name: 'The property owner hired me (general contractor)' }).check();
    await preview.getByText('Record Claim of Lien', { exact: true }).waitFor();
    await expect(preview.getByText('Notice to Owner', { exact: true }).count()).resolves.toBe(0);
    await expect(preview.getByText(/Choose who hired you/).count()).resolves.toBe(0);
    await expect(page.getByRole('checkbox', { name: 'This job has a payment bond' }).count()).resolves.toBe(
      1,
    );
    await photograph('statutory-project-form');

    await page.getByRole('button', { name: 'Create Project' }).click();
    await dashboardAfterSave(page);
    await page.getByRole('heading', { name: PROJECT }).waitFor();
  });

  it('records the lien and finds the deadlines that follow, with their legal last days', async () => {
    await page.getByRole('link', { name: `Edit ${PROJECT}` }).click();
    const recordedOn = page.getByLabel('Lien recorded on');
    await recordedOn.fill(recorded);
    const after = page.getByRole('region', { name: 'Deadlines After You Save' });
    await after.getByText('Serve Claim of Lien', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Update Project' }).click();
    await dashboardAfterSave(page);

    await page.getByRole('link', { name: PROJECT, exact: true }).click();
    const current = page.getByRole('region', { name: 'What to do first' });
    for (const type of ['serve_lien', 'enforce_lien', 'final_payment_affidavit'] as const) {
      const deadline = deadlineOf(type, recorded);
      const listed = item(current, deadline.title);
      await listed.waitFor();
      await expect(listed.textContent()).resolves.toContain(`Due ${formatLocalDate(deadline.dueDate)}`);
      if (deadline.legalLastDayReason) {
        await expect(listed.textContent()).resolves.toContain(
          `Legal last day: ${formatLocalDate(deadline.legalLastDay)} (${deadline.legalLastDayReason})`,
        );
      }
    }
    // The recording meets the Claim of Lien: done, with no button to reopen it.
    const lien = item(page.getByRole('region', { name: 'Done' }), 'Record Claim of Lien');
    await lien.getByText(`Done: recorded on ${formatLocalDate(recorded)}`).waitFor();
    await expect(lien.getByRole('button').count()).resolves.toBe(0);
  });

  it('marks a deadline done and undoes it from the toast', async () => {
    // Open under "What to do first"; under "Done" once marked, until the undo.
    const open = () => item(page.getByRole('region', { name: 'What to do first' }), 'Serve Claim of Lien');
    const done = item(page.getByRole('region', { name: 'Done' }), 'Serve Claim of Lien');
    await open()
      .getByRole('button', { name: `Mark done: Serve Claim of Lien, ${PROJECT}` })
      .click();
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Marked Done' });
    await toast.waitFor();
    await done.getByText('Done', { exact: true }).waitFor();
    await done.getByRole('button', { name: `Mark not done: Serve Claim of Lien, ${PROJECT}` }).waitFor();
    await photograph('statutory-project-deadlines', toast);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'Marked Not Done' }).waitFor();
    await open()
      .getByRole('button', { name: `Mark done: Serve Claim of Lien, ${PROJECT}` })
      .waitFor();
    await expect(open().getByText('Done', { exact: true }).count()).resolves.toBe(0);
  });

  it('creates the calendar feed, copies its link, and the link serves the open deadlines', async () => {
    await page.goto('/');
    const feed = page.getByRole('region', { name: 'Calendar Feed' });
    // A first link: the button asks for the password, then makes the link.
    await feed.getByRole('button', { name: 'Create Calendar Link' }).click();
    await feed.getByLabel(/^Current password/).fill(account.password);
    await feed.getByRole('button', { name: 'Create Calendar Link' }).click();
    const link = feed.getByRole('textbox', { name: 'Your calendar link' });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/^http:\/\/.+\/api\/calendar\/.+\.ics$/);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await feed.getByRole('button', { name: 'Copy Link' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url);
    await photograph('statutory-dashboard-feed');

    const answer = await page.request.get(url);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/calendar/);
    // Long lines are folded (RFC 5545 3.1): a line break and a space continue the line.
    const calendar = (await answer.text()).replace(/\r\n[ \t]/g, '');
    const summaries = calendar.split('\r\n').filter((line) => line.startsWith('SUMMARY:'));
    expect(summaries.sort()).toEqual(
      ['Serve Claim of Lien', 'Enforce Lien (File Suit)', "Contractor's Final Payment Affidavit"]
        .map((title) => `SUMMARY:${title}: ${PROJECT}`)
        .sort(),
    );
  });
});
