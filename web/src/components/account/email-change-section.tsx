import { emailChangeRequestSchema, type User } from '@lienminder/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormSection } from '@/components/project-form/form-section';
import { Button } from '@/components/ui/button';
import { CurrentPasswordField } from '@/components/ui/current-password-field';
import { Field } from '@/components/ui/field';
import { requestEmailChange } from '@/lib/account-api';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

/** The refusal in the server's words (a wrong password, a taken address, too many tries), else a retry note. */
function failure(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : 'That did not work. Please try again.';
}

/**
 * Change the sign-in email (POST /api/account/email): the new address and the current password; a
 * link goes to the new address and nothing changes until it is opened (/verify-email). While one
 * waits, the section says where it went.
 */
export function EmailChangeSection({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const change = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: ({ pendingEmail }) => {
      queryClient.setQueryData<User | null>(queryKeys.user, (current) =>
        current ? { ...current, pendingEmail } : current,
      );
      setNewEmail('');
      setCurrentPassword('');
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) onUnauthorized();
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = emailChangeRequestSchema.shape.newEmail.safeParse(newEmail);
    setEmailError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) change.mutate({ newEmail, currentPassword });
  };
  return (
    <FormSection
      title="Sign-in email"
      description={
        <>
          You sign in with <strong className="break-all">{user.email}</strong>. A new address gets a link that
          works once, for 24 hours; nothing changes until it is opened.
        </>
      }
    >
      {user.pendingEmail && (
        <p role="status" className="rounded-lg border border-border bg-muted/50 p-3 text-sm">
          Waiting for you to open the link we sent to{' '}
          <strong className="break-all">{user.pendingEmail}</strong>. Didn't get it? Check the spam folder, or
          ask again below.
        </p>
      )}
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field
          label="New email"
          type="email"
          autoComplete="email"
          required
          value={newEmail}
          error={emailError}
          onChange={(event) => setNewEmail(event.target.value)}
        />
        <CurrentPasswordField
          hint="So that nobody at a computer you left signed in can move your login."
          value={currentPassword}
          onChange={setCurrentPassword}
        />
        {change.isError && !isUnauthorizedError(change.error) && (
          <p role="alert" className="text-sm text-destructive">
            {failure(change.error)}
          </p>
        )}
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending ? 'Sending...' : 'Send Link'}
        </Button>
      </form>
    </FormSection>
  );
}
