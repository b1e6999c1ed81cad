import type { Project } from './domain';

/**
 * What the dashboard shows of a project (its cards, search and pending deadlines); the form reads the
 * rest. A list at run time as well: the dashboard's Query asks for these attributes alone, and its
 * answer carries these fields and no other (no alert recipients or contacts).
 */
export const DASHBOARD_PROJECT_FIELDS = [
  'id',
  'name',
  'type',
  'address',
  'projectStatus',
  'generalContractor',
  'propertyOwner',
  'firstFurnishingDate',
  'lastFurnishingDate',
  'role',
  'paymentBond',
  'lienRecordedDate',
  'contestServedDate',
  'showCauseServedDate',
  'bondContestServedDate',
  'swornStatementDemandDate',
  'terminationDate',
  'nocRecordedDate',
  'nocExpirationDate',
  // An engine input: whether the 45-day notice is alerted, which its item on the dashboard says.
  'noticeToOwnerAlerts',
  'recurringAlertsInterval',
  'recurringAlertsStartDate',
  'recurringAlertsEndDate',
  'timeZone',
  'createdAt',
] as const satisfies readonly (keyof Project)[];

export type DashboardProject = Pick<Project, (typeof DASHBOARD_PROJECT_FIELDS)[number]>;

/** The dashboard's fields of a project, and none of its others. */
export function pickDashboardFields(project: DashboardProject): DashboardProject {
  return Object.fromEntries(
    DASHBOARD_PROJECT_FIELDS.map((field) => [field, project[field]]),
  ) as DashboardProject;
}
