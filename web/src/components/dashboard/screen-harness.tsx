/**
 * Test support for the dashboard and project form screens: the app's providers around one page,
 * a fetch stub at the network boundary that records every request, and realistic records built
 * with the shared deadline engine (the same code the API runs).
 */
import {
  alertTargetDate,
  computeDeadlines,
  type DashboardDeadline,
  type DashboardResponse,
  type DeadlineView,
  daysLeftFor,
  groupUpcomingReminders,
  isDeadlineDone,
  isOverdue,
  isRecurringReminder,
  newProjectFields,
  type Project,
  type ProjectResponse,
  type ProjectSavedResponse,
  projectSummary,
  type UpcomingDeadline,
  URGENT_WINDOW_DAYS,
} from '@lienminder/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import Toaster from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import CompanyProfilePage from '@/pages/company-profile-page';
import DashboardPage from '@/pages/dashboard-page';
import DeadlineDonePage from '@/pages/deadline-done-page';
import ProjectDocumentPage from '@/pages/project-document-page';
import ProjectFormPage from '@/pages/project-form-page';
import ProjectPage from '@/pages/project-page';
/** One signed-in user for every web test. */
import { aUser } from '@/test/app-harness';
import { json, type RecordedRequest, stubFetch } from '@/test/fetch-stub';
import { NowContext } from '../deadlines/now-context';

export { aUser };

/** 10:00 in Florida on Tuesday 2026-03-10. */
export const NOW = new Date('2026-03-10T14:00:00Z');
export const TODAY = '2026-03-10';

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    ...newProjectFields(),
    id: 'p1',
    name: 'Bayfront Tower',
    address: '100 Biscayne Blvd, Miami, FL',
    generalContractor: 'Coastal Builders',
    propertyOwner: 'Harbor Holdings LLC',
    firstFurnishingDate: '2026-02-01',
    createdAt: '2026-02-01T12:00:00.000Z',
    updatedAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * The project's deadlines as the API shows them: computed by the engine, with the project summary,
 * done when `marks` holds their id or the project records them met (a recorded Claim of Lien).
 */
export function deadlineViewsOf(project: Project, marks: ReadonlySet<string> = new Set()): DeadlineView[] {
  return computeDeadlines({ ...project, projectId: project.id }).deadlines.map(
    ({ projectId: _project, ...deadline }) => ({
      ...deadline,
      isCompleted: isDeadlineDone(deadline, marks),
      project: projectSummary(project),
    }),
  );
}

/**
 * Every open deadline one by one, soonest first (the dashboard lists no done one, and none of a
 * completed project): those due from today, and the statutory ones past their legal last day
 * (overdue until marked done).
 */
function everyUpcoming(projects: Project[], marks: ReadonlySet<string>): DeadlineView[] {
  return projects
    .filter((project) => project.projectStatus !== 'completed')
    .flatMap((project) => deadlineViewsOf(project, marks))
    .filter(
      (deadline) =>
        !deadline.isCompleted &&
        (deadline.dueDate >= TODAY || (isOverdue(deadline, TODAY) && !isRecurringReminder(deadline))),
    )
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : 1));
}

/** A listed deadline as the API answers it: its project by reference. */
const answered = ({
  id,
  type,
  dueDate,
  project,
  followingReminders,
}: UpcomingDeadline): DashboardDeadline => ({
  id,
  type,
  dueDate,
  projectId: project.id,
  ...(followingReminders === undefined ? {} : { followingReminders }),
});

/**
 * GET /api/dashboard listing every upcoming deadline one by one: the answer before reminders were
 * grouped. `marks` are the done marks (deadline ids).
 */
export function fullDashboardOf(
  projects: Project[],
  marks: ReadonlySet<string> = new Set(),
): DashboardResponse {
  const upcoming = everyUpcoming(projects, marks);
  const overdueDeadlines = upcoming.filter((deadline) => isOverdue(deadline, TODAY)).length;
  const urgentDeadlines =
    upcoming.filter((deadline) => alertTargetDate(deadline) <= '2026-03-17').length - overdueDeadlines;
  return {
    projects,
    upcomingDeadlines: upcoming.map(answered),
    urgentDeadlines,
    overdueDeadlines,
    lastAlertSentAt: null,
    accountEmailSuppressed: null,
    calendarFeed: false,
  };
}

/** GET /api/dashboard for these projects, recurring reminders grouped per project as the server does. */
export function dashboardOf(projects: Project[], marks: ReadonlySet<string> = new Set()): DashboardResponse {
  const grouped = groupUpcomingReminders(
    everyUpcoming(projects, marks),
    (deadline) => daysLeftFor(deadline, TODAY) <= URGENT_WINDOW_DAYS,
  );
  return { ...fullDashboardOf(projects, marks), upcomingDeadlines: grouped.map(answered) };
}

/**
 * GET /api/projects/{id} (and the PATCH of a done mark) for this project, `marks` its done marks,
 * at `revision`.
 */
export function projectResponseOf(
  project: Project,
  marks: ReadonlySet<string> = new Set(),
  revision = 1,
): ProjectResponse {
  const { pending, notes } = computeDeadlines({ ...project, projectId: project.id });
  return { project, revision, deadlines: deadlineViewsOf(project, marks), pendingDeadlines: pending, notes };
}

/** What POST /api/projects and PUT /api/projects/{id} answer: the project as saved, no deadline. */
export const projectSavedOf = (project: Project, revision = 1): ProjectSavedResponse => ({
  project,
  revision,
});

type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
type Handler = Answer | ((request: RecordedRequest) => Answer);

/**
 * Stubs global fetch: `routes` maps "METHOD /path" to an answer, or to a function of the request
 * that answers. Unknown routes answer 404; every request is kept in `requests`.
 */
export function stubApi(routes: Record<string, Handler>): { requests: RecordedRequest[] } {
  const requests = stubFetch(async (request) => {
    const handler = routes[`${request.method} ${request.path}`];
    if (handler === undefined) return undefined;
    const answer = await (typeof handler === 'function' ? handler(request) : handler);
    return json(answer.status, answer.body);
  });
  return { requests };
}

/** A form field by its visible label; required labels carry a " *" mark. */
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);
export const field = (label: string) => screen.getByLabelText(labelled(label));
export const queryField = (label: string) => screen.queryByLabelText(labelled(label));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the app's providers and the project screens' routes at `path`. */
export function renderScreen(path: string, extra?: ReactNode) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NowContext.Provider value={() => NOW}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<DashboardPage />} />
            <Route path="/projects/new" element={<ProjectFormPage />} />
            <Route path="/projects/:id" element={<ProjectPage />} />
            <Route path="/projects/:id/edit" element={<ProjectFormPage />} />
            <Route path="/projects/:id/documents/:kind" element={<ProjectDocumentPage />} />
            <Route path="/company-profile" element={<CompanyProfilePage />} />
            <Route path="/deadlines/done" element={<DeadlineDonePage />} />
            <Route path="/subscribe" element={<h1>Subscribe</h1>} />
            <Route path="/login" element={<h1>Sign In</h1>} />
          </Routes>
          <LocationProbe />
          {extra}
        </MemoryRouter>
        <Toaster />
      </NowContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The create form of a Silver user with no project yet; POST answers a saved project. */
export function openCreateForm() {
  const api = stubApi({
    'GET /api/auth/user': { status: 200, body: aUser('silver') },
    'GET /api/dashboard': { status: 200, body: dashboardOf([]) },
    'POST /api/projects': { status: 201, body: projectSavedOf(aProject()) },
  });
  renderScreen('/projects/new');
  return api;
}

/** The form's required answers, the job furnished 2026-01-05 to 2026-02-20 ("today" is TODAY). */
export async function fillRequired(user: UserEvent) {
  const name = await screen.findByRole('textbox', { name: 'Project Name' });
  for (const [input, text] of [
    [name, 'Bayfront Tower'],
    [field('Project Address'), '100 Biscayne Blvd, Miami, FL'],
    [field('General Contractor'), 'Coastal Builders'],
    [field('Property Owner'), 'Harbor Holdings LLC'],
  ] as const) {
    await user.click(input);
    await user.paste(text);
  }
  await user.type(field('First Furnishing Date'), '2026-01-05');
  await user.type(field('Last Furnishing Date'), '2026-02-20');
}
