import type { Project } from '@lienminder/shared';
import type { ProjectStore } from '#src/ports/project-store';
import { newestFirst } from './ordering';

export async function listProjects(deps: { projects: ProjectStore }, userId: string): Promise<Project[]> {
  return (await deps.projects.listProjects(userId)).sort(newestFirst);
}
