import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

/** A change's refusal in the server's words (the owner stays, a seat limit, a plan), else a retry note. */
function failure(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : 'Please try again.';
}

/**
 * One change to the team (a role, a removal, an invitation): the team is read again after it, and
 * the person is told `done` or why not; a lapsed session goes to sign in.
 */
export function useTeamChange<Input>(change: (input: Input) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.team });
      notifySuccess({ title: done });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return onUnauthorized();
      notifyError({ title: 'That did not work' }, failure(error));
    },
  });
}
