import { INVITED_ROLES, type InvitedRole, TEAM_ROLE_NAMES, type TeamMember } from '@lienminder/shared';
import { useId } from 'react';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { changeRole, handOwnership, removeTeammate } from '@/lib/team-api';
import { useTeamChange } from './use-team-change';

const fullName = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim() || member.email;

function RoleSelect({ member }: { member: TeamMember }) {
  const id = useId();
  const change = useTeamChange((role: InvitedRole) => changeRole(member.userId, role), 'Role changed');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Role of {fullName(member)}
      </label>
      <select
        id={id}
        value={member.role}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.value as InvitedRole)}
        className="h-10 rounded-md border border-input bg-background px-2 text-sm"
      >
        {INVITED_ROLES.map((role) => (
          <option key={role} value={role}>
            {TEAM_ROLE_NAMES[role]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One person in the team: their role, which the owner and admins change for anyone but the owner
 * and themselves; removing them; and, for the owner, handing an admin the ownership.
 */
export function MemberRow({ member, isOwner, me }: { member: TeamMember; isOwner: boolean; me: string }) {
  const remove = useTeamChange(() => removeTeammate(member.userId), `${fullName(member)} removed`);
  const hand = useTeamChange(() => handOwnership(member.userId), `${fullName(member)} is now the owner`);
  const editable = member.role !== 'owner' && member.userId !== me;
  return (
    <li className="flex flex-col gap-3 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          {fullName(member)}
          {member.userId === me ? ' (you)' : ''}
        </p>
        <p className="break-all text-sm text-muted-foreground">{member.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {editable ? (
          <RoleSelect member={member} />
        ) : (
          <span className="text-sm font-medium">{TEAM_ROLE_NAMES[member.role]}</span>
        )}
        {isOwner && member.role === 'admin' && (
          <ConfirmButton
            variant="outline"
            size="sm"
            question={`Make ${fullName(member)} the owner?`}
            consequence="They take over billing and the team; you become an admin."
            confirm="Hand ownership"
            onConfirm={() => hand.mutate(undefined)}
          >
            Make owner
          </ConfirmButton>
        )}
        {editable && (
          <ConfirmButton
            variant="outline"
            size="sm"
            destructive
            question={`Remove ${fullName(member)} from the team?`}
            consequence="Their sign-in, calendar feed and email links stop working now. The projects stay."
            confirm="Remove"
            onConfirm={() => remove.mutate(undefined)}
          >
            Remove
          </ConfirmButton>
        )}
      </div>
    </li>
  );
}
