import type {
  ComputedDeadline,
  DashboardProject,
  LocalDate,
  NamedDeadline,
  Project,
  ServiceProof,
} from '@lienminder/shared';
import type { ActivityEntry } from './project-activity';
import type { StoredUser } from './user-store';

/** A new project's revision; each write of it adds one (`StoredProject.revision`). */
export const FIRST_REVISION = 1;

/**
 * A deadline as the engine computes it from its project's fields, with what the user marked on it.
 * `D` is `ComputedDeadline` in a store that describes them too (docs/decisions/006).
 */
export type StoredDeadline<D extends NamedDeadline = NamedDeadline> = D & {
  isCompleted: boolean;
  /** How it was met, when its done mark recorded that. */
  serviceProof?: ServiceProof;
};

/** How deadlines marked done were met, by deadline id: only ever for deadlines marked done. */
export type ServiceProofs = Readonly<Record<string, ServiceProof>>;

/** A project as the table holds it: its fields and what the user decided, no deadline computed. */
export interface ProjectRecord {
  project: Project;
  /**
   * The ids the user marked done (a deadline met by what the project records, a recorded Claim of
   * Lien, is done without a mark).
   */
  completedDeadlines: ReadonlySet<string>;
  serviceProofs: ServiceProofs;
  /** Optimistic-lock counter: an update or delete based on an older read is refused. */
  revision: number;
}

export interface StoredProject<D extends NamedDeadline = NamedDeadline> extends ProjectRecord {
  /** Recomputed from the project's fields on every read (the shared engine): never out of date. */
  deadlines: StoredDeadline<D>[];
}

/**
 * A project as the dashboard reads it: the fields it shows, the engine's deadlines for them as
 * computed, shared between reads and never modified (no copy per deadline for a Gold account's
 * 1,400), and the ids of those marked completed.
 */
export interface ProjectWithSchedule<D extends NamedDeadline = NamedDeadline> {
  project: DashboardProject;
  deadlines: readonly D[];
  completedDeadlines: ReadonlySet<string>;
}

/** What the dashboard shows of a project as the table holds it, and the ids marked completed. */
export interface DashboardRecord {
  project: DashboardProject;
  completedDeadlines: ReadonlySet<string>;
}

/**
 * The projects as the table holds them (store/projects.ts): fields, done marks, revisions and the
 * plan-day index key, no deadline engine. A save computes its deadlines once and hands the day they
 * index the project under (`planDay`, services/projects/project-deadlines.ts) to the write. Every
 * call is scoped to one user: another user's project id is simply absent. Reads come unordered.
 * Each write puts its `activity` entry (ports/project-activity.ts) in its own transaction: refused,
 * nothing is recorded.
 */
export interface ProjectRecords {
  /**
   * Stores the project and counts it against the plan in one transaction; throws
   * `ProjectLimitReached` when the user already holds `projectLimit` projects. `planDay`: the date
   * the project is indexed under (store/plan-days.ts), null for none.
   */
  create(input: {
    userId: string;
    project: Project;
    projectLimit: number;
    planDay: LocalDate | null;
    activity: ActivityEntry | null;
  }): Promise<void>;
  /**
   * Replaces the project's fields and the ids of its deadlines marked completed, keeping the proofs
   * of service of the marks kept (a mark dropped takes its proof along) and `newProof` with its
   * mark, when a mark comes with the edit. Throws `ProjectNotFound` or `ProjectChangedConcurrently`
   * when `previous` is no longer current. `planDay` as `create`'s.
   */
  update(input: {
    userId: string;
    previous: ProjectRecord;
    project: Project;
    completedDeadlines: string[];
    planDay: LocalDate | null;
    newProof?: { deadlineId: string; proof: ServiceProof };
    activity: ActivityEntry | null;
  }): Promise<void>;
  /**
   * Adds `deadlineId` to the project's done marks (`isCompleted`) or takes it out, leaving its
   * fields as they are; a mark keeps `proof` with it (none: none kept), an undo drops the proof.
   * Same errors as `update`. The caller checks the id is one of `previous`'s deadlines: the store
   * keeps whatever id it is given.
   */
  markDeadline(input: {
    userId: string;
    previous: ProjectRecord;
    deadlineId: string;
    isCompleted: boolean;
    proof?: ServiceProof;
    activity: ActivityEntry | null;
  }): Promise<void>;
  /** Removes the project and releases its plan slot; same errors as `update`. */
  delete(input: { userId: string; previous: ProjectRecord; activity: ActivityEntry | null }): Promise<void>;
  /** The project as stored, without its deadlines: what a save edits. */
  getRecord(userId: string, projectId: string): Promise<ProjectRecord | null>;
  listProjects(userId: string): Promise<Project[]>;
  /** Every project of the user as the dashboard shows it: one consistent Query. */
  listDashboardProjects(userId: string): Promise<DashboardRecord[]>;
}

/**
 * The reads that give the records their deadlines as the engine computes them
 * (services/projects/project-reads.ts). Its deadlines are `D`: named and dated only
 * (`NamedDeadline`), or described too (`ComputedDeadline`) in the functions whose answers show
 * descriptions (composition/stores.ts).
 */
export interface ProjectReads<D extends NamedDeadline = NamedDeadline> {
  get(userId: string, projectId: string): Promise<StoredProject<D> | null>;
  /**
   * Every project of `owner` as the dashboard shows it, with its deadlines and the ids marked
   * completed: one Query of one item per project, or none when the projects read for this owner
   * before are still those of `owner.projectsRevision` (as just read with the owner). Never older
   * than that revision. The answer is shared between reads: not to be modified.
   */
  listProjectsWithDeadlines(
    owner: Pick<StoredUser, 'id' | 'projectsRevision'>,
  ): Promise<readonly ProjectWithSchedule<D>[]>;
}

/**
 * What the services use: the store's records, whose writes they call directly, and the reads with
 * the engine's deadlines beside them.
 */
export type ProjectStore<D extends NamedDeadline = NamedDeadline> = ProjectRecords & ProjectReads<D>;

/**
 * The store of the functions whose answers show each deadline's description (a project's GET and
 * done mark, a deadline's done page, the calendar feed).
 */
export type DescribedProjectStore = ProjectStore<ComputedDeadline>;
export type DescribedProject = StoredProject<ComputedDeadline>;

/** The projects' fields without their deadlines: all the test email and SMS need to know. */
export type ProjectList = Pick<ProjectStore, 'listProjects'>;
