import type { ComputedDeadline, Project } from '@lienminder/shared';

export interface StoredDeadline extends ComputedDeadline {
  isCompleted: boolean;
}

export interface StoredProject {
  project: Project;
  deadlines: StoredDeadline[];
  /** Optimistic-lock counter: an update or delete based on an older read is refused. */
  revision: number;
}

/** Every call is scoped to one user: another user's project id is simply absent. Reads come unordered. */
export interface ProjectStore {
  /**
   * Stores the project and its deadlines and counts it against the plan in one transaction; throws
   * `ProjectLimitReached` when the user already holds `projectLimit` projects.
   */
  create(input: {
    userId: string;
    project: Project;
    deadlines: ComputedDeadline[];
    projectLimit: number;
  }): Promise<void>;
  /**
   * Replaces the project's fields and deadlines (deadlines that survive keep `isCompleted` and any
   * alert state stored on them; vanished ones are removed). Throws `ProjectNotFound` or
   * `ProjectChangedConcurrently` when `previous` is no longer current.
   */
  update(input: {
    userId: string;
    previous: StoredProject;
    project: Project;
    deadlines: ComputedDeadline[];
  }): Promise<void>;
  /** Removes the project and its deadlines and releases its plan slot; same errors as `update`. */
  delete(input: { userId: string; previous: StoredProject }): Promise<void>;
  get(userId: string, projectId: string): Promise<StoredProject | null>;
  listProjects(userId: string): Promise<Project[]>;
  /** Every project with every deadline, in one read of the user's partition. */
  listProjectsWithDeadlines(userId: string): Promise<{ projects: Project[]; deadlines: StoredDeadline[] }>;
}
