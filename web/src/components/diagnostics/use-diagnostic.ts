import { useQuery } from '@tanstack/react-query';
import type { paths } from '@/api/schema';
import { answer, api } from '@/lib/api-client';

/** The API's GET routes that take no parameters and answer JSON (the diagnostics' status reads). */
type DiagnosticPath = {
  [Path in keyof paths]: paths[Path]['get'] extends {
    parameters: { query?: never; path?: never };
    responses: { 200: { content: { 'application/json': unknown } } };
  }
    ? Path
    : never;
}[keyof paths];

type Answer<Path extends DiagnosticPath> =
  paths[Path]['get']['responses'][200]['content']['application/json'];

/** A diagnostic GET (docs/product.md section 3's shapes), cached under its path like every other query. */
export function useDiagnostic<Path extends DiagnosticPath>(path: Path, options: { enabled?: boolean } = {}) {
  // The answer is the document's for this path: tsc cannot resolve a GET of a path left generic.
  const get = api.GET as (path: Path) => Promise<{ data?: Answer<Path>; response: Response }>;
  return useQuery({ queryKey: [path], queryFn: () => answer(get(path)), ...options });
}
