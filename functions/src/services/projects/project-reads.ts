/**
 * The project reads the services use: the table's project records (ports/project-store.ts
 * `ProjectRecords`) with the engine's deadlines added on every read, named only, or described where
 * an answer shows the descriptions. Composition puts these beside the records' own operations, so
 * a write goes from the service to the store's port with nothing in between, and the store keeps
 * to items and keys.
 */
import { isDeadlineDone, type NamedDeadline } from '@lienminder/shared';
import { RecentlyUsed } from '#src/lib/recently-used';
import type {
  ProjectReads,
  ProjectRecord,
  ProjectRecords,
  ProjectWithSchedule,
  StoredProject,
} from '#src/ports/project-store';
import type { ProjectDeadlines } from './project-deadlines';

/**
 * Users whose dashboard projects a warm function (or the local server) keeps. A full Gold account's
 * hold its 1,325 computed deadlines, an estimated 300-400 KB: at most about 25 MB of a function's
 * 512 MB (infra/lib/handler-function.ts).
 */
const DASHBOARDS_KEPT = 64;

/**
 * The project with its deadlines as the engine computes them from its fields, their states, and how
 * those marked done were met.
 */
function withDeadlines<D extends NamedDeadline>(
  record: ProjectRecord,
  deadlinesOf: ProjectDeadlines<D>,
): StoredProject<D> {
  const { project, completedDeadlines, serviceProofs } = record;
  return {
    ...record,
    deadlines: deadlinesOf(project).map((deadline) => {
      const serviceProof = serviceProofs[deadline.id];
      return {
        ...deadline,
        isCompleted: isDeadlineDone(deadline, completedDeadlines),
        ...(serviceProof ? { serviceProof } : {}),
      };
    }),
  };
}

/** `deadlinesOf` gives each project read its deadlines (project-deadlines.ts). */
function projectReads<D extends NamedDeadline>(
  records: Pick<ProjectRecords, 'getRecord' | 'listDashboardProjects'>,
  deadlinesOf: ProjectDeadlines<D>,
): ProjectReads<D> {
  // The answers by the owner's `projectsRevision` they were read under (docs/decisions/017).
  const dashboards = new RecentlyUsed<
    string,
    { revision: number; projects: readonly ProjectWithSchedule<D>[] }
  >(DASHBOARDS_KEPT);

  return {
    async get(userId, projectId) {
      const record = await records.getRecord(userId, projectId);
      return record ? withDeadlines(record, deadlinesOf) : null;
    },
    async listProjectsWithDeadlines(owner) {
      const revision = owner.projectsRevision ?? 0;
      const kept = dashboards.get(owner.id);
      if (kept?.revision === revision) return kept.projects;
      // The read is consistent: what is kept under this revision is not older than it.
      const projects = (await records.listDashboardProjects(owner.id)).map(
        ({ project, completedDeadlines }): ProjectWithSchedule<D> => ({
          project,
          deadlines: deadlinesOf(project),
          completedDeadlines,
        }),
      );
      dashboards.set(owner.id, { revision, projects });
      return projects;
    },
  };
}

/** The records with these reads beside them: the project store the services use. */
export const withProjectReads = <D extends NamedDeadline>(
  records: ProjectRecords,
  deadlinesOf: ProjectDeadlines<D>,
) => ({ ...records, ...projectReads(records, deadlinesOf) });
