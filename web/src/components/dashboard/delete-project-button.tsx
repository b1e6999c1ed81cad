import { MESSAGES, type Project } from '@lienminder/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { TOASTS } from '@/lib/toast-messages';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

/** docs/product.md "Dashboard": delete asks first; Free plans cannot delete (docs/product.md section 6). */
export function DeleteProjectButton({
  project,
  allowed,
}: {
  project: Pick<Project, 'id' | 'name'>;
  allowed: boolean;
}) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect();
  const deletion = useMutation({
    mutationFn: () => answer(api.DELETE('/api/projects/{id}', { params: { path: { id: project.id } } })),
    onSuccess: () => {
      notifySuccess(TOASTS.deleteSucceeded, `"${project.name}" was deleted.`);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) onUnauthorized();
      else notifyError(TOASTS.deleteFailed);
    },
  });

  if (!allowed) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A disabled button gets no pointer or focus events; the wrapper carries the tooltip. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users reach the tooltip */}
          <span tabIndex={0} className="inline-flex rounded-md">
            <Button variant="outline" size="sm" disabled aria-label={`Delete ${project.name}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent>{MESSAGES.deleteNeedsPaidPlan}</TooltipContent>
      </Tooltip>
    );
  }

  return (
    <ConfirmButton
      variant="outline"
      size="sm"
      disabled={deletion.isPending}
      aria-label={`Delete ${project.name}`}
      question="Delete Project"
      consequence={`Are you sure you want to delete "${project.name}"? This action cannot be undone.`}
      confirm="Delete"
      destructive
      onConfirm={() => deletion.mutate()}
    >
      <Trash2 aria-hidden="true" />
      {deletion.isPending ? 'Deleting...' : 'Delete'}
    </ConfirmButton>
  );
}
