import type { ActivityItem, ProjectActivityResponse } from '@lienminder/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** A Panhandle project: its activity reads in Central time whatever the machine's zone. */
const project = aProject({ timeZone: 'America/Chicago' });

const saved = (at: string, summary: string): ActivityItem => ({
  at,
  actor: { userId: 'u2', name: 'Luis Ortega' },
  action: 'saved',
  summary,
});

const NEWEST: ProjectActivityResponse = {
  items: [
    {
      at: '2026-04-18T14:05:00.000Z',
      actor: { email: 'pm@coastal.example.com' },
      action: 'deadline_done',
      summary: 'Marked done: Record Claim of Lien / Notice of Nonpayment.',
    },
    saved('2026-04-17T15:30:00.000Z', 'Changed Last furnishing date.'),
  ],
  cursor: 'b2xkZXI',
};

const OLDER: ProjectActivityResponse = {
  items: [
    {
      at: '2026-04-01T13:00:00.000Z',
      actor: { userId: 'u1', name: 'Maria Lopez' },
      action: 'created',
      summary: 'Created the project Brickell Tower.',
    },
  ],
  cursor: null,
};

type Answer = Parameters<typeof stubApi>[0][string];

function openProject(activity: Answer, older: Answer = { status: 200, body: OLDER }) {
  const api = stubApi({
    'GET /api/auth/user': { status: 200, body: aUser('silver') },
    'GET /api/dashboard': { status: 200, body: dashboardOf([project]) },
    'GET /api/projects/p1': { status: 200, body: projectResponseOf(project) },
    'GET /api/projects/p1/alerts': {
      status: 200,
      body: { alerts: [], suppressedRecipients: [], removedFromTeam: [] },
    },
    'GET /api/projects/p1/activity': activity,
    'GET /api/projects/p1/activity?cursor=b2xkZXI': older,
  });
  renderScreen('/projects/p1');
  return api;
}

const activitySection = () => screen.findByRole('region', { name: 'Activity' });

describe("the project's activity", () => {
  it("lists who did what, newest first, in the project's zone, and the older entries on request", async () => {
    const user = userEvent.setup({ delay: null });
    const api = openProject({ status: 200, body: NEWEST });
    const section = await activitySection();
    const list = await within(section).findByRole('list', { name: 'Activity, newest first' });
    const [done, edit] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(done).toHaveTextContent('Marked done: Record Claim of Lien / Notice of Nonpayment.');
    expect(done).toHaveTextContent('pm@coastal.example.com, from an alert email · Apr 18, 2026, 9:05 AM CDT');
    expect(within(done).getByText('Apr 18, 2026, 9:05 AM CDT')).toHaveAttribute(
      'datetime',
      '2026-04-18T14:05:00.000Z',
    );
    expect(edit).toHaveTextContent('Changed Last furnishing date.');
    expect(edit).toHaveTextContent('Luis Ortega · Apr 17, 2026, 10:30 AM CDT');

    await user.click(within(section).getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent(
      'Created the project Brickell Tower.Created' + 'Maria Lopez · Apr 1, 2026, 8:00 AM CDT',
    );
    expect(within(section).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(api.requests.map(({ path }) => path).filter((path) => path.includes('activity'))).toEqual([
      '/api/projects/p1/activity',
      '/api/projects/p1/activity?cursor=b2xkZXI',
    ]);
  });

  it('says so while loading, and when nothing is recorded yet', async () => {
    let answer: (value: { status: number; body: ProjectActivityResponse }) => void = () => {};
    openProject(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const section = await activitySection();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading activity');
    answer({ status: 200, body: { items: [], cursor: null } });
    expect(await within(section).findByText('Nothing recorded for this project yet.')).toBeInTheDocument();
  });

  it('offers Try Again when the activity cannot be loaded, and then shows it', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    openProject(() =>
      ++calls === 1
        ? { status: 500, body: { message: 'Internal error', errors: [] } }
        : { status: 200, body: NEWEST },
    );
    const section = await activitySection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "We could not load this project's activity.",
    );
    await user.click(within(section).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByText('Changed Last furnishing date.')).toBeInTheDocument();
  });
});
