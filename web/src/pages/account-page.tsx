import { managesBilling, TEAM_ROLE_NAMES } from '@lienminder/shared';
import { useState } from 'react';
import { CloseAccountSection } from '@/components/account/close-account-section';
import { EmailChangeSection } from '@/components/account/email-change-section';
import { YourData } from '@/components/account/your-data';
import { AuthCard } from '@/components/auth/auth-card';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import { PageFrame } from '@/components/layout/page-frame';
import { FormSection } from '@/components/project-form/form-section';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';

/**
 * /account: the signed-in person's own login and what they may do with the account
 * (docs/product.md section 2). Each concern is a section of its own.
 */
export default function AccountPage() {
  const { user, isLoading } = useAuth();
  const [closed, setClosed] = useState(false);
  useRequireSignIn(!isLoading && !user, SIGN_IN_REDIRECT_MS.projectForm);
  // Its session is gone with the account: the way home is a fresh load, which finds nobody signed in.
  if (closed) {
    return (
      <AuthCard
        title="Your Account Is Closed"
        description="Its projects, team and logins are deleted, and the subscription is cancelled."
      >
        <Button asChild className="w-full">
          <a href="/">Go to the Home Page</a>
        </Button>
      </AuthCard>
    );
  }
  return (
    <PageFrame heading="Account" description="Your login, and what you can take with you.">
      {user ? (
        <>
          <FormSection title="Your login">
            <dl className="grid gap-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6 sm:gap-y-2">
              <dt className="font-medium">Name</dt>
              <dd>{`${user.firstName} ${user.lastName}`.trim()}</dd>
              <dt className="mt-2 font-medium sm:mt-0">Sign-in email</dt>
              <dd className="break-all">{user.email}</dd>
              <dt className="mt-2 font-medium sm:mt-0">Role</dt>
              <dd>{TEAM_ROLE_NAMES[user.role]}</dd>
            </dl>
          </FormSection>
          <EmailChangeSection user={user} />
          <YourData isOwner={managesBilling(user.role)} />
          {managesBilling(user.role) && <CloseAccountSection onClosed={() => setClosed(true)} />}
        </>
      ) : (
        <Skeleton className="h-32 w-full" />
      )}
    </PageFrame>
  );
}
