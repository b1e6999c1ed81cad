import { TEAM_ROLE_NAMES, type Team } from '@lienminder/shared';
import { Button } from '@/components/ui/button';
import { withdrawInvitation } from '@/lib/team-api';
import { useTeamChange } from './use-team-change';

const expiry = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'America/New_York' });

/** The invitations not yet taken up, each until when its link works, to withdraw. */
export function OpenInvitations({ invitations }: { invitations: Team['invitations'] }) {
  const withdraw = useTeamChange(withdrawInvitation, 'Invitation withdrawn');
  if (invitations.length === 0) return null;
  return (
    <ul aria-label="Invitations still open" className="mt-4">
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="break-all font-medium">{invitation.email}</p>
            <p className="text-sm text-muted-foreground">
              {TEAM_ROLE_NAMES[invitation.role]} · link works until {expiry(invitation.expiresAt)}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(invitation.id)}
          >
            Withdraw
          </Button>
        </li>
      ))}
    </ul>
  );
}
