import { addDays, computeDeadlines, type LocalDate } from '@lienminder/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLocalDate } from '../src/components/deadlines/format-local-date';
import {
  DESKTOP,
  dashboardAfterSave,
  fillProjectBasics,
  launchBrowser,
  newAccount,
  openPage,
  register,
  screenshot,
  showAllAlerts,
} from './browser';
import { dateFromToday } from './dates';

const PROJECT = 'Palm Court';
const FIRST_FURNISHING = dateFromToday(-60);
const LAST_FURNISHING = dateFromToday(-20);
// Served two days ago: the statement is due in 28 days, so its 30-day alert is already past.
const DEMAND = dateFromToday(-2);
const SWORN = 'Answer the Sworn Statement Demand';

/** What the engine gives a private subcontractor for these dates: the journey checks the screens against it. */
function swornDeadline() {
  const { deadlines } = computeDeadlines({
    projectId: 'journey',
    type: 'private',
    role: 'subcontractor',
    firstFurnishingDate: FIRST_FURNISHING,
    lastFurnishingDate: LAST_FURNISHING,
    swornStatementDemandDate: DEMAND,
    recurringAlertsInterval: '',
    recurringAlertsStartDate: '',
    recurringAlertsEndDate: '',
  });
  const found = deadlines.find((deadline) => deadline.type === 'sworn_statement');
  if (!found) throw new Error('no sworn statement deadline');
  return found;
}

/**
 * A Saturday at least 100 days ahead, and the last furnishing (in the future, as a job still going
 * may enter it) that puts the Claim of Lien on it: s. 713.011 rolls its legal last day to a weekday,
 * and the journey looks at it on that Saturday.
 */
function rolledSaturday(): { saturday: LocalDate; lastFurnishing: LocalDate } {
  for (let days = 100; days < 200; days++) {
    const saturday = dateFromToday(days);
    if (new Date(`${saturday}T12:00:00Z`).getUTCDay() === 6)
      return { saturday, lastFurnishing: addDays(saturday, -90) };
  }
  throw new Error('no Saturday within 200 days');
}

/** The listed deadline titled `title` in `list`. */
const item = (list: Locator, title: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByText(title, { exact: true }) });

/**
 * A clock the other side starts (docs/florida-rules.md section 5): a subcontractor enters the owner's
 * demand for a sworn statement of account, sees before saving the deadline it brings, then finds it
 * on the dashboard and the project screen with its alert plan and in the calendar feed. And a
 * Claim of Lien due on a Saturday reads "still on time" that Saturday, not "Overdue".
 */
describe('clocks the other side starts', () => {
  let browser: Browser;
  let page: Page;
  const sworn = swornDeadline();

  const account = newAccount();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser, DESKTOP));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('enters a sworn-statement demand and sees, before saving, the deadline it brings', async () => {
    await register(page, account);
    await page.getByRole('link', { name: 'Add Your First Project' }).click();
    await fillProjectBasics(page, {
      name: PROJECT,
      address: '8 Palm Ct, Naples, FL',
      generalContractor: 'Gulf Builders',
      propertyOwner: 'Palm Court LLC',
      firstFurnishingDate: FIRST_FURNISHING,
      lastFurnishingDate: LAST_FURNISHING,
    });
    await page.getByRole('radio', { name: 'The general contractor hired me (subcontractor)' }).check();
    const section = page.getByRole('group', { name: 'Received a notice or a demand?' });
    await section.getByLabel('Demand for a sworn statement of account').fill(DEMAND);
    await section.getByText(`Brings: ${SWORN}, due ${formatLocalDate(sworn.dueDate)}`).waitFor();
    await item(page.getByRole('region', { name: 'Your Deadlines' }), SWORN).waitFor();
    await screenshot(page, 'event-clocks-form-1280');

    await page.getByRole('button', { name: 'Create Project' }).click();
    await dashboardAfterSave(page);
  });

  it('finds it on the dashboard and the project screen, with its alerts 14, 7, 3 and 1 days before', async () => {
    const card = page.getByRole('list', { name: `Deadlines for ${PROJECT}` });
    await expect
      .poll(() => item(card, SWORN).textContent())
      .toContain(`Due ${formatLocalDate(sworn.dueDate)}`);

    await page.getByRole('link', { name: PROJECT, exact: true }).click();
    const current = page.getByRole('region', { name: 'What to do first' });
    await item(current, SWORN).waitFor();
    await expect(item(current, SWORN).textContent()).resolves.toContain('Fla. Stat. s. 713.16(2)');

    // The stream plans the alerts a moment after the save: the 30-day one is past, four remain.
    const history = page.getByRole('region', { name: 'Alert History' });
    const swornAlerts = history.getByRole('listitem').filter({ hasText: SWORN });
    await expect
      .poll(async () => {
        await page.reload();
        await history.getByRole('heading', { name: 'Alert History' }).waitFor();
        await page
          .getByRole('status')
          .filter({ hasText: 'Loading alert history' })
          .waitFor({ state: 'detached' });
        await showAllAlerts(history);
        return swornAlerts.count();
      })
      .toBe(4);
    for (const days of ['14 days before', '7 days before', '3 days before', '1 day before'])
      await swornAlerts.filter({ hasText: days }).getByText('Scheduled', { exact: true }).waitFor();
    await screenshot(page, 'event-clocks-project-1280');
  });

  it('carries it in the calendar feed, on its legal last day', async () => {
    await page.goto('/');
    const feed = page.getByRole('region', { name: 'Calendar Feed' });
    // A first link: the button asks for the password, then makes the link.
    await feed.getByRole('button', { name: 'Create Calendar Link' }).click();
    await feed.getByLabel(/^Current password/).fill(account.password);
    await feed.getByRole('button', { name: 'Create Calendar Link' }).click();
    const link = feed.getByRole('textbox', { name: 'Your calendar link' });
    await link.waitFor();
    const calendar = (await (await page.request.get(await link.inputValue())).text()).replace(
      /\r\n[ \t]/g,
      '',
    );
    const event = calendar
      .split('BEGIN:VEVENT')
      .find((block) => block.includes(`SUMMARY:${SWORN}: ${PROJECT}`));
    expect(event).toBeDefined();
    expect(event).toContain(`DTSTART;VALUE=DATE:${sworn.legalLastDay.replaceAll('-', '')}`);
  });

  it('shows a Claim of Lien due on a Saturday as still on time that Saturday, not overdue', async () => {
    const { saturday, lastFurnishing } = rolledSaturday();
    // The work goes on (one project on the Free plan): the last furnishing moves to put the lien there.
    await page.getByRole('link', { name: `Edit ${PROJECT}` }).click();
    await page.getByLabel(/^Last Furnishing Date/).fill(lastFurnishing);
    await page.getByRole('button', { name: 'Update Project' }).click();
    await dashboardAfterSave(page);

    // The browser's clock on that Saturday, midday in Florida.
    await page.clock.setFixedTime(new Date(`${saturday}T16:00:00Z`));
    await page.reload();
    const card = page.getByRole('list', { name: `Deadlines for ${PROJECT}` });
    const lien = item(card, 'Record Claim of Lien');
    const { legalLastDay } = computeDeadlines({
      projectId: 'rolled',
      type: 'private',
      role: 'subcontractor',
      firstFurnishingDate: FIRST_FURNISHING,
      lastFurnishingDate: lastFurnishing,
      recurringAlertsInterval: '',
      recurringAlertsStartDate: '',
      recurringAlertsEndDate: '',
    }).deadlines.find((deadline) => deadline.type === 'record_lien') ?? { legalLastDay: '' };
    await lien.getByText(`Still on time until ${formatLocalDate(legalLastDay)}`, { exact: true }).waitFor();
    await expect(lien.textContent()).resolves.not.toContain('Overdue');
    await screenshot(page, 'event-clocks-still-on-time-1280');
  });
});
