import { MESSAGES } from '@lienminder/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  aProject,
  aUser,
  dashboardOf,
  projectResponseOf,
  projectSavedOf,
  renderScreen,
  stubApi,
} from '@/components/dashboard/screen-harness';

afterEach(() => vi.unstubAllGlobals());
// jsdom lays nothing out, so it has no scrolling: the section scrolls to the field it opens at.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
vi.setConfig({ testTimeout: 30_000 });

const saved = aProject({ id: 'p1', role: 'subcontractor', ownerAddress: '' });

function openEditForm(path: string) {
  const api = stubApi({
    'GET /api/auth/user': { status: 200, body: aUser('gold') },
    'GET /api/dashboard': { status: 200, body: dashboardOf([saved]) },
    'GET /api/projects/p1': { status: 200, body: projectResponseOf(saved) },
    'PUT /api/projects/p1': (request) => ({
      status: 200,
      body: projectSavedOf({ ...saved, ...(request.body as object) }, 2),
    }),
  });
  renderScreen(path);
  return api;
}

const section = () =>
  screen.getByText('Details for notices and liens').closest('details') as HTMLDetailsElement;

describe('details for notices and liens', () => {
  it('stays folded on the edit form until asked for', async () => {
    openEditForm('/projects/p1/edit');
    await screen.findByText('Details for notices and liens');
    expect(section().open).toBe(false);
  });

  it('opens at the field a document asked for, and saves what is entered there', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openEditForm('/projects/p1/edit#fact-ownerAddress');
    const address = await screen.findByLabelText('Owner’s mailing address');
    await waitFor(() => expect(section().open).toBe(true));
    await waitFor(() => expect(address).toHaveFocus());
    await user.type(address, '100 Owner Way, Miami, FL 33131');
    await user.type(screen.getByLabelText('Amount unpaid'), '25000.00');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      ownerAddress: '100 Owner Way, Miami, FL 33131',
      amountUnpaid: '25000.00',
      contractPrice: '',
    });
  });

  it('opens on a money field the schema refuses, with its message', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openEditForm('/projects/p1/edit#document-facts');
    await user.type(await screen.findByLabelText('Contract price'), '$125,000');
    // Folding it away does not hide the error: the section opens again on the failed save.
    await user.click(screen.getByText('Details for notices and liens'));
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText(MESSAGES.moneyInvalid)).toBeVisible();
    expect(section().open).toBe(true);
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});
