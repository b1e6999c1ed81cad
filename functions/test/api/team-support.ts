/**
 * Test support for teams: an invitation as the owner or an admin sends it, its link as the local
 * outbox holds it, and a teammate who joined through that link, signed in.
 */
import type { InvitationResponse, InvitedRole, User } from '@lienminder/shared';
import { expect } from 'vitest';
import { call, PASSWORD, type SignedUpUser, sessionFrom, type TestApi, tokenMailedTo } from './support';

let invited = 0;

export const newTeammateEmail = () =>
  `teammate${++invited}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** POST /api/team/invitations as `inviter`, expecting 201. */
export async function invite(inviter: SignedUpUser, email: string, role: InvitedRole = 'member') {
  const response = await call('POST', '/api/team/invitations', {
    session: inviter.session,
    body: { email, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InvitationResponse>().invitation;
}

/** The token of the newest invitation link mailed to `email` (the local outbox). */
export const invitationTokenMailedTo = (api: TestApi, email: string) => tokenMailedTo(api, email, '/join');

export const joinBody = (token: string) => ({
  token,
  firstName: 'Luis',
  lastName: 'Ortega',
  password: PASSWORD,
});

/** Invited by `inviter` and joined through the mailed link: the teammate, signed in. */
export async function joinedTeammate(
  api: TestApi,
  inviter: SignedUpUser,
  role: InvitedRole = 'member',
): Promise<SignedUpUser> {
  const email = newTeammateEmail();
  await invite(inviter, email, role);
  const joined = await call('POST', '/api/team/join', {
    body: joinBody(await invitationTokenMailedTo(api, email)),
  });
  expect(joined.statusCode, joined.body).toBe(201);
  return { user: joined.json<User>(), email, session: sessionFrom(joined), device: '' };
}
