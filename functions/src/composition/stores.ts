/** The single table and the stores the API reads and writes in it. */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type ComputedDeadline, computeDeadlines, nameDeadlines } from '@lienminder/shared';
import type { ProjectActivity } from '#src/ports/project-activity';
import type { ProjectList, ProjectRecords, ProjectStore } from '#src/ports/project-store';
import type { RateLimiter } from '#src/ports/rate-limiter';
import type { SessionStore } from '#src/ports/session-store';
import type { SpentProofs } from '#src/ports/spent-proofs';
import type { StoreHealth } from '#src/ports/store-health';
import type { TeamRemovals } from '#src/ports/team-removals';
import type { TeamStore } from '#src/ports/team-store';
import type { UserLookup, UserStore } from '#src/ports/user-store';
import { keptDeadlines } from '#src/services/projects/project-deadlines';
import { withProjectReads } from '#src/services/projects/project-reads';
import { createDocumentClient } from '#src/store/document-client';
import { dynamoStoreHealth } from '#src/store/health';
import { dynamoProjectActivity } from '#src/store/project-activity';
import { dynamoProjectList } from '#src/store/project-list';
import { dynamoProjectRecords } from '#src/store/projects';
import { dynamoRateLimiter } from '#src/store/rate-limits';
import { dynamoSessionStore } from '#src/store/sessions';
import { dynamoSpentProofs } from '#src/store/spent-proofs';
import { dynamoTeamStore } from '#src/store/team';
import { dynamoTeamRemovals } from '#src/store/team-removals';
import { dynamoUserLookup } from '#src/store/user-lookup';
import { dynamoUserStore } from '#src/store/users';
import { clock, config } from './runtime';
import type { Part } from './scope';

/** One DynamoDB client per container, for the stores here and the alert stores. */
export const tableClient: Part<DynamoDBDocumentClient> = {
  build: (use) => createDocumentClient(use(config)),
};

export const users: Part<UserStore> = {
  build: (use) => dynamoUserStore(use(tableClient), use(config).tableName),
};

/** A user by id alone, for functions that check a session or read a user and write none. */
export const userLookup: Part<UserLookup> = {
  build: (use) => dynamoUserLookup(use(tableClient), use(config).tableName),
};

/** Who left an account's team: the links sent to them before end. */
export const teamRemovals: Part<TeamRemovals> = {
  build: (use) => dynamoTeamRemovals(use(tableClient), use(config).tableName),
};

/**
 * The records alone, without the deadline engine: for a function that reads a project's fields and
 * marks and shows no deadline (a statutory document).
 */
export const projectRecords: Part<ProjectRecords> = {
  build: (use) => dynamoProjectRecords(use(tableClient), use(config).tableName),
};

/**
 * The table's project records with the engine's deadlines beside them, named and dated: for every
 * function that answers no deadline description (docs/decisions/006).
 */
export const projects: Part<ProjectStore> = {
  build: (use) => withProjectReads(use(projectRecords), keptDeadlines(nameDeadlines)),
};

/**
 * The same with each deadline's description, for the answers that show it: a project as GET
 * answers it (and its done mark), a deadline's done page, the calendar feed.
 */
export const describedProjects: Part<ProjectStore<ComputedDeadline>> = {
  build: (use) => withProjectReads(use(projectRecords), keptDeadlines(computeDeadlines)),
};

/** The list alone, for functions that need neither the deadlines nor the writes. */
export const projectList: Part<ProjectList> = {
  build: (use) => dynamoProjectList(use(tableClient), use(config).tableName),
};

export const rateLimiter: Part<RateLimiter> = {
  build: (use) => dynamoRateLimiter(use(tableClient), use(config).tableName, use(clock)),
};

export const spentProofs: Part<SpentProofs> = {
  build: (use) => dynamoSpentProofs(use(tableClient), use(config).tableName),
};

export const storeHealth: Part<StoreHealth> = {
  build: (use) => dynamoStoreHealth(use(tableClient), use(config).tableName),
};

/** One item per signed-in session (docs/decisions/010). */
export const sessionStore: Part<SessionStore> = {
  build: (use) => dynamoSessionStore(use(tableClient), use(config).tableName),
};

/** Who did what to the account's projects (store/project-activity.ts). */
export const projectActivity: Part<ProjectActivity> = {
  build: (use) => dynamoProjectActivity(use(tableClient), use(config).tableName),
};

/** An account's teammates and invitations (store/team.ts). */
export const teamStore: Part<TeamStore> = {
  build: (use) => dynamoTeamStore(use(tableClient), use(config).tableName),
};
