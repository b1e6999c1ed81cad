/**
 * When an imported row is a project the account has already (docs/features.md, "Projects in and
 * out as CSV"): the same name and address, whatever their case and spacing. So a file imported
 * twice creates its projects once.
 */
export const duplicateKey = (project: { name: string; address: string }): string =>
  [project.name, project.address].map((text) => text.toLowerCase().replace(/\s+/g, '')).join('\n');
