import type { DashboardProject } from '@lienminder/shared';

/** docs/product.md "Dashboard": the search matches name, address, property owner or general contractor, ignoring case. */
export function filterProjects<
  P extends Pick<DashboardProject, 'name' | 'address' | 'propertyOwner' | 'generalContractor'>,
>(projects: P[], query: string): P[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return projects;
  return projects.filter((project) =>
    [project.name, project.address, project.propertyOwner, project.generalContractor].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
