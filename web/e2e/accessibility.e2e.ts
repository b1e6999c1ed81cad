import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './admin-credentials';
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
} from './browser';
import { dateFromToday } from './dates';
import { deadlineDonePath, signedInUser } from './deadline-done-link';

/**
 * Usable by everyone: no serious or critical axe findings on the core screens at 1280 px and 375 px. One
 * journey walks the screens once; each is scanned (and photographed) at both widths, the window
 * resized in between, so the 375 px pass sees the same state after the layout changed.
 */
describe('accessibility at 1280 and 375 px', () => {
  let browser: Browser;
  let page: Page;
  const account = newAccount();

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await openPage(browser, DESKTOP));
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Waits until no toast is fading: with `hold`, a toast hovered to keep it, every toast is fully
   * shown; without, every toast has gone. Axe measures a fading toast's text against what shows
   * through it and reports contrast that no user sees for more than a moment.
   */
  async function settleToasts(hold?: Locator) {
    await hold?.hover();
    await page.waitForFunction(
      (held) =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (element) => held && getComputedStyle(element).opacity === '1',
        ),
      hold !== undefined,
    );
  }

  /**
   * Scans the page as it is now at both widths, ending at 1280 px. `hold`, a toast, is hovered again
   * after each resize: a hovered toast stays, so it is still there when the scan runs.
   */
  async function scan(name: string, hold?: Locator) {
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await settleToasts(hold);
      await screenshot(page, `${name}-${width}`);
      expect(await seriousAccessibilityViolations(page), `${name} at ${width} px`).toEqual([]);
    }
    await page.setViewportSize(DESKTOP);
  }

  it('landing page', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Never miss a Florida lien deadline' }).waitFor();
    await scan('landing');
  });

  it('sign in, with validation errors showing', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Password is required').waitFor();
    await scan('login');
  });

  it('registration, with validation errors showing', async () => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('You must agree to receive SMS notifications to create an account').waitFor();
    await scan('register');
  });

  it('empty dashboard', async () => {
    await register(page, account);
    await page.getByRole('link', { name: 'Add Your First Project' }).waitFor();
    await scan('dashboard-empty');
  });

  it('project form', async () => {
    await page.goto('/projects/new');
    await page.getByRole('heading', { level: 1, name: 'Add New Project' }).waitFor();
    await scan('project-form');
  });

  it('dashboard with a project and its deadlines', async () => {
    await fillProjectBasics(page, {
      name: 'Tampa Riverwalk Lofts',
      address: '200 Ashley Dr, Tampa, FL',
      generalContractor: 'Bay Builders',
      propertyOwner: 'Riverwalk LLC',
      firstFurnishingDate: dateFromToday(-100),
      lastFurnishingDate: dateFromToday(-86),
    });
    await page.getByRole('button', { name: 'Create Project' }).click();
    await dashboardAfterSave(page);
    await page.getByRole('list', { name: 'Deadlines for Tampa Riverwalk Lofts' }).waitFor();
    await scan('dashboard-with-project');
  });

  it('the project page', async () => {
    await page.getByRole('link', { name: 'Tampa Riverwalk Lofts', exact: true }).click();
    await page.getByRole('region', { name: 'What to do first' }).waitFor();
    await page.getByRole('region', { name: 'Alert History' }).getByRole('heading').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'Loading alert history' })
      .waitFor({ state: 'detached' });
    await scan('project-page');
  });

  it("an alert email's Mark as done page, before and after its button", async () => {
    const projectId = new URL(page.url()).pathname.split('/').pop() as string;
    const user = await signedInUser(page);
    await page.goto(deadlineDonePath({ ...user, projectId, deadlineId: `${projectId}-lien` }));
    await page.getByRole('button', { name: 'Mark as done' }).waitFor();
    await scan('deadline-done');
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await scan('deadline-done-marked');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Mark as done' }).waitFor();
  });

  it('the dev emails page', async () => {
    await page.goto('/dev/emails');
    await page.getByRole('heading', { level: 1, name: 'Emails sent' }).waitFor();
    await page.getByRole('status', { name: 'Loading emails' }).waitFor({ state: 'detached' });
    await scan('dev-emails');
    await page.goto('/');
  });

  it('the edit form of a saved project (its fields; the alert history is on the project page)', async () => {
    await page.getByRole('link', { name: 'Edit Tampa Riverwalk Lofts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Project' }).waitFor();
    await page.getByLabel(/^Project Name/).waitFor();
    await scan('project-edit');
    await page.goto('/');
  });

  it('the folded navigation menu, open at 375 px', async () => {
    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await screenshot(page, 'nav-menu-open-375');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.setViewportSize(DESKTOP);
  });

  it('an error toast: Project Limit Reached over /subscribe', async () => {
    // The Free plan's one project exists now, so opening the form again is refused with a toast.
    await page.goto('/projects/new');
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Project Limit Reached' });
    await toast.waitFor();
    await page.waitForURL((url) => url.pathname === '/subscribe');
    await scan('toast-error', toast);
    await toast.waitFor();
  });

  it.each([
    ['/sms-test', 'SMS Test'],
    ['/sms-config', 'SMS Configuration'],
    ['/twilio-config', 'Twilio Webhook Configuration'],
    ['/email-test', 'Email Notification Test'],
    ['/password-recovery-test', 'Password Recovery Email Test'],
  ])('diagnostic page %s', async (path, title) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByRole('status')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await scan(path.slice(1));
  });

  it('password reset test page, after its four steps ran', async () => {
    await page.goto('/password-reset-test');
    // The token sets a new password, so the page asks for the current one.
    await page.getByLabel(/^Current password/).fill(account.password);
    await page.getByRole('button', { name: 'Run Tests' }).click();
    await page.getByRole('list', { name: 'Test steps' }).getByText('Success').nth(3).waitFor();
    await scan('password-reset-test');
  });

  it('subscribe: the plan cards for a Free user', async () => {
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Choose Gold' }).waitFor();
    await scan('subscribe');
  });

  it('subscribe: the payment step with the local test payment', async () => {
    await page.getByRole('button', { name: 'Choose Silver' }).click();
    await page.getByRole('button', { name: 'Complete test payment' }).waitFor();
    await scan('subscribe-payment');
  });

  it('help', async () => {
    await page.goto('/help');
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    await scan('help');
  });

  it('the Stripe test and configuration pages', async () => {
    await page.goto('/stripe-test');
    await page.getByText('Silver matches; Gold matches.').waitFor();
    await scan('stripe-test');
    await page.goto('/stripe-config');
    await page.getByRole('heading', { name: 'Webhook' }).waitFor();
    await scan('stripe-config');
  });

  it('SMS opt-in', async () => {
    await page.goto('/sms/opt-in');
    await page.getByRole('checkbox', { name: /I agree to receive SMS deadline alerts/ }).waitFor();
    await scan('sms-opt-in');
  });

  it('SMS compliance', async () => {
    await page.goto('/sms/compliance');
    await page.getByRole('heading', { level: 1, name: 'SMS Compliance' }).waitFor();
    await scan('sms-compliance');
  });

  it('admin consents, locked and then unlocked', async () => {
    await page.goto('/admin/consents');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await scan('admin-consents-locked');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    // The success toast, held still (a hovered toast stays), is scanned with the table.
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Access Granted' });
    await toast.waitFor();
    await scan('admin-consents', toast);
  });
});
