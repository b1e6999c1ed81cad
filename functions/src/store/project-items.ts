/**
 * Project and deadline items: their key shapes and their item <-> domain mapping, in one place.
 * Both live in the owner's partition (`USER#<userId>`), so one Query reads a user's dashboard and
 * no read can reach another user's projects.
 */
import type { ComputedDeadline, Project, ProjectFields } from '@lienminder/shared';
import type { StoredDeadline } from '#ports/project-store';
import { TABLE_KEYS } from './table-definition';

const USER_PREFIX = 'USER#';
export const userPartition = (userId: string) => `${USER_PREFIX}${userId}`;
/** The user whose partition a partition key names, or null for another partition. */
export const userIdOfPartition = (partitionKey: string) =>
  partitionKey.startsWith(USER_PREFIX) ? partitionKey.slice(USER_PREFIX.length) || null : null;
export const PROJECT_PREFIX = 'PROJECT#';
export const DEADLINE_PREFIX = 'DEADLINE#';

export const projectKey = (userId: string, projectId: string) => ({
  [TABLE_KEYS.pk]: userPartition(userId),
  [TABLE_KEYS.sk]: `${PROJECT_PREFIX}${projectId}`,
});

/** The project id is fixed-length, so this prefix matches exactly one project's deadlines. */
export const projectDeadlinesPrefix = (projectId: string) => `${DEADLINE_PREFIX}${projectId}#`;

export const deadlineKey = (userId: string, projectId: string, deadlineId: string) => ({
  [TABLE_KEYS.pk]: userPartition(userId),
  [TABLE_KEYS.sk]: `${projectDeadlinesPrefix(projectId)}${deadlineId}`,
});

/** The project a sort key in the user's partition belongs to (its project item or a deadline), or null. */
export function projectIdOfSortKey(sortKey: string): string | null {
  if (sortKey.startsWith(PROJECT_PREFIX)) return sortKey.slice(PROJECT_PREFIX.length) || null;
  if (sortKey.startsWith(DEADLINE_PREFIX)) return sortKey.slice(DEADLINE_PREFIX.length).split('#')[0] || null;
  return null;
}

/**
 * The attributes of a project item that are the project's fields. Listed here rather than read from
 * the zod schema so that every function reading projects need not bundle zod's schema classes;
 * `satisfies` fails the type check when ProjectFields gains a field this list lacks (or loses one).
 */
const PROJECT_FIELDS = {
  name: true,
  type: true,
  address: true,
  projectStatus: true,
  generalContractor: true,
  contractorPhone: true,
  contractorEmail: true,
  propertyOwner: true,
  ownerContact: true,
  firstFurnishingDate: true,
  lastFurnishingDate: true,
  recurringAlertsInterval: true,
  recurringAlertsStartDate: true,
  recurringAlertsEndDate: true,
  timeZone: true,
  emailAlerts: true,
  smsAlerts: true,
  alertEmail: true,
  alertEmail2: true,
  alertEmail3: true,
  alertEmail4: true,
  alertEmail5: true,
  alertPhone: true,
  alertPhone2: true,
  alertPhone3: true,
  alertPhone4: true,
  alertPhone5: true,
  alertPhoneConsent: true,
  alertPhone2Consent: true,
  alertPhone3Consent: true,
  alertPhone4Consent: true,
  alertPhone5Consent: true,
} satisfies Record<keyof ProjectFields, true>;

const PROJECT_FIELD_NAMES = Object.keys(PROJECT_FIELDS) as (keyof ProjectFields)[];

export function projectToItem(userId: string, project: Project, revision: number): Record<string, unknown> {
  return { ...projectKey(userId, project.id), entity: 'project', revision, ...project };
}

export function itemToProject(item: Record<string, unknown>): Project {
  const project: Record<string, unknown> = {
    id: item.id,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
  for (const field of PROJECT_FIELD_NAMES) project[field] = item[field];
  return project as unknown as Project;
}

/** The engine's fields of a deadline; the store adds `isCompleted` (and alerts may add their state). */
export function computedDeadlineAttributes(deadline: ComputedDeadline): ComputedDeadline {
  return {
    id: deadline.id,
    projectId: deadline.projectId,
    type: deadline.type,
    title: deadline.title,
    dueDate: deadline.dueDate,
    legalLastDay: deadline.legalLastDay,
    legalLastDayReason: deadline.legalLastDayReason,
    description: deadline.description,
    statute: deadline.statute,
    alertsEnabled: deadline.alertsEnabled,
  };
}

export function itemToDeadline(item: Record<string, unknown>): StoredDeadline {
  return {
    ...computedDeadlineAttributes(item as unknown as ComputedDeadline),
    isCompleted: item.isCompleted === true,
  };
}
