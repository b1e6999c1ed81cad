import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibleAtBothWidths,
  dashboardAfterSave,
  fillProjectBasics,
  launchBrowser,
  type NewAccount,
  newAccount,
  openPage,
  register,
} from './browser';
import { dateFromToday } from './dates';
import { emailedLink } from './outbox';

/** The owner invites from the Team page, the invitee joins from the email's link, both see the project. */
describe('team journey', () => {
  let browser: Browser;
  let owner: Page;
  let invitee: Page;
  const account: NewAccount = newAccount();
  const inviteeEmail = `luis+${account.email.split('+')[1]}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: owner } = await openPage(browser));
    ({ page: invitee } = await openPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the owner buys Silver and adds a project', async () => {
    await register(owner, account);
    await owner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upgrade Plan' }).click();
    await owner.getByRole('button', { name: 'Choose Silver' }).click();
    await owner.getByRole('button', { name: 'Complete test payment' }).click();
    await owner.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await owner.getByText('Upgrade Successful!').waitFor();
    await owner.goto('/projects/new');
    await fillProjectBasics(owner, {
      name: 'Bayfront Tower',
      address: '100 Biscayne Blvd, Miami, FL',
      generalContractor: 'Coastal Builders',
      propertyOwner: 'Harbor Holdings LLC',
      firstFurnishingDate: dateFromToday(-10),
    });
    await owner.getByRole('button', { name: 'Create Project' }).click();
    await dashboardAfterSave(owner);
    await owner.getByRole('list', { name: 'Deadlines for Bayfront Tower' }).waitFor();
  });

  it('the owner invites a teammate from the Team page', async () => {
    await owner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await owner.getByText('1 of 3 seats taken').waitFor();
    await accessibleAtBothWidths(owner, 'team');
    await owner.getByLabel(/^Email/).fill(inviteeEmail);
    await owner.getByLabel('Role').selectOption('member');
    await owner.getByRole('button', { name: 'Send Invitation' }).click();
    await owner.getByText('Invitation sent').waitFor();
    await owner.getByRole('list', { name: 'Invitations still open' }).getByText(inviteeEmail).waitFor();
    await accessibleAtBothWidths(owner, 'team-with-invitation');
  });

  it('the invitee joins from the email link and sees the project', async () => {
    const link = await emailedLink(inviteeEmail, '/join');
    expect(link.pathname).toBe('/join');
    await invitee.goto(`${link.pathname}${link.search}`);
    await invitee.getByRole('heading', { level: 1, name: 'Join Your Team' }).waitFor();
    await accessibleAtBothWidths(invitee, 'join');
    await invitee.getByLabel(/^First Name/).fill('Luis');
    await invitee.getByLabel(/^Last Name/).fill('Ortega');
    await invitee.getByLabel(/^Password/).fill('Harbor-Bridge-77');
    await invitee.getByLabel(/^Confirm Password/).fill('Harbor-Bridge-77');
    await invitee.getByRole('button', { name: 'Join Team' }).click();
    await invitee.waitForURL((url) => url.pathname === '/');
    // Joining is their first sign-in: welcomed, not welcomed back.
    await invitee.getByRole('heading', { level: 1, name: 'Welcome, Luis!' }).waitFor();
    await invitee.getByRole('list', { name: 'Deadlines for Bayfront Tower' }).waitFor();
    // A member gets neither the team nor the upgrade.
    const nav = invitee.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Team' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: /Upgrade/ }).count()).toBe(0);
  });

  it('the owner sees the project and the new teammate', async () => {
    await owner.goto('/');
    await owner.getByRole('list', { name: 'Deadlines for Bayfront Tower' }).waitFor();
    await owner.goto('/team');
    await owner
      .getByRole('list', { name: 'People in your team' })
      .getByText('Luis Ortega', { exact: true })
      .waitFor();
  });
});
