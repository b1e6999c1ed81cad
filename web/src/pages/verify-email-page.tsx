import { MESSAGES } from '@lienminder/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/components/auth/auth-card';
import { OutcomeCard } from '@/components/auth/outcome-card';
import { Button } from '@/components/ui/button';
import { confirmEmailChange } from '@/lib/account-api';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * /verify-email?token=... (the link a new sign-in email is sent; signed in or not): a button makes
 * the change, so that a mail scanner opening the link changes nothing. Afterwards every other
 * device is signed out; a browser signed in as that person stays signed in.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmEmailChange(token),
    // A browser signed in as that person got a new session; any other now has none.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  });
  if (confirm.isSuccess) {
    return (
      <OutcomeCard outcome="done" title="Sign-in Email Changed" description={confirm.data.message}>
        <Button asChild>
          <Link to="/">Go to LienMinder</Link>
        </Button>
      </OutcomeCard>
    );
  }
  if (confirm.isError || !token) {
    const reason =
      confirm.error instanceof ApiError
        ? confirm.error.serverMessage
        : token
          ? 'That did not work. Please try again.'
          : MESSAGES.emailLinkIncomplete;
    return (
      <OutcomeCard outcome="problem" title="Email Not Changed" description={reason}>
        <Button asChild>
          <Link to="/account">Go to Your Account</Link>
        </Button>
      </OutcomeCard>
    );
  }
  return (
    <AuthCard
      title="Confirm Your New Sign-in Email"
      description="From now on you will sign in with the address this link was sent to, and every other device is signed out."
    >
      <Button className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? 'Confirming...' : 'Use This Email to Sign In'}
      </Button>
    </AuthCard>
  );
}
