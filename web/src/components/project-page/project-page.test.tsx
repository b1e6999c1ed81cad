import type { AlertHistoryEntry } from '@lienminder/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDialog } from '@/test/dialogs';
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

/** Today is 2026-03-10: the Notice to Owner is due 2026-03-18, the Claim of Lien 2026-05-21. */
const project = aProject({ lastFurnishingDate: '2026-02-20', lienRecordedDate: '' });

const alert = (
  alertKey: AlertHistoryEntry['alertKey'],
  state: AlertHistoryEntry['state'],
  scheduledFor: string,
) =>
  ({
    deadlineId: 'p1-lien',
    deadlineType: 'record_lien',
    dueDate: '2026-05-21',
    alertKey,
    state,
    scheduledFor,
    sentAt: state === 'sent' ? scheduledFor : null,
    reason: null,
    messages: [],
  }) satisfies AlertHistoryEntry;

/** Newest first, as the API answers: two ahead, four gone. */
const HISTORY = {
  alerts: [
    alert('d1', 'scheduled', '2026-05-20T13:00:00.000Z'),
    alert('d3', 'scheduled', '2026-05-18T13:00:00.000Z'),
    alert('d7', 'sent', '2026-03-09T13:00:00.000Z'),
    alert('d14', 'sent', '2026-03-08T13:00:00.000Z'),
    alert('d30', 'sent', '2026-03-07T13:00:00.000Z'),
    alert('due', 'skipped', '2026-03-06T14:00:00.000Z'),
  ],
  suppressedRecipients: [],
  removedFromTeam: [],
};

function openProjectPage(answers: Record<string, { status: number; body?: unknown }> = {}) {
  const api = stubApi({
    'GET /api/auth/user': { status: 200, body: aUser('gold') },
    'GET /api/projects/p1': { status: 200, body: projectResponseOf(project) },
    'GET /api/projects/p1/alerts': { status: 200, body: HISTORY },
    'GET /api/dashboard': { status: 200, body: dashboardOf([project]) },
    ...answers,
  });
  renderScreen('/projects/p1');
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the project page', () => {
  it('shows what to do first: open deadlines soonest first with their done buttons, then dates, the latest alerts, and Edit', async () => {
    const user = userEvent.setup({ delay: null });
    openProjectPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bayfront Tower' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Bayfront Tower' })).toHaveAttribute(
      'href',
      '/projects/p1/edit',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');

    const first = section('What to do first');
    const items = within(first).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('paragraph')[0]?.textContent)).toEqual([
      'Notice to Owner',
      'Record Claim of Lien / Notice of Nonpayment',
    ]);
    expect(
      within(first).getByRole('button', { name: 'Mark done: Notice to Owner, Bayfront Tower' }),
    ).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Done' })).toBeNull();

    const dates = section('Dates');
    expect(within(dates).getByText('First Furnishing Date').nextSibling).toHaveTextContent('Feb 1, 2026');
    expect(within(dates).getByText('Last Furnishing Date').nextSibling).toHaveTextContent('Feb 20, 2026');
    expect(within(dates).queryByText('Lien recorded on')).toBeNull();

    // The next alert to go out and the latest three that went; the rest a tap away. Drawn after the
    // deadlines' first paint.
    const history = await screen.findByRole('region', { name: 'Alert History' });
    await within(history).findByRole('list', { name: 'Alerts' });
    const shown = () =>
      within(within(history).getByRole('list', { name: 'Alerts' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent);
    expect(shown()).toEqual([
      'Record Claim of Lien / Notice of Nonpayment — 3 days before',
      'Record Claim of Lien / Notice of Nonpayment — 7 days before',
      'Record Claim of Lien / Notice of Nonpayment — 14 days before',
      'Record Claim of Lien / Notice of Nonpayment — 30 days before',
    ]);
    await user.click(within(history).getByRole('button', { name: 'Show all 6 alerts' }));
    expect(shown()).toHaveLength(6);
    expect(within(history).queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('moves a deadline marked done under Done, with its undo', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openProjectPage({
      'PATCH /api/projects/p1/deadlines/p1-nto': {
        status: 200,
        body: projectResponseOf(project, new Set(['p1-nto'])),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Mark done: Notice to Owner, Bayfront Tower' }),
    );
    const done = await screen.findByRole('region', { name: 'Done' });
    expect(
      within(done).getByRole('button', { name: 'Mark not done: Notice to Owner, Bayfront Tower' }),
    ).toBeVisible();
    expect(within(section('What to do first')).getAllByRole('listitem')).toHaveLength(1);
    // From the page's revision (docs/decisions/026): a copy another tab has since changed is refused.
    expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/api/projects/p1/deadlines/p1-nto',
        body: { isCompleted: true, revision: 1 },
      },
    ]);
  });

  it('says when every deadline is done', async () => {
    openProjectPage({
      'GET /api/projects/p1': {
        status: 200,
        body: projectResponseOf(project, new Set(['p1-nto', 'p1-lien'])),
      },
    });
    const first = await screen.findByRole('region', { name: 'What to do first' });
    expect(within(first).getByText('Nothing to do: every deadline of this project is done.')).toBeVisible();
    expect(within(section('Done')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says a project that is not yours does not exist, and offers a retry when loading failed', async () => {
    openProjectPage({ 'GET /api/projects/p1': { status: 404, body: { message: 'Project not found' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This project does not exist or is not yours.',
    );
    vi.unstubAllGlobals();

    const user = userEvent.setup({ delay: null });
    let fail = true;
    stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('gold') },
      'GET /api/projects/p2': () =>
        fail
          ? { status: 500, body: { message: 'Internal error' } }
          : { status: 200, body: projectResponseOf({ ...project, id: 'p2' }) },
      'GET /api/projects/p2/alerts': {
        status: 200,
        body: { alerts: [], suppressedRecipients: [], removedFromTeam: [] },
      },
    });
    renderScreen('/projects/p2');
    const failure = await screen.findByText('We could not load this project.');
    fail = false;
    await user.click(within(failure.parentElement as HTMLElement).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bayfront Tower' })).toBeInTheDocument();
  });

  it('is opened from the dashboard by the project name', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('gold') },
      'GET /api/dashboard': { status: 200, body: dashboardOf([project]) },
      'GET /api/projects/p1': { status: 200, body: projectResponseOf(project) },
      'GET /api/projects/p1/alerts': { status: 200, body: HISTORY },
    });
    renderScreen('/');
    await user.click(await screen.findByRole('link', { name: 'Bayfront Tower' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/projects\/p1$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bayfront Tower' })).toBeInTheDocument();
  });
});

describe('the statutory forms on the project page', () => {
  const proof = {
    servedOn: '2026-03-09',
    method: 'certified_mail',
    servedTo: 'Bayfront Holdings',
    reference: '9407 1112 0620 1234 5678 90',
  } as const;

  it('offers Gold the form each deadline asks for, and every form the project calls for', async () => {
    openProjectPage();
    const first = await screen.findByRole('region', { name: 'What to do first' });
    const notice = within(first).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Prepare Notice to Owner' })).toHaveAttribute(
      'href',
      '/projects/p1/documents/notice-to-owner',
    );
    const forms = section('Statutory forms');
    expect(within(forms).getByRole('link', { name: 'Prepare Claim of Lien' })).toHaveAttribute(
      'href',
      '/projects/p1/documents/claim-of-lien',
    );
    expect(within(forms).queryByText('Gold Plan Required')).toBeNull();
  });

  it('lists the forms for Free with the Gold Plan Required card instead of links', async () => {
    openProjectPage({ 'GET /api/auth/user': { status: 200, body: aUser('free') } });
    const forms = await screen.findByRole('region', { name: 'Statutory forms' });
    expect(within(forms).getByText('Notice to Owner')).toBeVisible();
    expect(within(forms).getByText('Gold Plan Required')).toBeVisible();
    expect(within(forms).queryByRole('link', { name: /^Prepare / })).toBeNull();
  });

  it('records how a deadline was served with its done mark, and shows that proof under Done', async () => {
    const user = userEvent.setup({ delay: null });
    const marked = projectResponseOf(project, new Set(['p1-nto']));
    const withProof = {
      ...marked,
      deadlines: marked.deadlines.map((deadline) =>
        deadline.id === 'p1-nto' ? { ...deadline, serviceProof: proof } : deadline,
      ),
    };
    const api = openProjectPage({
      'PATCH /api/projects/p1/deadlines/p1-nto': { status: 200, body: withProof },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Record how it was served: Notice to Owner, Bayfront Tower',
      }),
    );
    const dialog = await openDialog('dialog', 'Record how it was served');
    expect(within(dialog).getByLabelText('Served or recorded on')).toHaveValue('2026-03-10');
    await user.clear(within(dialog).getByLabelText('Served or recorded on'));
    await user.type(within(dialog).getByLabelText('Served or recorded on'), '2026-03-09');
    await user.selectOptions(
      within(dialog).getByLabelText('How'),
      'Certified mail, return receipt requested',
    );
    await user.type(within(dialog).getByLabelText('On whom'), proof.servedTo);
    await user.type(within(dialog).getByLabelText('Tracking or instrument number'), proof.reference);
    await user.click(within(dialog).getByRole('button', { name: 'Mark done with this proof' }));

    const done = await screen.findByRole('region', { name: 'Done' });
    expect(
      within(done).getByText(/by certified mail, return receipt requested on Bayfront Holdings/),
    ).toBeVisible();
    expect(within(done).getByText(proof.reference)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/api/projects/p1/deadlines/p1-nto',
        body: { isCompleted: true, proof, revision: 1 },
      },
    ]);
  });

  it('opens the proof dialog from its button and, closed unsaved, hands the focus back to that button', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openProjectPage();
    const button = await screen.findByRole('button', {
      name: 'Record how it was served: Notice to Owner, Bayfront Tower',
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = await openDialog('dialog', 'Record how it was served');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.type(within(dialog).getByLabelText('On whom'), 'Bayfront Holdings');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Opened again, it still holds what was typed; nothing was sent.
    await user.click(button);
    const again = await openDialog('dialog', 'Record how it was served');
    expect(within(again).getByLabelText('On whom')).toHaveValue('Bayfront Holdings');
    expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it("asks for a Claim of Lien's recording in a recording's words, and sends it as recorded", async () => {
    const user = userEvent.setup({ delay: null });
    const recording = {
      servedOn: '2026-03-09',
      method: 'recorded',
      servedTo: 'Clerk of the Circuit Court, Miami-Dade County',
      reference: 'OR Book 34567, Page 1234',
    } as const;
    const recorded = projectResponseOf({ ...project, lienRecordedDate: '2026-03-09' }, new Set(['p1-lien']));
    const api = openProjectPage({
      'PATCH /api/projects/p1/deadlines/p1-lien': { status: 200, body: recorded },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Record where it was recorded: Record Claim of Lien / Notice of Nonpayment, Bayfront Tower',
      }),
    );
    const dialog = await openDialog('dialog', 'Record where it was recorded');
    expect(dialog).toHaveTextContent('the project keeps the day it was recorded in the official records');
    expect(dialog).not.toHaveTextContent(/served/i);
    // One way only: no "How" to choose.
    expect(within(dialog).queryByLabelText('How')).toBeNull();
    const date = within(dialog).getByLabelText('Recorded in the official records on');
    await user.clear(date);
    await user.type(date, recording.servedOn);
    await user.type(within(dialog).getByLabelText('Recorded by'), recording.servedTo);
    await user.type(
      within(dialog).getByLabelText('Book and page, or instrument number'),
      recording.reference,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark done as recorded' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/api/projects/p1/deadlines/p1-lien',
        body: { isCompleted: true, proof: recording, revision: 1 },
      },
    ]);
    // The answer's deadlines after the recording: serving it comes next.
    expect(await screen.findByText('Serve Claim of Lien')).toBeInTheDocument();
  });
});
