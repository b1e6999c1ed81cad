import { zodResolver } from '@hookform/resolvers/zod';
import { type JoinTeamForm, joinTeamFormSchema } from '@lienminder/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/components/auth/auth-card';
import { NameFields, NewPasswordFields, registeredField } from '@/components/auth/new-login-fields';
import { OutcomeCard } from '@/components/auth/outcome-card';
import { TermsAgreement } from '@/components/auth/terms-agreement';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { useSignedIn } from '@/hooks/use-signed-in';
import { ApiError, answer, api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';

/** The link's problem in the server's words (410 gone, 409 a login already), else a check-the-form note. */
function joinFailure(error: unknown): string {
  if (error instanceof ApiError && error.status !== 400) return error.serverMessage;
  return 'Please check your information and try again.';
}

function LinkProblem({ title, reason }: { title: string; reason: string }) {
  return (
    <OutcomeCard outcome="problem" title={title} description={reason}>
      <Button asChild variant="outline">
        <Link to="/login">Go to Sign In</Link>
      </Button>
    </OutcomeCard>
  );
}

function JoinForm({ token }: { token: string }) {
  const signedIn = useSignedIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<JoinTeamForm>({
    resolver: zodResolver(joinTeamFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  });
  const join = useMutation({
    mutationFn: (form: JoinTeamForm) =>
      answer(
        api.POST('/api/team/join', {
          body: { token, firstName: form.firstName, lastName: form.lastName, password: form.password },
        }),
      ),
    onSuccess: () => {
      notifySuccess({ title: 'Welcome to your team!' });
      signedIn();
    },
    onError: (error) => notifyError({ title: 'Could not join the team' }, joinFailure(error)),
  });
  const field = registeredField(register, errors);
  const gone = join.error instanceof ApiError && (join.error.status === 410 || join.error.status === 409);
  if (gone && join.error instanceof ApiError) {
    return <LinkProblem title="This invitation can't be used" reason={join.error.serverMessage} />;
  }
  return (
    <AuthCard
      title="Join Your Team"
      description="Choose your name and password. Your email is the one the invitation was sent to."
    >
      <form noValidate onSubmit={handleSubmit((form) => join.mutate(form))} className="grid gap-4">
        <NameFields first={field('firstName')} last={field('lastName')} />
        <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} />
        <Button type="submit" disabled={join.isPending} className="w-full">
          {join.isPending ? 'Joining...' : 'Join Team'}
        </Button>
        <TermsAgreement by="joining" />
      </form>
    </AuthCard>
  );
}

/**
 * /join?token=...: an invitation's link (docs/product.md section 6). The invited person chooses
 * their name and password with the registration page's rules and messages, and is signed in.
 */
export default function JoinPage() {
  const [params] = useSearchParams();
  const { isAuthenticated } = useAuth();
  const token = params.get('token') ?? '';
  if (isAuthenticated) {
    return (
      <LinkProblem
        title="You're signed in"
        reason="Sign out first: an invitation makes a new login, with the email it was sent to."
      />
    );
  }
  if (token === '') {
    return (
      <LinkProblem
        title="This invitation link is incomplete"
        reason="Open the link from the invitation email again."
      />
    );
  }
  return <JoinForm token={token} />;
}
