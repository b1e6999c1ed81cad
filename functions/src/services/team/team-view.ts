/** What the API shows of a team: each person's name, email and role, and each open invitation. */
import type { Invitation, TeamMember } from '@lienminder/shared';
import type { StoredInvitation } from '#src/ports/team-store';
import { roleOf, type StoredUser } from '#src/ports/user-store';

export const toTeamMember = (user: StoredUser): TeamMember => ({
  userId: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: roleOf(user),
});

export const toInvitation = ({ id, email, role, expiresAt }: StoredInvitation): Invitation => ({
  id,
  email,
  role,
  expiresAt,
});
