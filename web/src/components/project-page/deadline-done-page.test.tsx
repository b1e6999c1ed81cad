import type { DeadlineDoneResponse } from '@lienminder/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProject, projectResponseOf, renderScreen, stubApi } from '../dashboard/screen-harness';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const project = aProject({ lastFurnishingDate: '2026-02-20' });
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmVk';
const LINK = `/api/deadline-done/${TOKEN}`;

function linkAnswer(isCompleted: boolean): DeadlineDoneResponse {
  const lien = projectResponseOf(project, new Set(isCompleted ? ['p1-lien'] : [])).deadlines.find(
    (deadline) => deadline.id === 'p1-lien',
  );
  if (!lien) throw new Error('no Claim of Lien');
  const { project: _summary, ...deadline } = lien;
  return {
    project: { id: project.id, name: project.name, address: project.address, timeZone: project.timeZone },
    deadline,
  };
}

describe('the Mark as done page', () => {
  it('shows the deadline without changing anything; its button marks it done, and Undo undoes it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      [`GET ${LINK}`]: { status: 200, body: linkAnswer(false) },
      [`POST ${LINK}`]: { status: 200, body: linkAnswer(true) },
      [`DELETE ${LINK}`]: { status: 200, body: linkAnswer(false) },
    });
    renderScreen(`/deadlines/done?token=${TOKEN}`);
    expect(await screen.findByText('Bayfront Tower')).toBeVisible();
    expect(screen.getByText('Record Claim of Lien / Notice of Nonpayment')).toBeVisible();
    expect(screen.getByText(/Due/)).toHaveTextContent('Due Thu, May 21, 2026');
    expect(screen.getByRole('link', { name: 'Open project' })).toHaveAttribute('href', '/projects/p1');
    expect(api.requests.map((request) => request.method)).toEqual(['GET']);

    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByText('Marked done. Its alerts have stopped.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Mark as done' })).toBeEnabled();
    expect(screen.queryByText('Marked done. Its alerts have stopped.')).toBeNull();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${LINK}`,
      `POST ${LINK}`,
      `DELETE ${LINK}`,
    ]);
  });

  it('says an expired or unknown link opens nothing, in the API words, and asks for nothing without a token', async () => {
    const expired = 'This link has expired. Sign in to mark the deadline done from its project.';
    stubApi({ [`GET ${LINK}`]: { status: 410, body: { message: expired, errors: [] } } });
    renderScreen(`/deadlines/done?token=${TOKEN}`);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(expired);
    expect(within(refusal).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Mark as done' })).toBeNull();
    vi.unstubAllGlobals();

    const api = stubApi({});
    renderScreen('/deadlines/done');
    expect(
      await screen.findAllByText('This link does not open a deadline. Sign in to see your projects.'),
    ).not.toHaveLength(0);
    expect(api.requests).toEqual([]);
  });
});
