import type { TeamRole, Tier } from '@lienminder/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, currentPath, json, renderApp, stubApi } from '@/test/app-harness';

afterEach(() => vi.unstubAllGlobals());

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const linkNames = () =>
  within(mainNav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('top navigation', () => {
  it.each<[Tier, TeamRole, string[]]>([
    ['free', 'owner', ['LienMinder', 'Add Project', 'Upgrade Plan', 'Team', 'Account', 'Help']],
    ['silver', 'owner', ['LienMinder', 'Add Project', 'Upgrade to Gold', 'Team', 'Account', 'Help']],
    ['gold', 'owner', ['LienMinder', 'Add Project', 'Team', 'Account', 'Help']],
    // The upgrade is the owner's, the team the owner's and admins' (docs/product.md section 6).
    ['silver', 'admin', ['LienMinder', 'Add Project', 'Team', 'Account', 'Help']],
    ['silver', 'member', ['LienMinder', 'Add Project', 'Account', 'Help']],
  ])('offers a %s %s %j and Sign Out', async (tier, role, expected) => {
    stubApi({});
    renderApp('/terms', { user: aUser(tier, role) });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(linkNames()).toEqual(expected);
    expect(within(mainNav()).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Add Project' })).toHaveAttribute(
      'href',
      '/projects/new',
    );
  });

  it('offers a signed-out visitor Sign In and Sign Up Free', async () => {
    stubApi({});
    renderApp('/terms', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(linkNames()).toEqual(['LienMinder', 'Sign In', 'Sign Up Free']);
    expect(within(mainNav()).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('signs out through the server and lands on the landing page', async () => {
    const requests = stubApi({ 'POST /api/auth/logout': new Response(null, { status: 204 }) });
    renderApp('/terms', { user: aUser('silver') });
    await userEvent.click(await within(mainNav()).findByRole('button', { name: 'Sign Out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Never miss a Florida lien deadline' }),
    ).toBeVisible();
    expect(requests).toContainEqual({ method: 'POST', path: '/api/auth/logout', body: undefined });
    expect(currentPath()).toBe('/');
  });

  it('still goes to / when the logout call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /api/auth/logout': json(500, { message: 'boom' }) });
    renderApp('/terms', { user: aUser('free') });
    await userEvent.click(await within(mainNav()).findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Never miss a Florida lien deadline' }),
    ).toBeVisible();
  });

  it('folds the links behind a menu button on small screens', async () => {
    stubApi({});
    renderApp('/terms', { user: aUser('free') });
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    // Both lists are in the DOM (CSS shows one per width); the menu adds a second set.
    expect(within(mainNav()).getAllByRole('link', { name: 'Upgrade Plan' })).toHaveLength(2);
  });

  it('closes the menu on Escape and gives the focus back to its button', async () => {
    stubApi({});
    renderApp('/terms', { user: aUser('free') });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(within(mainNav()).getAllByRole('link', { name: 'Help' })).toHaveLength(2);
    within(mainNav()).getAllByRole('link', { name: 'Help' })[1]?.focus();
    await userEvent.keyboard('{Escape}');
    expect(within(mainNav()).getAllByRole('link', { name: 'Help' })).toHaveLength(1);
    expect(close).toHaveAccessibleName('Open menu');
    expect(close).toHaveFocus();
  });

  it('closes the menu when the page changes by a link outside it', async () => {
    stubApi({});
    renderApp('/terms', { user: aUser('free') });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'Privacy Policy' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).getAllByRole('link', { name: 'Help' })).toHaveLength(1);
  });
});
