import { MESSAGES, type Project } from '@lienminder/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '@/test/fetch-stub';
import {
  aProject,
  aUser,
  dashboardOf,
  projectResponseOf,
  renderScreen,
  stubApi,
} from '../dashboard/screen-harness';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

// Notice to Owner due 2026-03-18, its last day to mail 2026-03-13: 3 days after the harness's today (2026-03-10).
const tower = aProject({ id: 'p1', name: 'Bayfront Tower', firstFurnishingDate: '2026-02-01' });

/**
 * The API as the done marks need it: the project and the dashboard with the current marks, and a
 * PATCH for each of the project's deadlines that sets its mark and answers the project at its next
 * revision, or answers `refusal`.
 */
function stubMarks(project: Project, refusal?: { status: number; body: unknown }) {
  const marks = new Set<string>();
  let revision = 1;
  const routes: Parameters<typeof stubApi>[0] = {
    'GET /api/auth/user': { status: 200, body: aUser('silver') },
    'GET /api/dashboard': () => ({ status: 200, body: dashboardOf([project], marks) }),
    [`GET /api/projects/${project.id}`]: () => ({
      status: 200,
      body: projectResponseOf(project, marks, revision),
    }),
    [`GET /api/projects/${project.id}/alerts`]: {
      status: 200,
      body: { alerts: [], suppressedRecipients: [], removedFromTeam: [] },
    },
  };
  for (const { id } of projectResponseOf(project).deadlines) {
    routes[`PATCH /api/projects/${project.id}/deadlines/${id}`] = ({ body }) => {
      if (refusal) return refusal;
      if ((body as { isCompleted: boolean }).isCompleted) marks.add(id);
      else marks.delete(id);
      revision += 1;
      return { status: 200, body: projectResponseOf(project, marks, revision) };
    };
  }
  return stubApi(routes);
}

const patches = (api: { requests: RecordedRequest[] }) =>
  api.requests.filter((request) => request.method === 'PATCH').map(({ path, body }) => ({ path, body }));

const toastWith = async (title: string) =>
  (await screen.findByText(title)).closest('[data-sonner-toast]') as HTMLElement;

/** A deadline's item on the project page: under "What to do first" while open, under "Done" once done. */
const itemIn = (section: 'What to do first' | 'Done', title: string) =>
  within(screen.getByRole('region', { name: section }))
    .getByText(title)
    .closest('li') as HTMLElement;

describe('done marks on the project screen', () => {
  it('marks a deadline done, shows it done, and Undo in the toast marks it not done', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubMarks(tower);
    renderScreen('/projects/p1');
    await screen.findByRole('region', { name: 'What to do first' });

    await user.click(
      within(itemIn('What to do first', 'Notice to Owner')).getByRole('button', {
        name: 'Mark done: Notice to Owner, Bayfront Tower',
      }),
    );
    expect(patches(api)).toEqual([
      // From the revision the screen shows: a mark from an older copy is refused.
      { path: '/api/projects/p1/deadlines/p1-nto', body: { isCompleted: true, revision: 1 } },
    ]);
    const toast = await toastWith('Marked Done');
    expect(toast).toHaveTextContent('Notice to Owner — Bayfront Tower');
    const done = await waitFor(() => itemIn('Done', 'Notice to Owner'));
    expect(within(done).getByText('Done')).toBeInTheDocument();
    expect(within(done).queryByText('3 days left')).not.toBeInTheDocument();
    expect(
      within(done).getByRole('button', { name: 'Mark not done: Notice to Owner, Bayfront Tower' }),
    ).toBeEnabled();

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(patches(api)).toHaveLength(2));
    expect(patches(api)[1]).toEqual({
      path: '/api/projects/p1/deadlines/p1-nto',
      body: { isCompleted: false, revision: 2 },
    });
    expect(await toastWith('Marked Not Done')).toBeInTheDocument();
    const open = await waitFor(() => itemIn('What to do first', 'Notice to Owner'));
    expect(within(open).getByText('3 days left')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: /^Mark done/ })).toBeEnabled();
  });

  it('keeps the button disabled while the mark is saving', async () => {
    const user = userEvent.setup({ delay: null });
    stubMarks(tower);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') await held;
      return fetchStub(input, init);
    });
    renderScreen('/projects/p1');
    const button = await screen.findByRole('button', { name: 'Mark done: Notice to Owner, Bayfront Tower' });
    await user.click(button);
    expect(button).toBeDisabled();
    release();
    await screen.findByRole('button', { name: 'Mark not done: Notice to Owner, Bayfront Tower' });
  });

  it('a Claim of Lien met by its recording says so and has no button to reopen it', async () => {
    const recorded = aProject({
      id: 'p1',
      firstFurnishingDate: '2026-01-05',
      lastFurnishingDate: '2026-02-20',
      lienRecordedDate: '2026-03-02',
    });
    stubMarks(recorded);
    renderScreen('/projects/p1');
    await screen.findByRole('region', { name: 'Done' });
    const lien = itemIn('Done', 'Record Claim of Lien / Notice of Nonpayment');
    expect(lien).toHaveTextContent('Done: recorded on Mon, Mar 2, 2026');
    expect(within(lien).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(itemIn('What to do first', 'Serve Claim of Lien')).getByRole('button', {
        name: /^Mark done: Serve Claim of Lien/,
      }),
    ).toBeEnabled();
  });

  it("a refused mark shows the error toast with the API's reason", async () => {
    const user = userEvent.setup({ delay: null });
    stubMarks(tower, { status: 400, body: { message: MESSAGES.deadlineMetByRecording } });
    renderScreen('/projects/p1');
    await user.click(await screen.findByRole('button', { name: /^Mark done: Notice to Owner/ }));
    const toast = await toastWith('Error');
    expect(toast).toHaveTextContent(MESSAGES.deadlineMetByRecording);
  });

  it('any other failure says Failed to update the deadline. Please try again.', async () => {
    const user = userEvent.setup({ delay: null });
    stubMarks(tower, { status: 500, body: { message: 'Internal error' } });
    renderScreen('/projects/p1');
    await user.click(await screen.findByRole('button', { name: /^Mark done: Notice to Owner/ }));
    expect(await toastWith('Error')).toHaveTextContent('Failed to update the deadline. Please try again.');
    expect(screen.getByRole('button', { name: /^Mark done: Notice to Owner/ })).toBeEnabled();
  });
});

describe('done marks on the dashboard', () => {
  it('a deadline marked done in the sidebar leaves the dashboard, and Undo brings it back', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubMarks(tower);
    renderScreen('/');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming deadlines' });
    await user.click(
      within(upcoming).getByRole('button', { name: 'Mark done: Notice to Owner, Bayfront Tower' }),
    );
    expect(patches(api)).toEqual([
      { path: '/api/projects/p1/deadlines/p1-nto', body: { isCompleted: true } },
    ]);
    // The dashboard is read again and lists no done deadline.
    await waitFor(() => expect(screen.getByText('No upcoming deadlines.')).toBeInTheDocument());

    await user.click(within(await toastWith('Marked Done')).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(patches(api)).toHaveLength(2));
    expect(patches(api)[1]?.body).toEqual({ isCompleted: false });
    expect(await screen.findByRole('list', { name: 'Upcoming deadlines' })).toHaveTextContent(
      'Notice to Owner',
    );
  });

  it('the urgent panel marks its deadlines done too', async () => {
    const user = userEvent.setup({ delay: null });
    // Notice to Owner due 2026-03-13, 3 days away: urgent.
    const api = stubMarks(aProject({ id: 'p1', name: 'Bayfront Tower', firstFurnishingDate: '2026-01-27' }));
    renderScreen('/');
    const panel = await screen.findByRole('region', { name: /1 urgent deadline within 7 days/ });
    await user.click(
      within(panel).getByRole('button', { name: 'Mark done: Notice to Owner, Bayfront Tower' }),
    );
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({
      path: '/api/projects/p1/deadlines/p1-nto',
      body: { isCompleted: true },
    });
  });
});
