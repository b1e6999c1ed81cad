import { zodResolver } from '@hookform/resolvers/zod';
import {
  INVITED_ROLES,
  type InvitationRequest,
  type InvitedRole,
  invitationRequestSchema,
  managesTeam,
  PLANS,
  TEAM_ROLE_NAMES,
  type Team,
  type TeamMember,
} from '@lienminder/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { SIGN_IN_REDIRECT_MS, useRequireSignIn } from '@/components/dashboard/use-require-sign-in';
import { PageFrame } from '@/components/layout/page-frame';
import { FormSection } from '@/components/project-form/form-section';
import { SelectField } from '@/components/project-form/select-field';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Field } from '@/components/ui/field';
import { LoadFailure } from '@/components/ui/load-failure';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import {
  changeRole,
  handOwnership,
  inviteTeammate,
  readTeam,
  removeTeammate,
  withdrawInvitation,
} from '@/lib/team-api';
import { isUnauthorizedError, useUnauthorizedRedirect } from '@/lib/unauthorized';

const ROLE_OPTIONS = INVITED_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_NAMES[role] }));
const ROLE_HINT = 'Admins run the team and the company profile; members work on every project.';

const fullName = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim() || member.email;
const expiry = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'America/New_York' });

/** A change's refusal in the server's words (the owner stays, a seat limit, a plan), else a retry note. */
function failure(error: unknown): string {
  return error instanceof ApiError ? error.serverMessage : 'Please try again.';
}

function useTeamChange<Input>(change: (input: Input) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedRedirect();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.team });
      notifySuccess({ title: done });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return onUnauthorized();
      notifyError({ title: 'That did not work' }, failure(error));
    },
  });
}

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

function MemberRow({ member, isOwner, me }: { member: TeamMember; isOwner: boolean; me: string }) {
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

function InviteForm() {
  const invite = useTeamChange(inviteTeammate, 'Invitation sent');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InvitationRequest>({
    resolver: zodResolver(invitationRequestSchema),
    defaultValues: { email: '', role: 'member' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => invite.mutate(body, { onSuccess: () => reset() }))}
      className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <Field
        label="Email"
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField label="Role" options={ROLE_OPTIONS} {...register('role')} />
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send Invitation'}
      </Button>
    </form>
  );
}

function TeamLists({
  team,
  isOwner,
  me,
  seats,
}: {
  team: Team;
  isOwner: boolean;
  me: string;
  seats: number;
}) {
  const withdraw = useTeamChange(withdrawInvitation, 'Invitation withdrawn');
  const taken = team.members.length + team.invitations.length;
  return (
    <>
      <FormSection
        title="People"
        description={`${taken} of ${seats} seats taken, open invitations included. ${ROLE_HINT}`}
      >
        <ul aria-label="People in your team">
          {team.members.map((member) => (
            <MemberRow key={member.userId} member={member} isOwner={isOwner} me={me} />
          ))}
        </ul>
      </FormSection>
      <FormSection
        title="Invite someone"
        description="They get an email with a link that works once, for 7 days."
      >
        {seats <= 1 ? (
          <p className="text-sm">
            Teammates with their own login come with the Silver plan (3 people) and the Gold plan (10 people).{' '}
            {isOwner && (
              <Link to="/subscribe" className="text-primary underline">
                See the plans
              </Link>
            )}
          </p>
        ) : (
          <InviteForm />
        )}
        {team.invitations.length > 0 && (
          <ul aria-label="Invitations still open" className="mt-4">
            {team.invitations.map((invitation) => (
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
        )}
      </FormSection>
    </>
  );
}

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
