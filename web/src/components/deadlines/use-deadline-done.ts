import type { ProjectResponse } from '@lienminder/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { TOASTS } from '@/lib/toast-messages';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

/** The deadline a done mark is for, and its project (the toast names both). */
export interface MarkedDeadline {
  id: string;
  title: string;
  project: { id: string; name: string };
}

/**
 * PATCH /api/projects/{id}/deadlines/{deadlineId}. The answer is the project as GET gives it, so the
 * project screen takes it as is; the dashboard, which lists only open deadlines, is read again
 * before the mark counts as saved, so a done deadline has left the list when its button is free.
 */
async function saveDoneMark(queryClient: QueryClient, deadline: MarkedDeadline, isCompleted: boolean) {
  const project = encodeURIComponent(deadline.project.id);
  const answer = await apiRequest<ProjectResponse>(
    'PATCH',
    `/api/projects/${project}/deadlines/${encodeURIComponent(deadline.id)}`,
    { isCompleted },
  );
  queryClient.setQueryData(queryKeys.project(deadline.project.id), answer);
  await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
}

/**
 * Marks `deadline` done or not done, then offers "Undo" in the toast. The undo is a plain call, not
 * this mutation: marking a deadline done on the dashboard removes the button that made it.
 */
export function useDeadlineDone(deadline: MarkedDeadline) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect();
  const which = `${deadline.title} — ${deadline.project.name}`;

  const failed = (error: unknown) => {
    if (isUnauthorizedError(error)) {
      onUnauthorized();
      return;
    }
    // A 400 says why (a recorded lien stays done); otherwise the screen may be out of date: read it again.
    notifyError(
      TOASTS.markDeadlineFailed,
      error instanceof ApiError && error.status === 400 ? error.serverMessage : undefined,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.project(deadline.project.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  };
  const saidAs = (isCompleted: boolean) => (isCompleted ? TOASTS.markedDone : TOASTS.markedNotDone);

  return useMutation({
    mutationFn: (isCompleted: boolean) => saveDoneMark(queryClient, deadline, isCompleted),
    onSuccess: (_saved, isCompleted) =>
      notifySuccess(saidAs(isCompleted), which, {
        label: 'Undo',
        onClick: () =>
          void saveDoneMark(queryClient, deadline, !isCompleted).then(
            () => notifySuccess(saidAs(!isCompleted), which),
            failed,
          ),
      }),
    onError: failed,
  });
}
