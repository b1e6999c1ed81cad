import { type DashboardResponse, MESSAGES, type Project, upcomingDeadlineViews } from '@lienminder/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingSmsOptIn, rememberPendingSmsOptIn } from '@/lib/pending-sms-opt-in';
import { optInProofFor, SMS_CONFIG } from '@/test/app-harness';
import { openDialog } from '@/test/dialogs';
import { aProject, aUser, dashboardOf, fullDashboardOf, renderScreen, stubApi } from './screen-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});
// Whole-screen journeys on a shared 2-core machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const tower = aProject({
  id: 'p1',
  name: 'Bayfront Tower',
  address: '100 Biscayne Blvd, Miami',
  firstFurnishingDate: '2026-02-01',
});
const school = aProject({
  id: 'p2',
  name: 'Oak Elementary',
  address: '5 Oak St, Tampa',
  propertyOwner: 'Hillsborough Schools',
  generalContractor: 'Gulf Coast Construction',
  // Last furnishing 2025-12-12: Claim of Lien due 2026-03-12, 2 days from "today".
  firstFurnishingDate: '2025-11-01',
  lastFurnishingDate: '2025-12-12',
  projectStatus: 'on_hold',
});
// First furnishing 2026-02-06: mail the notice by 2026-03-18, 8 days from "today".
const later = aProject({
  id: 'p4',
  name: 'Sunset Villas',
  firstFurnishingDate: '2026-02-06',
});
const clinic = aProject({
  id: 'p3',
  name: 'Harbor Clinic',
  address: '9 Bay Rd, Naples',
  projectStatus: 'completed',
});

function showDashboard(tier: 'free' | 'silver' | 'gold', dashboard: DashboardResponse, path = '/') {
  const api = stubApi({
    'GET /api/auth/user': { status: 200, body: aUser(tier) },
    'GET /api/dashboard': { status: 200, body: dashboard },
  });
  const view = renderScreen(path);
  return { api, ...view };
}

const projectCards = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('dashboard summary', () => {
  it('welcomes a first sign-in (registering, joining a team) rather than welcoming it back', async () => {
    stubApi({
      'GET /api/auth/user': { status: 200, body: { ...aUser('free'), firstSignIn: true } },
      'GET /api/dashboard': { status: 200, body: dashboardOf([]) },
    });
    renderScreen('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maria!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('greets by first name with the plan badge, the plan usage and the three stat cards', async () => {
    showDashboard('silver', dashboardOf([tower, school, clinic]));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Maria!' })).toBeInTheDocument();
    expect(screen.getByText('Silver Plan')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Plan usage' })).toHaveTextContent(
      '3 of 10 projects used',
    );
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Active Projects1');
    // Upcoming: the school's lien (03-12) and notices due later; tower's notice 2026-03-18. The
    // school's notice, due 2025-12-16 and never marked done, is listed but counted as overdue.
    expect(summary).toHaveTextContent(
      `Upcoming Deadlines${dashboardOf([tower, school, clinic]).upcomingDeadlines.length - 1}`,
    );
    // The school's lien in 2 days, and the tower's notice, whose last day to mail is in 3.
    expect(summary).toHaveTextContent('Urgent Alerts2');
    expect(summary).toHaveTextContent('Overdue1');
  });

  it('keeps a deadline missed without a done mark on its project card, overdue, with its done mark', async () => {
    showDashboard('silver', dashboardOf([school]));
    const card = await screen.findByRole('list', { name: 'Deadlines for Oak Elementary' });
    const notice = within(card).getByText('Notice to Owner').closest('li') as HTMLElement;
    // Due 2025-12-16, a Tuesday: 84 days before "today", 2026-03-10.
    expect(within(notice).getByText('Overdue by 84 days')).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: /mark.*done/i })).toBeInTheDocument();
  });

  it('has no Overdue card while nothing is overdue', async () => {
    showDashboard('silver', dashboardOf([tower]));
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).not.toHaveTextContent('Overdue');
  });

  it('shows the urgent panel only when something is due within 7 days, a notice by its last day to mail', async () => {
    showDashboard('silver', dashboardOf([tower, school, later]));
    const panel = await screen.findByRole('region', { name: /2 urgent deadlines within 7 days/ });
    expect(panel).toHaveTextContent('Oak Elementary: Record Claim of Lien / Notice of Nonpayment');
    expect(within(panel).getByText('2 days left')).toBeInTheDocument();
    // The tower's Notice to Owner is due in 8 days, but mailing closes in 3 (s. 713.18(4)).
    expect(panel).toHaveTextContent(
      'Bayfront Tower: Notice to Owner — Mail by Fri, Mar 13, 2026, or hand-deliver by Wed, Mar 18, 2026',
    );
    expect(within(panel).getByText('3 days left')).toHaveAttribute('data-urgency', 'critical');
    // Mailing closes in 8 days on the later job: upcoming, not urgent.
    expect(panel).not.toHaveTextContent('Sunset Villas');
  });

  it('has no urgent panel when nothing is urgent', async () => {
    showDashboard('silver', dashboardOf([later]));
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.queryByRole('region', { name: /urgent deadline/ })).not.toBeInTheDocument();
  });

  it('gives each project status its own badge', async () => {
    showDashboard('gold', dashboardOf([tower, school, clinic]));
    const statuses = await screen.findAllByText(/^(Active|On Hold|Completed)$/);
    expect(statuses.map((badge) => badge.getAttribute('data-status'))).toEqual([
      'active',
      'on_hold',
      'completed',
    ]);
    expect(new Set(statuses.map((badge) => badge.className)).size).toBe(3);
  });
});

describe('recurring reminders grouped per project', () => {
  // 15-day reminders from 2026-03-01 for a year: 03-16 is the next of 24 left from "today".
  const marina = aProject({
    id: 'p4',
    name: 'Marina Lofts',
    recurringAlertsInterval: '15',
    recurringAlertsStartDate: '2026-03-01',
    recurringAlertsEndDate: '2027-03-01',
    createdAt: '2026-02-02T12:00:00.000Z',
  });
  const projects = [marina, tower, school];
  // The school's notice, long past, is marked done: the lists here are what is still ahead.
  const marks = new Set(['p2-nto']);

  async function screenText(dashboard: DashboardResponse) {
    const view = showDashboard('gold', dashboard);
    await screen.findByRole('region', { name: 'Summary' });
    const text = view.container.textContent;
    view.unmount();
    return text;
  }

  it('answers a year of reminders with the next ones the screen lists and a count, not each one', () => {
    const grouped = upcomingDeadlineViews(dashboardOf(projects, marks));
    expect(fullDashboardOf(projects, marks).upcomingDeadlines).toHaveLength(27);
    // The five soonest stay listed one by one (the sidebar shows them); the other 22 are a count.
    expect(grouped.map((d) => [d.project.name, d.type, d.dueDate, d.followingReminders])).toEqual([
      ['Oak Elementary', 'record_lien', '2026-03-12', undefined],
      ['Marina Lofts', 'recurring_lien_reminder', '2026-03-16', 22],
      ['Marina Lofts', 'notice_to_owner', '2026-03-18', undefined],
      ['Bayfront Tower', 'notice_to_owner', '2026-03-18', undefined],
      ['Marina Lofts', 'recurring_lien_reminder', '2026-03-31', undefined],
    ]);
  });

  it('shows users exactly what the full list showed: counts, urgent panel, cards and reminders', async () => {
    const fromFullList = await screenText(fullDashboardOf(projects, marks));
    vi.unstubAllGlobals();
    const fromGrouped = await screenText(dashboardOf(projects, marks));
    expect(fromGrouped).toEqual(fromFullList);
    expect(fromGrouped).toContain('Upcoming Deadlines27');
    expect(fromGrouped).toContain('Next alert: Mon, Mar 16, 2026');
    expect(fromGrouped).toContain('24 reminders left until Mon, Mar 1, 2027');
  });
});

describe('project search', () => {
  it('filters by name, address, owner or contractor, with a count, and clears', async () => {
    const user = userEvent.setup({ delay: null });
    showDashboard('gold', dashboardOf([tower, school, clinic]));
    const search = await screen.findByLabelText('Search projects');
    expect(screen.getByText('3 projects')).toBeInTheDocument();

    await user.type(search, 'TAMPA');
    expect(projectCards()).toEqual(['Oak Elementary']);
    expect(screen.getByText('Showing 1 of 3 projects')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'gulf coast');
    expect(projectCards()).toEqual(['Oak Elementary']);

    await user.clear(search);
    await user.type(search, 'orlando');
    expect(screen.getByText('No projects match "orlando".')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search).toHaveValue('');
    expect(projectCards()).toEqual(['Bayfront Tower', 'Oak Elementary', 'Harbor Clinic']);
  });
});

describe('project cards', () => {
  it('show each deadline with its urgency and the pending Claim of Lien', async () => {
    showDashboard('gold', dashboardOf([tower, school]));
    const towerDeadlines = await screen.findByRole('list', { name: 'Deadlines for Bayfront Tower' });
    // Notice to Owner: 45 days after 2026-02-01 is 2026-03-18, 8 days away; day 40, the last to
    // mail it, is 2026-03-13, 3 days away, and what it counts down to (s. 713.18(4)).
    expect(towerDeadlines).toHaveTextContent('Notice to Owner');
    expect(towerDeadlines).toHaveTextContent(
      'Mail by Fri, Mar 13, 2026 (certified or registered mail), or hand-deliver by Wed, Mar 18, 2026',
    );
    expect(within(towerDeadlines).getByText('3 days left')).toHaveAttribute('data-urgency', 'critical');
    expect(towerDeadlines).toHaveTextContent('Not yet computed: Enter the last furnishing date');

    const schoolDeadlines = screen.getByRole('list', { name: 'Deadlines for Oak Elementary' });
    expect(within(schoolDeadlines).getByText('2 days left')).toHaveAttribute('data-urgency', 'critical');
  });

  it('link to the edit form', async () => {
    showDashboard('gold', dashboardOf([tower]));
    expect(await screen.findByRole('link', { name: 'Edit Bayfront Tower' })).toHaveAttribute(
      'href',
      '/projects/p1/edit',
    );
  });
});

describe('plan limits', () => {
  it('disables Delete on Free with the upgrade tooltip', async () => {
    const user = userEvent.setup({ delay: null });
    showDashboard('free', dashboardOf([tower]));
    const remove = await screen.findByRole('button', { name: 'Delete Bayfront Tower' });
    expect(remove).toBeDisabled();
    // The tooltip's code is its own chunk: the same button shows until it has arrived.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Bayfront Tower' }).parentElement).toHaveAttribute(
        'data-state',
      ),
    );
    await user.hover(
      screen.getByRole('button', { name: 'Delete Bayfront Tower' }).parentElement as HTMLElement,
    );
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      MESSAGES.deleteNeedsPaidPlan,
    );
  });

  it('replaces Add Project with Upgrade to Add More at the limit', async () => {
    showDashboard('free', dashboardOf([tower]));
    const upgrade = await screen.findByRole('link', { name: 'Upgrade to Add More' });
    expect(upgrade).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('link', { name: 'Add Project' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plan usage' })).toHaveTextContent(
      'Free Plan: 1 of 1 project used',
    );
  });

  it('offers Add Project below the limit', async () => {
    showDashboard('silver', dashboardOf([tower]));
    expect(await screen.findByRole('link', { name: 'Add Project' })).toHaveAttribute('href', '/projects/new');
    expect(screen.queryByRole('link', { name: 'Upgrade to Add More' })).not.toBeInTheDocument();
  });
});

describe('deleting a project', () => {
  function deletable(answer: { status: number; body?: unknown }) {
    let projects: Project[] = [tower, school];
    const api = stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('silver') },
      'GET /api/dashboard': () => ({ status: 200, body: dashboardOf(projects) }),
      'DELETE /api/projects/p1': () => {
        if (answer.status === 200) projects = [school];
        return answer;
      },
    });
    renderScreen('/');
    return api;
  }

  it('asks with the exact text, then deletes, says Success and refreshes the list', async () => {
    const user = userEvent.setup({ delay: null });
    const api = deletable({ status: 200, body: { message: 'Project deleted' } });
    await user.click(await screen.findByRole('button', { name: 'Delete Bayfront Tower' }));
    const dialog = await openDialog('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Bayfront Tower"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(projectCards()).toEqual(['Oak Elementary']));
    expect(api.requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/projects/p1', body: undefined },
    ]);
  });

  it('cancelling sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = deletable({ status: 200 });
    await user.click(await screen.findByRole('button', { name: 'Delete Bayfront Tower' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('opens from the keyboard and, on Escape, hands focus back to the Delete button', async () => {
    const user = userEvent.setup({ delay: null });
    deletable({ status: 200 });
    const remove = await screen.findByRole('button', { name: 'Delete Bayfront Tower' });
    remove.focus();
    await user.keyboard('{Enter}');
    // The dialog's code is fetched on the first press; focus then moves into it, onto Cancel.
    const dialog = await openDialog('alertdialog', 'Delete Project');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
  });

  it('says Error / Failed to delete project. when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    deletable({ status: 500, body: { message: 'boom' } });
    await user.click(await screen.findByRole('button', { name: 'Delete Bayfront Tower' }));
    await user.click(within(await openDialog('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete project.')).toBeInTheDocument();
    expect(projectCards()).toEqual(['Bayfront Tower', 'Oak Elementary']);
  });

  it('sends a lost session to /login with the Unauthorized toast', async () => {
    const user = userEvent.setup({ delay: null });
    deletable({ status: 401, body: { message: 'Authentication required' } });
    await user.click(await screen.findByRole('button', { name: 'Delete Bayfront Tower' }));
    await user.click(within(await openDialog('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});

describe('sidebar', () => {
  it('lists the five soonest deadlines with the spec badge variants', async () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((suffix, index) =>
      aProject({ id: `p-${suffix}`, name: `Job ${suffix}`, firstFurnishingDate: `2026-02-1${index}` }),
    );
    showDashboard('gold', dashboardOf(many));
    const upcoming = await screen.findByRole('list', { name: 'Upcoming deadlines' });
    const items = within(upcoming).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    // Notices to mail by 2026-03-22 … 03-26: 12 to 16 days away, inside 30 days: secondary badges.
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Job a'),
      expect.stringContaining('Job b'),
      expect.stringContaining('Job c'),
      expect.stringContaining('Job d'),
      expect.stringContaining('Job e'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('12 days left').className).toContain('bg-secondary');
    expect(items[0]).toHaveTextContent('Mail by Sun, Mar 22, 2026, or hand-deliver by Fri, Mar 27, 2026');
  });

  it('groups recurring reminders per project with the next alert', async () => {
    const reminded = aProject({
      recurringAlertsInterval: '15',
      recurringAlertsStartDate: '2026-03-01',
      recurringAlertsEndDate: '2026-05-01',
    });
    showDashboard('silver', dashboardOf([reminded]));
    const reminders = await screen.findByRole('list', { name: 'Recurring reminders' });
    expect(within(reminders).getAllByRole('listitem')).toHaveLength(1);
    expect(reminders).toHaveTextContent('Every 15 days · Next alert: Mon, Mar 16, 2026');
  });

  it('links to SMS set-up and to no admin page, and shows the disclaimer', async () => {
    showDashboard('silver', dashboardOf([tower]));
    const sms = await screen.findByRole('navigation', { name: 'SMS' });
    expect(within(sms).getByRole('link', { name: 'Set up SMS alerts' })).toHaveAttribute(
      'href',
      '/sms/opt-in',
    );
    await screen.findByRole('heading', { level: 2, name: 'Calendar Feed' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href?.startsWith('/admin'))).toEqual([]);
    expect(screen.getByText(/a convenience tool, not legal advice; you bear all risk/)).toBeInTheDocument();
  });
});

describe('finishing the SMS opt-in of a registration', () => {
  function showWithPendingOptIn(optInAnswer: { status: number; body: unknown }) {
    rememberPendingSmsOptIn({ name: 'Maria Lopez', phone: '(305) 555-0123' });
    return stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('free') },
      'GET /api/dashboard': { status: 200, body: dashboardOf([tower]) },
      'GET /sms/config': { status: 200, body: SMS_CONFIG },
      'POST /sms/opt-in': optInAnswer,
    });
  }
  const heading = () => screen.queryByRole('heading', { name: 'Finish Setting Up Text Alerts' });

  it('opts in with what registration knew, as a registration consent, then goes away', async () => {
    const api = showWithPendingOptIn({ status: 200, body: { success: true, smsSent: true, message: 'ok' } });
    renderScreen('/');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Mobile Phone Number/)).toHaveValue('(305) 555-0123');
    await user.click(screen.getByRole('checkbox', { name: /agree to receive SMS deadline alerts/ }));
    await user.click(screen.getByRole('button', { name: 'Opt In to SMS Alerts' }));
    await waitFor(() => expect(heading()).not.toBeInTheDocument());
    expect(api.requests.find((request) => request.path === '/sms/opt-in')?.body).toEqual({
      name: 'Maria Lopez',
      phone: '+13055550123',
      sms_opt_in: true,
      source: 'registration',
      proof: optInProofFor('+13055550123'),
    });
    expect(pendingSmsOptIn()).toBeNull();
  });

  it('stays, with the reason, when the opt-in fails again', async () => {
    showWithPendingOptIn({ status: 429, body: { message: 'Too many requests. Please try again later.' } });
    renderScreen('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /agree to receive SMS deadline alerts/ }));
    await user.click(screen.getByRole('button', { name: 'Opt In to SMS Alerts' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(heading()).toBeInTheDocument();
    expect(pendingSmsOptIn()).not.toBeNull();
  });

  it('can be put off with Not Now', async () => {
    const api = showWithPendingOptIn({ status: 200, body: { success: true, smsSent: true, message: 'ok' } });
    renderScreen('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Not Now' }));
    expect(heading()).not.toBeInTheDocument();
    expect(pendingSmsOptIn()).toBeNull();
    expect(api.requests.some((request) => request.path === '/sms/opt-in')).toBe(false);
  });

  it('is not there without a pending opt-in', async () => {
    showDashboard('free', dashboardOf([tower]));
    await screen.findByRole('heading', { name: 'Your Projects' });
    expect(heading()).not.toBeInTheDocument();
  });
});

describe('dashboard states', () => {
  it('shows skeletons while loading, then the empty state with Add Your First Project', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('free') },
      'GET /api/dashboard': new Promise((resolve) => {
        answer = resolve;
      }),
    });
    renderScreen('/');
    expect(await screen.findByRole('status', { name: 'Loading your projects' })).toBeInTheDocument();
    act(() => answer({ status: 200, body: dashboardOf([]) }));
    expect(await screen.findByRole('link', { name: 'Add Your First Project' })).toHaveAttribute(
      'href',
      '/projects/new',
    );
  });

  it('after an upgrade drops ?upgraded=true and shows the success toast a second later', async () => {
    showDashboard('silver', dashboardOf([tower]), '/?upgraded=true');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByText('Upgrade Successful!')).not.toBeInTheDocument();
    expect(await screen.findByText('Upgrade Successful!', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with Please Sign In', async () => {
    stubApi({
      'GET /api/auth/user': { status: 200, body: aUser('free') },
      'GET /api/dashboard': { status: 401, body: { message: 'Authentication required' } },
    });
    renderScreen('/');
    expect(await screen.findByText('Please Sign In')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), {
      timeout: 2500,
    });
  });
});
