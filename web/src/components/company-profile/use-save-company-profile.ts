import type { CompanyProfile } from '@lienminder/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { COMPANY_PROFILE_PATH, isDocumentQueryKey, saveCompanyProfile } from '@/lib/documents-api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

export const PROFILE_KEY = [COMPANY_PROFILE_PATH] as const;

/**
 * Saving the profile: the saved one becomes the form's and the page's, the documents read from the
 * old one are read again, and the person goes back to `returnTo` when a document sent them. A
 * refusal puts the server's words on its fields and focuses the first.
 */
export function useSaveCompanyProfile(
  form: UseFormReturn<CompanyProfile>,
  focusFirstError: () => void,
  returnTo: string | null,
) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: saveCompanyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The documents read before were filled from the old profile ("Fill it" comes back to one).
      void queryClient.invalidateQueries({ predicate: (query) => isDocumentQueryKey(query.queryKey) });
      form.reset(profile);
      notifySuccess(TOASTS.companyProfileSaved);
      if (returnTo) navigate(returnTo);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return onUnauthorized();
      if (error instanceof ApiError && error.status === 400) {
        const body = JSON.parse(error.bodyText) as {
          errors: { path: keyof CompanyProfile; message: string }[];
        };
        for (const issue of body.errors) form.setError(issue.path, { message: issue.message });
        focusFirstError();
      }
      notifyError(TOASTS.companyProfileSaveFailed);
    },
  });
}
