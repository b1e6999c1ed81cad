/**
 * A company is a team (docs/architecture.md section 9, docs/product.md section 6): the owner invites,
 * the invitation's link makes the teammate's own login in the account, teammates work on the
 * account's projects under its plan, the roles keep billing and the team where they belong, and a
 * removed teammate's session and feed end at once.
 */
import {
  type AlertHistoryResponse,
  type CalendarFeedResponse,
  emailHasLoginMessage,
  type ProjectResponse,
  ROLE_REFUSALS,
  TEAM_MESSAGES,
  type Team,
  teamFullMessage,
  type User,
} from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signDeadlineDoneToken } from '#src/services/deadlines/deadline-done-token';
import { type InvokeResult, TEST_SESSION_SECRET } from '#test/dynamodb';
import {
  call,
  createdProject,
  PASSWORD,
  projectBody,
  registration,
  sessionFrom,
  signUp,
  startTestApi,
  type TestApi,
} from './support';
import { invitationTokenMailedTo, invite, joinBody, joinedTeammate, newTeammateEmail } from './team-support';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

describe('inviting and joining', () => {
  it('invites by email with a 7-day link, and the joined teammate is signed in with the role and plan', async () => {
    const owner = await signUp(api, 'gold');
    const email = newTeammateEmail();
    const invitation = await invite(owner, email, 'admin');
    expect(invitation).toEqual({
      id: expect.any(String),
      email,
      role: 'admin',
      expiresAt: '2026-03-09T14:00:00.000Z',
    });
    const listed = await call('GET', '/api/team', { session: owner.session });
    expect(listed.json<Team>().invitations).toEqual([invitation]);

    const joined = await call('POST', '/api/team/join', {
      body: joinBody(await invitationTokenMailedTo(api, email)),
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Luis',
      lastName: 'Ortega',
      // A teammate joins without a phone: only the account holder's registered phone can be texted.
      phone: '',
      subscriptionStatus: 'gold',
      role: 'admin',
      // Joining is their first sign-in, as registering is the owner's.
      firstSignIn: true,
    });
    const asJoined = await call('GET', '/api/auth/user', { session: sessionFrom(joined) });
    expect(asJoined.json<User>().firstSignIn).toBe(true);
    const team = (await call('GET', '/api/team', { session: owner.session })).json<Team>();
    expect(team.members.map(({ email: address, role }) => ({ email: address, role }))).toEqual([
      { email: owner.email, role: 'owner' },
      { email, role: 'admin' },
    ]);
    expect(team.invitations).toEqual([]);
    // Their own login: they sign in with their own email and password.
    const signedIn = await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<User>().firstSignIn).toBeUndefined();
  });

  it('spends the link: a second join with the same token is 410, as is a withdrawn or expired one', async () => {
    const owner = await signUp(api, 'gold');
    const email = newTeammateEmail();
    await invite(owner, email);
    const token = await invitationTokenMailedTo(api, email);
    expect((await call('POST', '/api/team/join', { body: joinBody(token) })).statusCode).toBe(201);
    const again = await call('POST', '/api/team/join', { body: joinBody(token) });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: TEAM_MESSAGES.invitationGone, errors: [] });

    const withdrawnEmail = newTeammateEmail();
    const withdrawn = await invite(owner, withdrawnEmail);
    const withdrawal = await call('DELETE', `/api/team/invitations/${withdrawn.id}`, {
      session: owner.session,
    });
    expect(withdrawal.statusCode).toBe(204);
    const afterWithdrawal = await call('POST', '/api/team/join', {
      body: joinBody(await invitationTokenMailedTo(api, withdrawnEmail)),
    });
    expect(afterWithdrawal.statusCode).toBe(410);

    const lateEmail = newTeammateEmail();
    await invite(owner, lateEmail);
    const lateToken = await invitationTokenMailedTo(api, lateEmail);
    api.clock.advanceSeconds(7 * 24 * 3600 + 1);
    try {
      expect((await call('POST', '/api/team/join', { body: joinBody(lateToken) })).statusCode).toBe(410);
    } finally {
      api.clock.set('2026-03-02T14:00:00.000Z');
    }
  });

  it('answers 409, saying what to do, when the invited address already has a login', async () => {
    const owner = await signUp(api, 'gold');
    const elsewhere = await signUp(api);
    await invite(owner, elsewhere.email);
    const joined = await call('POST', '/api/team/join', {
      body: joinBody(await invitationTokenMailedTo(api, elsewhere.email)),
    });
    expect(joined.statusCode).toBe(409);
    expect(joined.json<{ message: string }>().message).toBe(emailHasLoginMessage(elsewhere.email));
  });

  it('refuses Free with the plan text, and a full team naming the seat limit', async () => {
    const free = await signUp(api);
    const refused = await call('POST', '/api/team/invitations', {
      session: free.session,
      body: { email: newTeammateEmail(), role: 'member' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(TEAM_MESSAGES.freePlan);

    // Silver holds 3: the owner, one who joined and one invitation still open.
    const silver = await signUp(api, 'silver');
    await joinedTeammate(api, silver);
    await invite(silver, newTeammateEmail());
    const full = await call('POST', '/api/team/invitations', {
      session: silver.session,
      body: { email: newTeammateEmail(), role: 'member' },
    });
    expect(full.statusCode).toBe(403);
    expect(full.json<{ message: string }>().message).toBe(teamFullMessage('Silver', 3));
  });

  it('checks the invitation and join bodies with the registration rules and messages', async () => {
    const owner = await signUp(api, 'gold');
    const badInvite = await call('POST', '/api/team/invitations', {
      session: owner.session,
      body: { email: 'not-an-email', role: 'owner' },
    });
    expect(badInvite.statusCode).toBe(400);
    expect(badInvite.json<{ errors: { path: string }[] }>().errors.map(({ path }) => path)).toEqual([
      'email',
      'role',
    ]);
    // The join page follows the registration page: the same fields refused with the same messages.
    const fields = { firstName: '', lastName: 'Ortega', password: 'short' };
    const badJoin = await call('POST', '/api/team/join', { body: { token: 'x', ...fields } });
    expect(badJoin.statusCode).toBe(400);
    const badRegistration = await call('POST', '/api/auth/register', { body: registration(fields) });
    const refusedFields = (answer: InvokeResult) =>
      answer
        .json<{ errors: { path: string; message: string }[] }>()
        .errors.map(({ path, message }) => `${path}: ${message}`)
        .sort();
    expect(refusedFields(badJoin)).toEqual([
      'firstName: First name is required',
      'password: Password must be at least 8 characters long',
      'password: Password must contain at least one number',
      'password: Password must contain at least one uppercase letter',
    ]);
    expect(refusedFields(badJoin)).toEqual(refusedFields(badRegistration));
  });
});

describe('working in the account', () => {
  it("lets a member see and save the owner's projects, and the owner sees the save", async () => {
    const owner = await signUp(api, 'gold');
    const member = await joinedTeammate(api, owner);
    const project = await createdProject(owner);

    const listed = await call('GET', '/api/projects', { session: member.session });
    expect(listed.json<{ id: string }[]>().map(({ id }) => id)).toEqual([project.project.id]);
    const saved = await call('PUT', `/api/projects/${project.project.id}`, {
      session: member.session,
      body: { ...projectBody({ name: 'Brickell Tower, phase 2' }), revision: project.revision },
    });
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', `/api/projects/${project.project.id}`, { session: owner.session });
    expect(read.json<ProjectResponse>().project.name).toBe('Brickell Tower, phase 2');
  });

  it("counts the whole account's projects against the plan's limit, whoever made them", async () => {
    const owner = await signUp(api, 'silver');
    await api.app.users.setTier(owner.user.id, 'silver');
    const member = await joinedTeammate(api, owner);
    for (let made = 0; made < 9; made++) await createdProject(owner);
    expect(
      (await call('POST', '/api/projects', { session: member.session, body: projectBody() })).statusCode,
    ).toBe(201);
    const refused = await call('POST', '/api/projects', { session: member.session, body: projectBody() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ upgradeRequired: true, projectLimit: 10 });
  });

  it('refuses a member billing and the team (403), and the company profile', async () => {
    const owner = await signUp(api, 'silver');
    const member = await joinedTeammate(api, owner);
    const refusals = [
      ['POST', '/api/create-subscription', { tier: 'gold' }, ROLE_REFUSALS.billing],
      ['POST', '/api/cancel-subscription', { confirmDataDeletion: true }, ROLE_REFUSALS.billing],
      ['GET', '/api/team', undefined, ROLE_REFUSALS.team],
      ['POST', '/api/team/invitations', { email: newTeammateEmail(), role: 'member' }, ROLE_REFUSALS.team],
      ['PUT', '/api/company-profile', { legalName: 'Coastal Drywall LLC' }, ROLE_REFUSALS.companyProfile],
    ] as const;
    for (const [method, path, body, message] of refusals) {
      const refused = await call(method, path, { session: member.session, ...(body ? { body } : {}) });
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(message);
    }
  });

  it('lets an admin run the team and the company profile, but not billing', async () => {
    const owner = await signUp(api, 'gold');
    const admin = await joinedTeammate(api, owner, 'admin');
    expect((await call('GET', '/api/team', { session: admin.session })).statusCode).toBe(200);
    await invite(admin, newTeammateEmail());
    const profile = await call('PUT', '/api/company-profile', {
      session: admin.session,
      body: { legalName: 'Coastal Drywall LLC' },
    });
    expect(profile.statusCode).toBe(200);
    const billing = await call('POST', '/api/create-subscription', {
      session: admin.session,
      body: { tier: 'gold' },
    });
    expect(billing.statusCode).toBe(403);
  });

  it("shows another account nothing of the team's (404)", async () => {
    const owner = await signUp(api, 'gold');
    const member = await joinedTeammate(api, owner);
    const project = await createdProject(owner);
    const strangerOwner = await signUp(api, 'gold');
    const stranger = await joinedTeammate(api, strangerOwner, 'admin');
    for (const session of [strangerOwner.session, stranger.session]) {
      expect((await call('GET', `/api/projects/${project.project.id}`, { session })).statusCode).toBe(404);
      expect((await call('GET', '/api/projects', { session })).json()).toEqual([]);
      const change = await call('PATCH', `/api/team/members/${member.user.id}`, {
        session,
        body: { role: 'admin' },
      });
      expect(change.statusCode).toBe(404);
      expect((await call('DELETE', `/api/team/members/${member.user.id}`, { session })).statusCode).toBe(404);
    }
    const team = (await call('GET', '/api/team', { session: strangerOwner.session })).json<Team>();
    expect(team.members.map(({ userId }) => userId)).not.toContain(member.user.id);
  });
});

describe('changing and removing', () => {
  it("ends a removed teammate's session (next request 401) and calendar feed at once; the projects stay", async () => {
    const owner = await signUp(api, 'gold');
    const member = await joinedTeammate(api, owner);
    const project = await createdProject(owner);
    const feed = await call('POST', '/api/calendar-feed', {
      session: member.session,
      body: { currentPassword: PASSWORD },
    });
    const feedPath = new URL(feed.json<CalendarFeedResponse>().url).pathname;
    expect((await call('GET', feedPath, { sourceIp: '198.51.100.7' })).statusCode).toBe(200);

    const removed = await call('DELETE', `/api/team/members/${member.user.id}`, { session: owner.session });
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/api/projects', { session: member.session })).statusCode).toBe(401);
    expect((await call('GET', feedPath, { sourceIp: '198.51.100.7' })).statusCode).toBe(404);
    const signIn = await call('POST', '/api/auth/login', {
      body: { email: member.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect(
      (await call('GET', `/api/projects/${project.project.id}`, { session: owner.session })).statusCode,
    ).toBe(200);
    const team = (await call('GET', '/api/team', { session: owner.session })).json<Team>();
    expect(team.members.map(({ userId }) => userId)).toEqual([owner.user.id]);
  });

  it("ends a removed teammate's Mark-as-done links: 410 and nothing marked", async () => {
    const owner = await signUp(api, 'gold');
    const member = await joinedTeammate(api, owner);
    const { project } = await createdProject(owner, { alertEmail2: member.email });
    const lien = `${project.id}-lien`;
    const link = `/api/deadline-done/${signDeadlineDoneToken(TEST_SESSION_SECRET, {
      userId: owner.user.id,
      projectId: project.id,
      deadlineId: lien,
      recipient: member.email,
      accountVersion: 1,
      issuedAt: api.clock.now().toISOString(),
      expiresAt: '2026-12-31T00:00:00.000Z',
    })}`;
    expect((await call('GET', link, { sourceIp: '198.51.100.8' })).statusCode).toBe(200);

    api.clock.advanceSeconds(60);
    expect(
      (await call('DELETE', `/api/team/members/${member.user.id}`, { session: owner.session })).statusCode,
    ).toBe(204);
    const marked = await call('POST', link, { sourceIp: '198.51.100.8' });
    expect(marked.statusCode).toBe(410);
    const read = await call('GET', `/api/projects/${project.id}`, { session: owner.session });
    expect(read.json<ProjectResponse>().deadlines.find(({ id }) => id === lien)?.isCompleted).toBe(false);
  });

  it("says beside a project's alert address that its person was removed from the team, until they join again", async () => {
    const owner = await signUp(api, 'gold');
    const member = await joinedTeammate(api, owner);
    const { project } = await createdProject(owner, { alertEmail2: member.email.toUpperCase() });
    const removedFromTeam = async () => {
      const history = await call('GET', `/api/projects/${project.id}/alerts`, { session: owner.session });
      expect(history.statusCode).toBe(200);
      return history.json<AlertHistoryResponse>().removedFromTeam;
    };
    expect(await removedFromTeam()).toEqual([]);

    api.clock.advanceSeconds(60);
    const removedAt = api.clock.now().toISOString();
    await call('DELETE', `/api/team/members/${member.user.id}`, { session: owner.session });
    // The address as the project lists it.
    expect(await removedFromTeam()).toEqual([{ recipient: member.email.toUpperCase(), removedAt }]);

    await invite(owner, member.email);
    const rejoined = await call('POST', '/api/team/join', {
      body: joinBody(await invitationTokenMailedTo(api, member.email)),
    });
    expect(rejoined.statusCode).toBe(201);
    expect(await removedFromTeam()).toEqual([]);
  });

  it('frees the seat of a removed teammate', async () => {
    const owner = await signUp(api, 'silver');
    const first = await joinedTeammate(api, owner);
    await joinedTeammate(api, owner);
    const full = await call('POST', '/api/team/invitations', {
      session: owner.session,
      body: { email: newTeammateEmail(), role: 'member' },
    });
    expect(full.statusCode).toBe(403);
    await call('DELETE', `/api/team/members/${first.user.id}`, { session: owner.session });
    await invite(owner, newTeammateEmail());
  });

  it("changes a teammate's role, never the owner's, and keeps the owner", async () => {
    const owner = await signUp(api, 'gold');
    const member = await joinedTeammate(api, owner);
    const promoted = await call('PATCH', `/api/team/members/${member.user.id}`, {
      session: owner.session,
      body: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ userId: member.user.id, role: 'admin' });
    expect((await call('GET', '/api/team', { session: member.session })).statusCode).toBe(200);

    const demoteOwner = await call('PATCH', `/api/team/members/${owner.user.id}`, {
      session: member.session,
      body: { role: 'member' },
    });
    expect(demoteOwner.statusCode).toBe(409);
    const removeOwner = await call('DELETE', `/api/team/members/${owner.user.id}`, {
      session: member.session,
    });
    expect(removeOwner.statusCode).toBe(409);
    expect(removeOwner.json<{ message: string }>().message).toBe(TEAM_MESSAGES.ownerStays);
  });

  it('hands ownership to an admin: billing moves with it, and the first user stays in the account', async () => {
    const owner = await signUp(api, 'gold');
    const admin = await joinedTeammate(api, owner, 'admin');
    const member = await joinedTeammate(api, owner);
    const toMember = await call('POST', '/api/team/owner', {
      session: owner.session,
      body: { userId: member.user.id },
    });
    expect(toMember.statusCode).toBe(409);
    const byAdmin = await call('POST', '/api/team/owner', {
      session: admin.session,
      body: { userId: admin.user.id },
    });
    expect(byAdmin.statusCode).toBe(403);

    const handed = await call('POST', '/api/team/owner', {
      session: owner.session,
      body: { userId: admin.user.id },
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json<Team>().members.map(({ userId, role }) => [userId, role])).toEqual([
      [admin.user.id, 'owner'],
      [owner.user.id, 'admin'],
      [member.user.id, 'member'],
    ]);
    const oldOwnerBilling = await call('POST', '/api/cancel-subscription', {
      session: owner.session,
      body: { confirmDataDeletion: true },
    });
    expect(oldOwnerBilling.statusCode).toBe(403);
    const me = await call('GET', '/api/auth/user', { session: admin.session });
    expect(me.json()).toMatchObject({ role: 'owner' });
    // The first user's login holds the account's records: they can be made a member, not removed.
    const removeFirst = await call('DELETE', `/api/team/members/${owner.user.id}`, {
      session: admin.session,
    });
    expect(removeFirst.statusCode).toBe(409);
    expect(removeFirst.json<{ message: string }>().message).toBe(TEAM_MESSAGES.founderStays);
  });
});
