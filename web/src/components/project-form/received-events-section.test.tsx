import { LIENOR_ROLE_CHOICES, MESSAGES } from '@lienminder/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '@/test/fetch-stub';
import { field, fillRequired, openCreateForm, queryField } from '../dashboard/screen-harness';

afterEach(() => vi.unstubAllGlobals());
// Whole-form journeys on a shared 2-core machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const SECTION = 'Received a notice or a demand?';
const DEMAND = 'Demand for a sworn statement of account';
const SHOW_CAUSE = 'Summons or order to show cause about your lien';
const BOND_CONTEST = 'Notice of Contest of Claim against Payment Bond';
const TERMINATION = 'Your contract was terminated, or the contractor defaulted, before the work was done';
const NOC = 'Notice of Commencement';
const NOC_EXPIRATION = 'Its expiration date, if it states one';

const section = () => screen.getByRole('group', { name: SECTION });
const labels = () =>
  within(section())
    .getAllByLabelText(/./)
    .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
const posted = (api: { requests: RecordedRequest[] }) =>
  api.requests.filter((request) => request.method === 'POST');

describe('Received a notice or a demand?', () => {
  it('lists, on a private job, the papers that start a clock there, each saying who sends it and which date to enter', async () => {
    openCreateForm();
    await screen.findByRole('group', { name: SECTION });
    expect(labels()).toEqual([DEMAND, SHOW_CAUSE, TERMINATION, NOC, NOC_EXPIRATION]);
    expect(field(DEMAND)).toHaveAccessibleDescription(
      'The property owner sends it, asking you to state under oath what you furnished, what you were paid and what you are owed. Enter the date it was served on you.',
    );
    // The show cause answers a recorded lien: it waits for the recording date.
    expect(field(SHOW_CAUSE)).toBeDisabled();
    expect(field(SHOW_CAUSE)).toHaveAccessibleDescription('Enter the lien recording date first.');
    // No bond claim on a private job without a bond.
    expect(queryField(BOND_CONTEST)).not.toBeInTheDocument();
  });

  it('on a public job shows only the bond contest, and none to a contractor, who has no bond claim', async () => {
    const user = userEvent.setup({ delay: null });
    openCreateForm();
    await screen.findByRole('group', { name: SECTION });
    await user.selectOptions(field('Project Type'), 'public');
    expect(labels()).toEqual([BOND_CONTEST]);
    await user.click(screen.getByRole('radio', { name: LIENOR_ROLE_CHOICES.contractor.label }));
    expect(screen.queryByRole('group', { name: SECTION })).not.toBeInTheDocument();
  });

  it('shows, before saving, the deadline a demand brings and what a termination shortens or not, and saves them', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm();
    await fillRequired(user);
    await user.type(field(DEMAND), '2026-03-02');
    expect(section()).toHaveTextContent('Brings: Answer the Sworn Statement Demand, due Wed, Apr 1, 2026.');
    // The preview of every deadline has it too.
    expect(
      within(screen.getByRole('region', { name: 'Your Deadlines' })).getByText(
        'Answer the Sworn Statement Demand',
      ),
    ).toBeInTheDocument();

    // Terminated after the last furnishing: the lien still counts from the last furnishing.
    await user.type(field(TERMINATION), '2026-03-01');
    expect(section()).toHaveTextContent(
      'Does not shorten: Record Claim of Lien / Notice of Nonpayment, due Thu, May 21, 2026, an earlier date counts.',
    );
    await user.clear(field(TERMINATION));
    await user.type(field(TERMINATION), '2026-02-01');
    expect(section()).toHaveTextContent(
      'Shortens: Record Claim of Lien / Notice of Nonpayment, due Sat, May 2, 2026 (legal last day Mon, May 4, 2026).',
    );

    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await vi.waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({
      swornStatementDemandDate: '2026-03-02',
      terminationDate: '2026-02-01',
      showCauseServedDate: '',
      bondContestServedDate: '',
      nocRecordedDate: '',
      nocExpirationDate: '',
    });
  });

  it('on a bonded job offers the demand and the termination to those whose lien the bond leaves standing, and refuses an entered one once the role has none', async () => {
    const user = userEvent.setup({ delay: null });
    const api = openCreateForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'This job has a payment bond' }));
    await user.click(screen.getByRole('radio', { name: LIENOR_ROLE_CHOICES.contractor.label }));
    expect(labels()).toEqual([DEMAND, SHOW_CAUSE, TERMINATION, NOC, NOC_EXPIRATION]);
    await user.type(field(DEMAND), '2026-03-02');
    expect(section()).toHaveTextContent('Brings: Answer the Sworn Statement Demand, due Wed, Apr 1, 2026.');

    // A subcontractor's claim is on the bond: no lien, so neither paper counts; the date entered
    // stays in sight with the API's reason.
    await user.click(screen.getByRole('radio', { name: LIENOR_ROLE_CHOICES.subcontractor.label }));
    expect(labels()).toEqual([DEMAND, SHOW_CAUSE, BOND_CONTEST, NOC, NOC_EXPIRATION]);
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText(MESSAGES.swornDemandNoLien)).toBeInTheDocument();
    expect(posted(api)).toHaveLength(0);
  });
});
