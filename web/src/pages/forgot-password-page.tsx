import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError, answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';

interface ForgotPasswordValues {
  email: string;
}

/** docs/product.md section 2: the form, then 'Check Your Email' (section 4: form, then 'sent'). */
export default function ForgotPasswordPage() {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const request = useMutation({
    mutationFn: (values: ForgotPasswordValues) =>
      answer(api.POST('/api/auth/forgot-password', { body: values })),
    onSuccess: () => notifySuccess(TOASTS.resetLinkSent),
    onError: (error) =>
      notifyError(
        TOASTS.forgotPasswordFailed,
        (error instanceof ApiError && error.serverMessage) || undefined,
      ),
  });

  if (request.isSuccess) {
    return (
      <AuthCard
        title="Check Your Email"
        description="If an account uses that email, a reset link is on its way."
      >
        <div className="grid gap-4 text-center">
          <MailCheck className="mx-auto size-12 text-primary" aria-hidden="true" />
          <p className="text-sm">
            We sent a password reset link to <strong className="break-all">{getValues('email')}</strong> if it
            belongs to an account. The link expires in 1 hour.
          </p>
          <Button asChild>
            <Link to="/login">Back to Login</Link>
          </Button>
          <Button variant="outline" onClick={() => request.reset()}>
            Send Another Email
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your email and we'll send you a link to reset your password."
    >
      <form noValidate onSubmit={handleSubmit((values) => request.mutate(values))} className="grid gap-4">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" disabled={request.isPending} className="w-full">
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link to="/login" className="font-medium text-primary underline">
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
