import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { DiagnosticPage } from '@/components/diagnostics/diagnostic-page';
import { ResultNote } from '@/components/diagnostics/result-note';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useAuth } from '@/hooks/use-auth';
import { ApiError, answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';

/** /password-recovery-test (docs/product.md section 2): sends the password recovery email, as the forgot-password page does. */
export default function PasswordRecoveryTestPage() {
  const { user } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: user?.email ?? '' },
  });
  const send = useMutation({
    mutationFn: (values: { email: string }) =>
      answer(api.POST('/api/auth/forgot-password', { body: values })),
    onSuccess: () => notifySuccess(TOASTS.resetLinkSent),
    onError: (error) =>
      notifyError(
        TOASTS.forgotPasswordFailed,
        (error instanceof ApiError && error.serverMessage) || undefined,
      ),
  });

  return (
    <DiagnosticPage
      title="Password Recovery Email Test"
      description="Sends the password recovery email exactly as the Forgot Password page does."
    >
      <Card>
        <CardHeader>
          <CardTitle as="h2">Send a recovery email</CardTitle>
          <CardDescription>
            The link in it expires in 1 hour. Only an address with an account receives one.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={handleSubmit((values) => send.mutate(values))} className="grid gap-4">
            <Field
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Recovery Email'}
            </Button>
            <ResultNote success={send.data?.message} error={send.error} />
          </form>
        </CardContent>
      </Card>
    </DiagnosticPage>
  );
}
