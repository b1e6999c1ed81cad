import type { ProjectResponse } from '@lienminder/shared';
import type { ProjectStore } from '#ports/project-store';
import { ProjectNotFound } from '../../errors';
import { projectResponse } from './project-response';

export async function getProject(
  deps: { projects: ProjectStore },
  userId: string,
  projectId: string,
): Promise<ProjectResponse> {
  const stored = await deps.projects.get(userId, projectId);
  if (!stored) throw new ProjectNotFound();
  return projectResponse(stored.project, stored.revision, stored.deadlines);
}
