import { emptyCompanyProfile } from '@lienminder/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ProfileForm } from '@/components/company-profile/profile-form';
import { PROFILE_KEY } from '@/components/company-profile/use-save-company-profile';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import { PageFrame } from '@/components/layout/page-frame';
import { LoadFailure } from '@/components/ui/load-failure';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';
import { readCompanyProfile } from '@/lib/documents-api';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

function ProfileLoader() {
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: readCompanyProfile });
  const onUnauthorized = useUnauthorizedRedirect();
  const unauthorized = isUnauthorizedError(profile.error);
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);
  if (profile.data) return <ProfileForm saved={{ ...emptyCompanyProfile(), ...profile.data }} />;
  if (profile.isPending || unauthorized) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading company profile</span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <LoadFailure message="We could not load your company profile." onRetry={() => void profile.refetch()} />
  );
}

/**
 * /company-profile: who you are, entered once and used by every statutory form (the legal name,
 * address, phone and email the forms print, who signs them, and who prepares a recorded one).
 */
export default function CompanyProfilePage() {
  const { user, isLoading } = useAuth();
  useRequireSignIn(!isLoading && !user, SIGN_IN_REDIRECT_MS.projectForm);
  return (
    <PageFrame
      heading="Company Profile"
      description="Entered once, used on every Notice to Owner, Claim of Lien, waiver and affidavit you prepare."
    >
      {user ? <ProfileLoader /> : null}
    </PageFrame>
  );
}
