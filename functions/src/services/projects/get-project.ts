import type { ProjectResponse } from '@lienminder/shared';
import { ProjectNotFound } from '#src/errors';
import type { DescribedProjectStore } from '#src/ports/project-store';
import { projectResponse } from './project-response';

export async function getProject(
  deps: { projects: DescribedProjectStore },
  userId: string,
  projectId: string,
): Promise<ProjectResponse> {
  const stored = await deps.projects.get(userId, projectId);
  if (!stored) throw new ProjectNotFound();
  return projectResponse(stored.project, stored.revision, stored.deadlines);
}
