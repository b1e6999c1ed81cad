import type { ProjectResponse } from '@lienminder/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from './browser';
import { dateFromToday } from './dates';

const PROJECT = 'Cypress Point';
const RECORDED = dateFromToday(-3);

/**
 * A save never overwrites a newer save (docs/decisions/026): two tabs of one signed-in browser open
 * the same project; the first records the lien and marks a deadline done, the second then saves the
 * copy it opened before. The second save is refused, the form says why and keeps what was typed, and
 * loading the new version shows the recording and the mark, which the table still holds.
 */
describe('two tabs saving one project', () => {
  let browser: Browser;
  let context: BrowserContext;
  let tabA: Page;
  let tabB: Page;
  let editPath = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page: tabA } = await openPage(browser, DESKTOP));
    await register(tabA, newAccount());
    await tabA.getByRole('link', { name: 'Add Your First Project' }).click();
    await fillProjectBasics(tabA, {
      name: PROJECT,
      address: '8 Cypress Way, Naples, FL',
      generalContractor: 'Self-performed',
      propertyOwner: 'Cypress Point LLC',
      firstFurnishingDate: dateFromToday(-60),
      lastFurnishingDate: dateFromToday(-20),
    });
    await tabA.getByRole('radio', { name: 'The property owner hired me (general contractor)' }).check();
    await tabA.getByRole('button', { name: 'Create Project' }).click();
    await dashboardAfterSave(tabA);
    await tabA.getByRole('link', { name: `Edit ${PROJECT}` }).click();
    await tabA.waitForURL((url) => url.pathname.endsWith('/edit'));
    editPath = new URL(tabA.url()).pathname;
    // The second tab shares the first one's session, as a second tab of one browser does.
    tabB = await context.newPage();
    tabB.setDefaultTimeout(15_000);
    await tabB.goto(editPath);
    await tabB.getByRole('textbox', { name: 'Project Name' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const stored = async () => {
    const answer = await tabA.request.get(`/api/projects/${editPath.split('/')[2]}`);
    expect(answer.status()).toBe(200);
    return (await answer.json()) as ProjectResponse;
  };

  it('the edit form is its fields alone, on a desktop and on a phone', async () => {
    // The deadlines, their done marks and the alert history are the project page's.
    await expect(tabB.getByRole('heading', { name: 'Alert History' }).count()).resolves.toBe(0);
    await expect(tabB.getByRole('button', { name: /^Mark done/ }).count()).resolves.toBe(0);
    await expect(tabB.getByText('Record Claim of Lien', { exact: true }).count()).resolves.toBe(0);
    await screenshot(tabB, 'project-edit-1280');
    await tabB.setViewportSize(MOBILE);
    await screenshot(tabB, 'project-edit-375');
    await tabB.setViewportSize(DESKTOP);
  });

  it('the first tab records the lien and marks the service deadline done', async () => {
    await tabA.getByLabel('Lien recorded on').fill(RECORDED);
    await tabA.getByRole('button', { name: 'Update Project' }).click();
    await dashboardAfterSave(tabA);
    // The project page, where the deadlines are marked (the edit form is fields only).
    await tabA.goto(editPath.replace(/\/edit$/, ''));
    const serve = item(tabA.getByRole('region', { name: 'What to do first' }), 'Serve Claim of Lien');
    await serve.getByRole('button', { name: `Mark done: Serve Claim of Lien, ${PROJECT}` }).click();
    await tabA.locator('[data-sonner-toast]', { hasText: 'Marked Done' }).waitFor();
  });

  it('the second tab’s older copy is refused, keeping what was typed, and the recording and the mark stay', async () => {
    const before = await stored();
    const name = tabB.getByRole('textbox', { name: 'Project Name' });
    await name.fill(`${PROJECT} (phase 2)`);
    await tabB.getByRole('button', { name: 'Update Project' }).click();

    const notice = tabB.getByRole('alert').filter({ hasText: 'changed elsewhere' });
    await notice.waitFor();
    expect(new URL(tabB.url()).pathname).toBe(editPath);
    await expect(name.inputValue()).resolves.toBe(`${PROJECT} (phase 2)`);
    expect(await stored()).toEqual(before);
    expect(before.project.lienRecordedDate).toBe(RECORDED);
    expect(before.deadlines.find((deadline) => deadline.type === 'serve_lien')?.isCompleted).toBe(true);

    await notice.getByRole('button', { name: 'Load the new version' }).click();
    // The list of what was typed comes with the loaded version, in the same render.
    const typed = tabB.getByRole('region', { name: 'What you had typed (not saved)' });
    await typed.getByText(`${PROJECT} (phase 2)`).waitFor();
    await expect(tabB.getByLabel('Lien recorded on').inputValue()).resolves.toBe(RECORDED);
    await expect(name.inputValue()).resolves.toBe(PROJECT);
  });

  it('saved again from the new version, the edit lands beside the recording and the mark', async () => {
    await tabB.getByRole('textbox', { name: 'Project Name' }).fill(`${PROJECT} (phase 2)`);
    await tabB.getByRole('button', { name: 'Update Project' }).click();
    await dashboardAfterSave(tabB);
    const after = await stored();
    expect(after.project).toMatchObject({ name: `${PROJECT} (phase 2)`, lienRecordedDate: RECORDED });
    expect(after.deadlines.find((deadline) => deadline.type === 'serve_lien')?.isCompleted).toBe(true);
    expect(after.deadlines.map((deadline) => deadline.type).sort()).toEqual(
      ['enforce_lien', 'final_payment_affidavit', 'record_lien', 'serve_lien'].sort(),
    );
  });
});
