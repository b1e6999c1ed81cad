import type { InvitedRole, Team } from '@lienminder/shared';
import { answer, api } from './api-client';

export const readTeam = (): Promise<Team> => answer(api.GET('/api/team'));

export const inviteTeammate = (body: { email: string; role: InvitedRole }) =>
  answer(api.POST('/api/team/invitations', { body }));

export const withdrawInvitation = (id: string) =>
  answer(api.DELETE('/api/team/invitations/{id}', { params: { path: { id } } }));

export const changeRole = (userId: string, role: InvitedRole) =>
  answer(api.PATCH('/api/team/members/{userId}', { params: { path: { userId } }, body: { role } }));

export const removeTeammate = (userId: string) =>
  answer(api.DELETE('/api/team/members/{userId}', { params: { path: { userId } } }));

export const handOwnership = (userId: string): Promise<Team> =>
  answer(api.POST('/api/team/owner', { body: { userId } }));
