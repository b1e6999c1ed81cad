import type { ComputedDeadline, Project, Tier } from '@lienclock/shared';

/**
 * Keeps a project's alert schedules in step with its deadlines (DESIGN.md section 4). Called after
 * the project and its deadlines are stored. Provider failures should be recorded for the daily
 * sweep rather than thrown: the save has already happened, and an error answer would invite the
 * user to create the project twice.
 */
export interface AlertSync {
  projectSaved(input: {
    userId: string;
    tier: Tier;
    project: Project;
    deadlines: ComputedDeadline[];
  }): Promise<void>;
  projectDeleted(input: { userId: string; projectId: string }): Promise<void>;
}
