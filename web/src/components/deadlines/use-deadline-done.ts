import type { ProjectResponse, ServiceProof } from '@lienminder/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, answer, api } from '@/lib/api-client';
import { projectDocumentsKey } from '@/lib/documents-api';
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
 * The project revision the mark is made from, where the screen shows the whole project (the
 * project page): a mark made from a copy another tab has since changed is refused (409) instead of marking
 * a deadline that may have moved. The dashboard sends none: the server marks what is current.
 */
type Revision = number | undefined;

/** A done mark or its undo; a mark may say how the deadline was met (proof of service). */
export interface DoneMark {
  isCompleted: boolean;
  proof?: ServiceProof;
}

/**
 * PATCH /api/projects/{id}/deadlines/{deadlineId}. The answer is the project as GET gives it, so the
 * project screen takes it as is; the dashboard, which lists only open deadlines, is read again
 * before the mark counts as saved, so a done deadline has left the list when its button is free.
 */
async function saveDoneMark(
  queryClient: QueryClient,
  deadline: MarkedDeadline,
  mark: DoneMark,
  revision: Revision,
): Promise<ProjectResponse> {
  const saved = await answer(
    api.PATCH('/api/projects/{id}/deadlines/{deadlineId}', {
      params: { path: { id: deadline.project.id, deadlineId: deadline.id } },
      body: revision === undefined ? mark : { ...mark, revision },
    }),
  );
  queryClient.setQueryData(queryKeys.project(deadline.project.id), saved);
  void queryClient.invalidateQueries({ queryKey: queryKeys.projectActivity(deadline.project.id) });
  // A Claim of Lien recites how the notice was served ("Fill it" comes back to it).
  if (mark.proof) void queryClient.invalidateQueries({ queryKey: projectDocumentsKey(deadline.project.id) });
  await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  return saved;
}

/**
 * Marks `deadline` done or not done, then offers "Undo" in the toast. The undo is a plain call, not
 * this mutation: marking a deadline done on the dashboard removes the button that made it.
 */
export function useDeadlineDone(deadline: MarkedDeadline, revision?: number) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect();
  const which = `${deadline.title} — ${deadline.project.name}`;

  const failed = (error: unknown) => {
    if (isUnauthorizedError(error)) {
      onUnauthorized();
      return;
    }
    // A 400 says why (a recorded lien stays done), a 409 that the project changed elsewhere; either
    // way the screen may be out of date: read it again.
    notifyError(
      TOASTS.markDeadlineFailed,
      error instanceof ApiError && (error.status === 400 || error.status === 409)
        ? error.serverMessage
        : undefined,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.project(deadline.project.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  };
  const saidAs = (isCompleted: boolean) => (isCompleted ? TOASTS.markedDone : TOASTS.markedNotDone);

  return useMutation({
    mutationFn: (mark: DoneMark) => saveDoneMark(queryClient, deadline, mark, revision),
    onSuccess: (saved, { isCompleted }) =>
      notifySuccess(saidAs(isCompleted), which, {
        label: 'Undo',
        // Undone from what the mark made, as a later mark would be (an undo drops its proof).
        onClick: () =>
          void saveDoneMark(
            queryClient,
            deadline,
            { isCompleted: !isCompleted },
            revision === undefined ? undefined : saved.revision,
          ).then(() => notifySuccess(saidAs(!isCompleted), which), failed),
      }),
    onError: failed,
  });
}
