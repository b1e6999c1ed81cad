/** Shapes the API answers with (docs/product.md section 7; docs/architecture.md section 6). */
import type * as z from 'zod/mini';
import type { LocalDate } from './calendar/local-date';
import type { ProjectSummary } from './deadlines/types';
import type { Project } from './domain';
import type {
  calendarFeedResponseSchema,
  dashboardResponseSchema,
  deadlineDoneResponseSchema,
  deadlineViewSchema,
  errorBodySchema,
  projectActivityResponseSchema,
  projectResponseSchema,
  projectSavedSchema,
} from './schemas/responses';

/** GET /api/projects/{id}/activity (project-activity.ts): a page of who did what. */
export type ProjectActivityResponse = z.output<typeof projectActivityResponseSchema>;
export type ActivityItem = ProjectActivityResponse['items'][number];
export type ActivityActor = ActivityItem['actor'];

/** A deadline as the API shows it: the engine's, with the user's mark and its project's summary. */
export type DeadlineView = z.output<typeof deadlineViewSchema>;

export interface UpcomingDeadline extends DeadlineView {
  /**
   * On a project's first listed recurring reminder (its next alert): how many more of its upcoming
   * reminders follow without being listed (docs/product.md section 2, reminders grouped per project).
   */
  followingReminders?: number;
}

/**
 * GET /api/dashboard (schemas/responses.ts says each field). A deadline there carries the spec's
 * Deadline fields the list is ordered and grouped by, and its project by reference (`projectId`,
 * one of `projects`); the title, dates, statute and description are the shared engine's, rebuilt
 * from the project's fields where the screen shows them (`upcomingDeadlineViews`). Its deadlines
 * are those not done, soonest first: every notice and lien deadline (one past its legal last day
 * too, until it is marked done), each project's next recurring reminder due today or later, and any
 * other reminder that is urgent or among the first UPCOMING_DEADLINES_SHOWN; `urgentDeadlines`
 * counts those not overdue due within the urgent window (7 days), reminders included;
 * `overdueDeadlines` those past their legal last day; `lastAlertSentAt` is when a provider last
 * accepted one of the user's alerts.
 */
export type DashboardResponse = z.output<typeof dashboardResponseSchema>;
export type DashboardDeadline = DashboardResponse['upcomingDeadlines'][number];

/** Every upcoming deadline, the reminders that are only counted included. */
export const upcomingDeadlineCount = (upcoming: Pick<UpcomingDeadline, 'followingReminders'>[]) =>
  upcoming.reduce((count, deadline) => count + 1 + (deadline.followingReminders ?? 0), 0);

/** A project with its deadlines, those not computable yet, and notes on the missing ones. */
export type ProjectResponse = z.output<typeof projectResponseSchema>;

/** A save's answer: the project as saved and its revision, no deadline. */
export type ProjectSavedResponse = z.output<typeof projectSavedSchema>;

/** What a deadline-done link opens: the deadline, done or not, and its project's name and address. */
export type DeadlineDoneResponse = z.output<typeof deadlineDoneResponseSchema>;

/** POST /api/calendar-feed: the private feed's address, shown once (only its hash is kept). */
export type CalendarFeedResponse = z.output<typeof calendarFeedResponseSchema>;

/**
 * The non-secret cookie set beside the HttpOnly session cookie (functions/src/http/session-hint-cookie.ts):
 * present, a session may exist and the app asks GET /api/auth/user; absent, nobody is signed in.
 */
export const SESSION_HINT_COOKIE = 'lm_signed_in';

/**
 * The HttpOnly session cookie's name (functions/src/http/session-cookie.ts; `__Host-` prefixed on
 * https) and the known-device cookie's (functions/src/http/known-device-cookie.ts): names the API
 * contract (GET /api/openapi.json) states beside the hint's, kept here so that the document and the
 * code that sets them read one name.
 */
export const SESSION_COOKIE = 'lm_session';
export const KNOWN_DEVICE_COOKIE = 'lm_device';

/** docs/architecture.md section 6: the body of every refusal. */
export type ErrorBody = z.output<typeof errorBodySchema>;

export type { LocalDate };

/** The project fields every deadline carries in API answers (docs/product.md section 3, Deadline.project). */
export function projectSummary(project: Pick<Project, keyof ProjectSummary>): ProjectSummary {
  return {
    id: project.id,
    name: project.name,
    type: project.type,
    firstFurnishingDate: project.firstFurnishingDate,
    recurringAlertsInterval: project.recurringAlertsInterval,
    recurringAlertsStartDate: project.recurringAlertsStartDate,
    recurringAlertsEndDate: project.recurringAlertsEndDate,
  };
}
