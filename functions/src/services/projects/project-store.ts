/**
 * The project store the services use: the table's project records (ports/project-store.ts
 * `ProjectRecords`) with the engine's deadlines added on every read and each save indexed under
 * its next deadline. Composition wraps the store in this, so the store keeps to items and keys,
 * and chooses the deadlines: named only, or described where an answer shows the descriptions.
 */
import { isDeadlineDone, type NamedDeadline } from '@lienminder/shared';
import { RecentlyUsed } from '#src/lib/recently-used';
import type {
  ProjectRecord,
  ProjectRecords,
  ProjectStore,
  ProjectWithSchedule,
  StoredProject,
} from '#src/ports/project-store';
import { type ProjectDeadlines, planDayAsOf, planDayOf } from './project-deadlines';

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

/**
 * Indexed under its next deadline as of the save (the project's `updatedAt`, in its zone), from the
 * deadlines the save computed.
 */
const planDayOnSave = (project: ProjectRecord['project'], deadlines?: readonly NamedDeadline[]) => {
  const savedAt = new Date(project.updatedAt);
  return deadlines ? planDayOf(project, deadlines, savedAt) : planDayAsOf(project, savedAt);
};

/** `deadlinesOf` gives each project read its deadlines (project-deadlines.ts). */
export function projectStoreWithDeadlines<D extends NamedDeadline>(
  records: ProjectRecords,
  deadlinesOf: ProjectDeadlines<D>,
): ProjectStore<D> {
  // The answers by the owner's `projectsRevision` they were read under (docs/decisions/017).
  const dashboards = new RecentlyUsed<
    string,
    { revision: number; projects: readonly ProjectWithSchedule<D>[] }
  >(DASHBOARDS_KEPT);

  return {
    create: ({ deadlines, ...input }) =>
      records.create({ ...input, planDay: planDayOnSave(input.project, deadlines) }),
    update: ({ deadlines, ...input }) =>
      records.update({ ...input, planDay: planDayOnSave(input.project, deadlines) }),
    markDeadline: (input) => records.markDeadline(input),
    delete: (input) => records.delete(input),
    async get(userId, projectId) {
      const record = await records.get(userId, projectId);
      return record ? withDeadlines(record, deadlinesOf) : null;
    },
    getRecord: (userId, projectId) => records.get(userId, projectId),
    listProjects: (userId) => records.listProjects(userId),
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
