import type { Project } from '@lienminder/shared';

/** Spec "Dashboard": the search matches name, address, property owner or general contractor, ignoring case. */
export function filterProjects(projects: Project[], query: string): Project[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return projects;
  return projects.filter((project) =>
    [project.name, project.address, project.propertyOwner, project.generalContractor].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
