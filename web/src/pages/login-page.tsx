import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useSignedIn } from '@/hooks/use-signed-in';
import { ApiError, answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { TOASTS } from '@/lib/toast-messages';

export default function LoginPage() {
  const signedIn = useSignedIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const login = useMutation({
    mutationFn: (credentials: LoginInput) => answer(api.POST('/api/auth/login', { body: credentials })),
    onSuccess: () => {
      notifySuccess(TOASTS.welcomeBack);
      signedIn();
    },
    onError: (error) => {
      notifyError(TOASTS.signInFailed, (error instanceof ApiError && error.serverMessage) || undefined);
    },
  });

  return (
    <AuthCard title="Sign In" description="Welcome back. Sign in to see your deadlines.">
      <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))} className="grid gap-4">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          renderInput={(props) => <PasswordInput {...props} />}
          {...register('password')}
        />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="text-primary underline">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" disabled={login.isPending} className="w-full">
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Don't have an account?{' '}
        <Link to="/register" className="font-medium text-primary underline">
          Create one for free
        </Link>
      </p>
    </AuthCard>
  );
}
