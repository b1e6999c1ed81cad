import { zodResolver } from '@hookform/resolvers/zod';
import {
  INVITED_ROLES,
  type InvitationRequest,
  invitationRequestSchema,
  TEAM_ROLE_NAMES,
} from '@lienminder/shared';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/project-form/select-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { inviteTeammate } from '@/lib/team-api';
import { useTeamChange } from './use-team-change';

const ROLE_OPTIONS = INVITED_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_NAMES[role] }));

/** An invitation by email, as a member or an admin; the form empties once it is sent. */
export function InviteForm() {
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
