import { LIENOR_ROLE_CHOICES, MESSAGES } from '@lienminder/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '@/test/fetch-stub';
import {
  aProject,
  aUser,
  dashboardOf,
  field,
  fillRequired,
  openCreateForm,
  projectResponseOf,
  queryField,
  renderScreen,
  stubApi,
} from '../dashboard/screen-harness';

afterEach(() => vi.unstubAllGlobals());
// Whole-form journeys on a shared 2-core machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const role = (choice: keyof typeof LIENOR_ROLE_CHOICES) =>
  screen.getByRole('radio', { name: LIENOR_ROLE_CHOICES[choice].label });
const bondBox = () => screen.queryByRole('checkbox', { name: 'This job has a payment bond' });
/** The live preview under the form's answers (create mode). */
const preview = () => screen.getByRole('region', { name: 'Your Deadlines' });
const previewTitles = () =>
  within(preview())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

const posted = (api: { requests: RecordedRequest[] }) =>
  api.requests.filter((request) => request.method === 'POST');

describe('who hired you', () => {
  it('offers every role in plain words, each with its hint, and starts at not chosen', async () => {
    openCreateForm();
    await screen.findByRole('group', { name: 'Who Hired You?' });
    expect(role('')).toBeChecked();
    expect(role('sub_subcontractor')).toHaveAccessibleDescription(LIENOR_ROLE_CHOICES.sub_subcontractor.hint);
    expect(screen.getAllByRole('radio')).toHaveLength(Object.keys(LIENOR_ROLE_CHOICES).length);
  });

  it('previews the deadlines the chosen role gives before saving, and saves the role', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm();
    await screen.findByRole('textbox', { name: 'Project Name' });
    expect(preview()).toHaveTextContent("Enter the first furnishing date to see this job's deadlines.");
    await fillRequired(user);

    // Not chosen: the two deadlines every project had, and the invitation to choose.
    expect(previewTitles()).toEqual(['Notice to Owner', 'Record Claim of Lien / Notice of Nonpayment']);
    expect(preview()).toHaveTextContent('Choose who hired you to see every deadline');

    // Hired by the owner: no Notice to Owner (s. 713.06(2)(a)), a Claim of Lien to record.
    await user.click(role('contractor'));
    expect(previewTitles()).toEqual(['Record Claim of Lien']);
    expect(preview()).not.toHaveTextContent('Choose who hired you');
    expect(preview()).toHaveTextContent('Due Thu, May 21, 2026');

    // A sub-subcontractor on a public job: the Notice to Contractor, Nonpayment and the bond suit.
    await user.click(role('sub_subcontractor'));
    await user.selectOptions(field('Project Type'), 'public');
    expect(previewTitles()).toEqual(['Notice to Contractor', 'Notice of Nonpayment', 'Suit on Payment Bond']);

    // The contractor on a public job has none, and the preview says why.
    await user.click(role('contractor'));
    expect(previewTitles()).toEqual([]);
    expect(preview()).toHaveTextContent(
      'No statutory deadline: on a public job a contractor hired by the public owner',
    );

    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({ role: 'contractor', type: 'public' });
  });
});

describe('payment bond', () => {
  it('is offered on private jobs only, and choosing public clears it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm();
    await fillRequired(user);
    await user.click(role('subcontractor'));
    await user.click(bondBox() as HTMLElement);
    expect(bondBox()).toBeChecked();
    // A bonded job: the Notice of Nonpayment and the bond suit instead of a lien.
    expect(previewTitles()).toEqual(['Notice of Nonpayment', 'Suit on Payment Bond']);

    await user.selectOptions(field('Project Type'), 'public');
    expect(bondBox()).not.toBeInTheDocument();
    await user.selectOptions(field('Project Type'), 'private');
    expect(bondBox()).not.toBeChecked();

    await user.selectOptions(field('Project Type'), 'public');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({ type: 'public', paymentBond: false });
  });
});

describe('recorded lien', () => {
  it('opens the Notice of Contest date once a recording date is in, and previews what follows', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm();
    await fillRequired(user);
    await user.click(role('contractor'));
    expect(field('Notice of Contest served on')).toBeDisabled();
    expect(field('Notice of Contest served on')).toHaveAccessibleDescription(
      'Enter the lien recording date first.',
    );

    await user.type(field('Lien recorded on'), '2026-03-04');
    expect(field('Notice of Contest served on')).toBeEnabled();
    expect(previewTitles()).toEqual([
      'Serve Claim of Lien',
      'Record Claim of Lien',
      "Contractor's Final Payment Affidavit",
      'Enforce Lien (File Suit)',
    ]);
    const affidavit = within(preview()).getByText("Contractor's Final Payment Affidavit").closest('li');
    expect(affidavit).toHaveTextContent('Legal last day: Fri, Feb 26, 2027 (moved back from Saturday)');
    const lien = within(preview()).getByText('Record Claim of Lien').closest('li');
    expect(lien).toHaveTextContent('Done: recorded on Wed, Mar 4, 2026');

    // A contest 2026-03-09 shortens the suit to 60 days after it.
    await user.type(field('Notice of Contest served on'), '2026-03-09');
    const enforce = within(preview()).getByText('Enforce Lien (File Suit)').closest('li');
    expect(enforce).toHaveTextContent('Due Fri, May 8, 2026');

    // Clearing the recording clears and closes the contest date.
    await user.clear(field('Lien recorded on'));
    expect(field('Notice of Contest served on')).toBeDisabled();
    expect(field('Notice of Contest served on')).toHaveValue('');

    await user.type(field('Lien recorded on'), '2026-03-04');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({ lienRecordedDate: '2026-03-04', contestServedDate: '' });
  });

  it('refuses a recording after today on the project calendar, as the API would', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm();
    await fillRequired(user);
    // "Today" is 2026-03-10 in the harness.
    await user.type(field('Lien recorded on'), '2026-03-11');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() =>
      expect(field('Lien recorded on')).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.lienRecordedInFuture),
      ),
    );
    expect(posted(api)).toEqual([]);
  });

  it('is not offered on a public job, and choosing public clears it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm();
    await fillRequired(user);
    await user.type(field('Lien recorded on'), '2026-03-04');
    await user.selectOptions(field('Project Type'), 'public');
    expect(queryField('Lien recorded on')).not.toBeInTheDocument();
    expect(queryField('Notice of Contest served on')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({ type: 'public', lienRecordedDate: '' });
  });

  it("shows the API's refusal of a recording date on its field", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('silver') },
      'GET /api/dashboard': { status: 200, body: dashboardOf([]) },
      'POST /api/projects': {
        status: 400,
        body: {
          message: 'Invalid project',
          errors: [{ path: 'lienRecordedDate', message: MESSAGES.lienRecordedInFuture }],
        },
      },
    });
    renderScreen('/projects/new');
    await fillRequired(user);
    await user.type(field('Lien recorded on'), '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() =>
      expect(field('Lien recorded on')).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.lienRecordedInFuture),
      ),
    );
  });
});

describe('editing', () => {
  it('previews the deadlines a change gives only once an answer differs from the saved project', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = aProject({
      id: 'p1',
      role: 'contractor',
      firstFurnishingDate: '2026-01-05',
      lastFurnishingDate: '2026-02-20',
    });
    stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('silver') },
      'GET /api/dashboard': { status: 200, body: dashboardOf([saved]) },
      'GET /api/projects/p1': { status: 200, body: projectResponseOf(saved) },
    });
    renderScreen('/projects/p1/edit');
    await screen.findByRole('textbox', { name: 'Project Name' });
    expect(role('contractor')).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Deadlines After You Save' })).not.toBeInTheDocument();
    await user.type(field('Lien recorded on'), '2026-03-04');
    const after = screen.getByRole('region', { name: 'Deadlines After You Save' });
    expect(after).toHaveTextContent('Serve Claim of Lien');
    expect(after).toHaveTextContent('Enforce Lien (File Suit)');
  });
});
