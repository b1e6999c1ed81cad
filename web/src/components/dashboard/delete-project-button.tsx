import type { Project } from '@lienminder/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { TOASTS } from '@/lib/toast-messages';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';
import { DisabledDeleteButton } from './disabled-delete-button';

const LockedDeleteButton = lazy(() => import('./locked-delete-button'));

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
      // The same button without its tooltip until the tooltip's code has arrived.
      <Suspense fallback={<DisabledDeleteButton projectName={project.name} />}>
        <LockedDeleteButton projectName={project.name} />
      </Suspense>
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
