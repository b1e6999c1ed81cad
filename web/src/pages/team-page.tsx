import { managesTeam, PLANS } from '@lienminder/shared';
import { useQuery } from '@tanstack/react-query';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import { PageFrame } from '@/components/layout/page-frame';
import { TeamLists } from '@/components/team/team-lists';
import { LoadFailure } from '@/components/ui/load-failure';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';
import { queryKeys } from '@/lib/query-keys';
import { readTeam } from '@/lib/team-api';

function TeamLoader({ isOwner, me, seats }: { isOwner: boolean; me: string; seats: number }) {
  const team = useQuery({ queryKey: queryKeys.team, queryFn: readTeam });
  if (team.isPending) return <Skeleton className="h-48 w-full" />;
  if (team.isError)
    return <LoadFailure message="Your team could not be loaded." onRetry={() => void team.refetch()} />;
  return <TeamLists team={team.data} isOwner={isOwner} me={me} seats={seats} />;
}

/** /team (owner and admins): the people in the account with their roles, and the invitations (docs/product.md section 6). */
export default function TeamPage() {
  const { user, isLoading } = useAuth();
  useRequireSignIn(!isLoading && !user, SIGN_IN_REDIRECT_MS.projectForm);
  return (
    <PageFrame
      heading="Team"
      description="Everyone gets their own login. Nobody shares a password, and a person who leaves is removed in one step."
    >
      {user && !managesTeam(user.role) && (
        <p className="rounded-lg border border-border bg-muted/50 p-3 text-sm">
          Only the account's owner or an admin can manage the team.
        </p>
      )}
      {user && managesTeam(user.role) ? (
        <TeamLoader
          isOwner={user.role === 'owner'}
          me={user.id}
          seats={PLANS[user.subscriptionStatus].seats}
        />
      ) : null}
    </PageFrame>
  );
}
