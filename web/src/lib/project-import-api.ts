/**
 * The project import's one call (POST /api/projects/import, docs/features.md "Projects in and out
 * as CSV"): the chosen file sent as it is, `text/csv`, for a preview (`dryRun`) or the import. The
 * API client speaks JSON only; the answer here is JSON too, typed by the OpenAPI document.
 */
import type { paths } from '@/api/schema';
import { ApiError } from './api-client';

export type ProjectImportAnswer =
  paths['/api/projects/import']['post']['responses'][200]['content']['application/json'];

export const IMPORT_TEMPLATE_PATH = '/api/projects/import/template.csv';

export async function importProjectsFile(
  file: Blob,
  { dryRun }: { dryRun: boolean },
): Promise<ProjectImportAnswer> {
  const response = await fetch(`/api/projects/import${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
    body: file,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return JSON.parse(text) as ProjectImportAnswer;
}
