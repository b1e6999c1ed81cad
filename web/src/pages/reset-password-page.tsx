import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULES, resetPasswordFormSchema } from '@lienminder/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/components/auth/auth-card';
import { OutcomeCard } from '@/components/auth/outcome-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { PageSpinner } from '@/components/ui/spinner';
import { answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { resetFailureMessage } from '@/lib/reset-failure';
import { RESET_LINK, TOASTS } from '@/lib/toast-messages';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

function InvalidLink({ reason }: { reason: string }) {
  return (
    <OutcomeCard outcome="problem" title={RESET_LINK.invalidTitle} description={reason}>
      <Button asChild>
        <Link to="/forgot-password">Request New Reset Link</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/login">Back to Login</Link>
      </Button>
    </OutcomeCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: ({ newPassword }: ResetValues) =>
      answer(api.POST('/api/auth/reset-password', { body: { token, newPassword } })),
    onSuccess: () => notifySuccess(TOASTS.passwordResetSuccessful),
    onError: (error) => notifyError(TOASTS.resetFailed, resetFailureMessage(error)),
  });

  if (reset.isSuccess) {
    return (
      <OutcomeCard
        outcome="done"
        title="Password Reset Complete"
        description="Your password has been changed. Sign in with the new one."
      >
        <Button asChild>
          <Link to="/login">Go to Login</Link>
        </Button>
      </OutcomeCard>
    );
  }

  return (
    <AuthCard title="Reset Password" description="Choose a new password for your account.">
      <form noValidate onSubmit={handleSubmit((values) => reset.mutate(values))} className="grid gap-4">
        <Field
          label="New Password"
          autoComplete="new-password"
          hint={PASSWORD_RULES}
          error={errors.newPassword?.message}
          renderInput={(props) => <PasswordInput {...props} />}
          {...register('newPassword')}
        />
        <Field
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          renderInput={(props) => <PasswordInput {...props} />}
          {...register('confirmPassword')}
        />
        <Button type="submit" disabled={reset.isPending} className="w-full">
          {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}

/**
 * docs/product.md sections 2 and 4: the token is validated on load (unknown, then valid or invalid; any
 * failure of the call means invalid), then the form, then 'Password Reset Complete'.
 */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const validation = useQuery({
    queryKey: ['/api/auth/validate-reset-token', token],
    queryFn: () => answer(api.POST('/api/auth/validate-reset-token', { body: { token } })),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (token === '') return <InvalidLink reason={RESET_LINK.missing} />;
  if (validation.isPending) return <PageSpinner label="Checking your reset link" />;
  if (validation.isError) return <InvalidLink reason={RESET_LINK.invalid} />;
  return <ResetForm token={token} />;
}
