import { MESSAGES, type ProjectFields } from '@lienminder/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { returnParamOf } from '@/lib/return-to';
import { TOASTS } from '@/lib/toast-messages';
import { useUnauthorizedRedirect } from '@/lib/unauthorized';
import { saveFailureOf } from './save-failure';

/**
 * POST /api/projects (create) or PUT /api/projects/{id} (edit) from `revision`, the project's as the
 * form read it; on success a toast, fresh project and dashboard data, and the project's own page, where
 * its deadlines are, or the page the form was opened from to fill something in (a document's "Fill
 * it", lib/return-to.ts) (docs/product.md section 2, "Project form"); failures as docs/product.md section 8 words them. A save refused because the project changed
 * elsewhere (409) shows no toast: the form says so beside the fields it keeps.
 */
export function useSaveProject(projectId: string | undefined, revision?: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = returnParamOf(useLocation().search);
  const onUnauthorized = useUnauthorizedRedirect();
  const creating = projectId === undefined;
  return useMutation({
    mutationFn: (fields: ProjectFields) =>
      creating
        ? answer(api.POST('/api/projects', { body: fields }))
        : answer(
            api.PUT('/api/projects/{id}', {
              params: { path: { id: projectId } },
              body: { ...fields, revision },
            }),
          ),
    onSuccess: ({ project }) => {
      notifySuccess(
        { title: creating ? 'Project Created' : 'Project Updated' },
        `"${project.name}" ${creating ? 'was added' : 'was saved'} and its deadlines are up to date.`,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      navigate(returnTo ?? `/projects/${project.id}`);
    },
    onError: (error) => {
      const failure = saveFailureOf(error);
      // Said in the form (project-form-page.tsx), beside the choice to load the new version.
      if (failure.kind === 'changedElsewhere') return;
      if (failure.kind === 'unauthorized') {
        onUnauthorized(creating ? TOASTS.unauthorizedOnCreate : TOASTS.unauthorized);
      } else if (failure.kind === 'upgradeRequired' && creating) {
        notifyError({ title: MESSAGES.upgradeRequired });
        navigate('/subscribe');
      } else {
        notifyError(creating ? TOASTS.createFailed : TOASTS.updateFailed);
      }
    },
  });
}
