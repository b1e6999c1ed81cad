/** Shapes the API answers with (spec section 7; DESIGN.md section 6). */
import type { LocalDate } from './calendar/local-date';
import type { ComputedDeadline, PendingDeadline, ProjectSummary } from './deadlines/types';
import type { Project } from './domain';

export interface DeadlineView extends Omit<ComputedDeadline, 'alertsEnabled' | 'projectId'> {
  isCompleted: boolean;
  project: ProjectSummary;
}

export interface DashboardResponse {
  projects: Project[];
  /** Deadlines due today or later, soonest first. */
  upcomingDeadlines: DeadlineView[];
  /** How many upcoming deadlines are due within the urgent window (7 days). */
  urgentDeadlines: number;
}

export interface ProjectResponse {
  project: Project;
  deadlines: DeadlineView[];
  pendingDeadlines: PendingDeadline[];
}

export interface ErrorBody {
  message: string;
  errors?: { path: string; message: string }[];
}

export type { LocalDate };

/** The project fields every deadline carries in API answers (spec section 3, Deadline.project). */
export function projectSummary(project: Project): ProjectSummary {
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
