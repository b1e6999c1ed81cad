import type { ProjectResponse } from '@lienminder/shared';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LoadFailure } from '@/components/ui/load-failure';
import { ApiError, answer, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

/** GET /api/projects/{id}, cached under its path: read by the project screens, fetched anew by the edit form. */
export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.project(projectId),
    queryFn: () => answer(api.GET('/api/projects/{id}', { params: { path: { id: projectId } } })),
  });

/**
 * The project for the project screens (its page and its edit form). docs/product.md section 8: a
 * 401 while loading means the session ended; the cached user may stay set for a while, so the
 * screen says so and goes to /login itself (`unauthorized` is true meanwhile).
 */
export function useSavedProject(projectId: string): {
  saved: UseQueryResult<ProjectResponse>;
  unauthorized: boolean;
} {
  const saved = useQuery(projectQuery(projectId));
  const onUnauthorized = useUnauthorizedRedirect();
  const unauthorized = isUnauthorizedError(saved.error);
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);
  return { saved, unauthorized };
}

/** Why a project screen has no project to show, with a retry where one can help. */
export function ProjectLoadFailure({ saved }: { saved: UseQueryResult<ProjectResponse> }) {
  const notFound = saved.error instanceof ApiError && saved.error.status === 404;
  return notFound ? (
    <LoadFailure message="This project does not exist or is not yours." />
  ) : (
    <LoadFailure message="We could not load this project." onRetry={() => void saved.refetch()} />
  );
}
