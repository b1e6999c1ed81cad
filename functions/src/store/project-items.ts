/**
 * Project items: their key shapes and their item <-> domain mapping, in one place. A project is one
 * item in its owner's partition (`USER#<userId>`), so one Query of at most a plan's limit of items
 * reads a user's dashboard and no read can reach another user's projects.
 *
 * Deadlines are not stored: they are a pure function of the project's fields (the shared engine),
 * recomputed on every read by the service that reads through here
 * (services/projects/project-reads.ts); a save names the day it indexes the project under
 * (services/projects/project-deadlines.ts). Only what the user decides about them is kept, on the project item:
 * `completedDeadlines`, the ids of the deadlines marked completed (a string set, absent when none).
 * The alert sync needs nothing more: its alert items live in their own partition (store/alerts.ts).
 * docs/decisions/012 tells how the earlier one-item-per-deadline layout migrates.
 */
import {
  DASHBOARD_PROJECT_FIELDS,
  type DashboardProject,
  DEADLINE_INPUT_FIELDS,
  DOCUMENT_FACT_FIELDS,
  EVENT_DATE_FIELDS,
  eachField,
  type LocalDate,
  type Project,
  type ProjectFields,
  pickDashboardFields,
} from '@lienminder/shared';
import { TABLE_KEYS, USER_PARTITION_PREFIX as USER_PREFIX } from '#src/keys';
import type { DashboardRecord, ProjectRecord, ServiceProofs } from '#src/ports/project-store';
import { planDayKeys } from './plan-days';

export const userPartition = (userId: string) => `${USER_PREFIX}${userId}`;
/** The user whose partition a partition key names, or null for another partition. */
export const userIdOfPartition = (partitionKey: string) =>
  partitionKey.startsWith(USER_PREFIX) ? partitionKey.slice(USER_PREFIX.length) || null : null;
export const PROJECT_PREFIX = 'PROJECT#';

export const projectKey = (userId: string, projectId: string) => ({
  [TABLE_KEYS.pk]: userPartition(userId),
  [TABLE_KEYS.sk]: `${PROJECT_PREFIX}${projectId}`,
});

/** The project whose item a sort key in the user's partition is, or null. */
export function projectIdOfSortKey(sortKey: string): string | null {
  return sortKey.startsWith(PROJECT_PREFIX) ? sortKey.slice(PROJECT_PREFIX.length) || null : null;
}

/**
 * The attributes of a project item that are the project's fields. Listed here rather than read from
 * the zod schema so that every function reading projects need not bundle zod's schema classes;
 * `satisfies` fails the type check when ProjectFields gains a field this list lacks (or loses one).
 * The engine's inputs and the documents' facts come in as the lists shared keeps of them.
 */
const PROJECT_FIELDS = {
  name: true,
  address: true,
  projectStatus: true,
  generalContractor: true,
  contractorPhone: true,
  contractorEmail: true,
  propertyOwner: true,
  ownerContact: true,
  ...eachField(DEADLINE_INPUT_FIELDS, true as const),
  lienRecordingReference: true,
  timeZone: true,
  emailAlerts: true,
  smsAlerts: true,
  textAccountPhone: true,
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
  ...eachField(DOCUMENT_FACT_FIELDS, true as const),
} satisfies Record<keyof ProjectFields, true>;

const PROJECT_FIELD_NAMES = Object.keys(PROJECT_FIELDS) as (keyof ProjectFields)[];

/**
 * Fields added after projects were first stored (docs/florida-rules.md sections 3 and 5): an item
 * saved before has none of them, and reads as no role chosen, no bond, nothing recorded or
 * served, which gives it the deadlines it had. No migration rewrites old items.
 */
const LATER_FIELD_DEFAULTS = {
  role: '',
  paymentBond: false,
  lienRecordedDate: '',
  lienRecordingReference: '',
  contestServedDate: '',
  // The dates of what someone else did (docs/florida-rules.md section 5): nothing happened yet.
  ...eachField(EVENT_DATE_FIELDS, '' as const),
  // The facts the statutory documents ask for: none entered.
  ...eachField(DOCUMENT_FACT_FIELDS, '' as const),
  // The 45-day notice's alerts, which came later still: off, as before them.
  noticeToOwnerAlerts: false,
  // The registered phone as a recipient (issue 45): not chosen, as before it.
  textAccountPhone: false,
} satisfies Partial<ProjectFields>;

function withLaterFieldDefaults<Item extends Record<string, unknown>>(item: Item): Item {
  const missing = Object.entries(LATER_FIELD_DEFAULTS).filter(([field]) => item[field] === undefined);
  return missing.length === 0 ? item : { ...item, ...Object.fromEntries(missing) };
}

export const COMPLETED_DEADLINES = 'completedDeadlines';
/**
 * How done deadlines were met, by deadline id (a map, absent when none): kept only for deadlines
 * marked done, and dropped with the mark.
 */
export const SERVICE_PROOFS = 'serviceProofs';

/** The attribute's value: the map, or undefined when it holds none (no empty map is written). */
export const serviceProofsAttribute = (proofs: ServiceProofs) =>
  Object.keys(proofs).length > 0 ? proofs : undefined;

export function projectToItem(
  userId: string,
  project: Project,
  revision: number,
  completedDeadlines: Iterable<string>,
  planDay: LocalDate | null,
  serviceProofs: ServiceProofs = {},
): Record<string, unknown> {
  const completed = new Set(completedDeadlines);
  const proofs = serviceProofsAttribute(serviceProofs);
  return {
    ...projectKey(userId, project.id),
    entity: 'project',
    revision,
    // Indexed under its next deadline as of this write (store/plan-days.ts): the daily
    // reconciliation of alert plans finds it there once that deadline is near.
    ...(planDay ? planDayKeys(userId, project.id, planDay) : {}),
    ...project,
    // DynamoDB holds no empty set: none completed is no attribute.
    ...(completed.size > 0 ? { [COMPLETED_DEADLINES]: completed } : {}),
    ...(proofs ? { [SERVICE_PROOFS]: proofs } : {}),
  };
}

/**
 * ProjectionExpression and names for a Query of project items as the dashboard reads them: its
 * fields (which hold every input of the engine) and the deadlines marked completed. The alert
 * addresses, contacts and consents are most of a project item and the dashboard shows none of them;
 * leaving them out about halved the JSON the AWS SDK parses for a full Gold account's Query
 * (1.84 -> 0.99 s over 1,500 dashboards in a `--cpu-prof` of the local server).
 */
export const DASHBOARD_PROJECTION = (() => {
  const attributes: string[] = [...DASHBOARD_PROJECT_FIELDS, COMPLETED_DEADLINES];
  // Several are DynamoDB reserved words (name, type, timeZone): every one goes by a placeholder.
  return {
    ProjectionExpression: attributes.map((_, index) => `#d${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#d${index}`, name])),
  };
})();

export function itemToProject(stored: Record<string, unknown>): Project {
  const item = withLaterFieldDefaults(stored);
  const project: Record<string, unknown> = {
    id: item.id,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
  for (const field of PROJECT_FIELD_NAMES) project[field] = item[field];
  return project as unknown as Project;
}

const NONE_COMPLETED: ReadonlySet<string> = new Set();

const completedDeadlinesOf = (item: Record<string, unknown>): ReadonlySet<string> => {
  const completed = item[COMPLETED_DEADLINES];
  return completed instanceof Set ? (completed as Set<string>) : NONE_COMPLETED;
};

/** A project item read with DASHBOARD_PROJECTION: what the dashboard shows of it, and its marks. */
export function itemToDashboardRecord(item: Record<string, unknown>): DashboardRecord {
  return {
    project: pickDashboardFields(withLaterFieldDefaults(item) as unknown as DashboardProject),
    completedDeadlines: completedDeadlinesOf(item),
  };
}

export function itemToProjectRecord(item: Record<string, unknown>): ProjectRecord {
  return {
    project: itemToProject(item),
    completedDeadlines: completedDeadlinesOf(item),
    serviceProofs: (item[SERVICE_PROOFS] ?? {}) as ServiceProofs,
    revision: item.revision as number,
  };
}
