/**
 * The account is the company (docs/architecture.md section 9): a teammate's user item names the
 * account, their session reads and writes the account's projects under the account's plan, and
 * the roles keep billing to the owner and the company profile to the owner and admins.
 */
import type { TeamRole, User } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createdProject,
  PASSWORD,
  projectBody,
  type SignedUpUser,
  sessionFrom,
  signUp,
  startTestApi,
  type TestApi,
} from './support';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

/** A teammate in `owner`'s account, written as a join writes them, signed in through the login route. */
async function teammate(owner: SignedUpUser, role: TeamRole): Promise<SignedUpUser> {
  const email = `teammate-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const id = api.app.ids.newId();
  await api.app.users.create({
    id,
    accountId: owner.user.id,
    role,
    email,
    firstName: 'Luis',
    lastName: 'Ortega',
    phone: '3055550199',
    tier: 'free',
    passwordHash: await api.app.passwords.hash(PASSWORD),
    projectCount: 0,
    sessionVersion: 1,
    createdAt: api.clock.now().toISOString(),
  });
  const signedIn = await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  expect(signedIn.statusCode).toBe(200);
  const user = signedIn.json<User>();
  return { user, email, session: sessionFrom(signedIn), device: '' };
}

describe('a teammate in a company account', () => {
  it("signs in as themselves, with the account's plan and their role", async () => {
    const owner = await signUp(api, 'gold');
    const member = await teammate(owner, 'member');
    expect(member.user).toMatchObject({ firstName: 'Luis', subscriptionStatus: 'gold', role: 'member' });
    const me = await call('GET', '/api/auth/user', { session: member.session });
    expect(me.json()).toEqual(member.user);
  });

  it("reads and saves the owner's projects, and the owner sees the save", async () => {
    const owner = await signUp(api, 'gold');
    const member = await teammate(owner, 'member');
    const project = await createdProject(owner);

    const listed = await call('GET', '/api/projects', { session: member.session });
    expect(listed.json<{ id: string }[]>().map(({ id }) => id)).toEqual([project.project.id]);
    const saved = await call('PUT', `/api/projects/${project.project.id}`, {
      session: member.session,
      body: { ...projectBody({ name: 'Brickell Tower, phase 2' }), revision: project.revision },
    });
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', `/api/projects/${project.project.id}`, { session: owner.session });
    expect(read.json<{ project: { name: string } }>().project.name).toBe('Brickell Tower, phase 2');
  });

  it("counts the whole account's projects against the plan's limit, whoever made them", async () => {
    const owner = await signUp(api);
    const member = await teammate(owner, 'member');
    await createdProject(owner);
    const refused = await call('POST', '/api/projects', { session: member.session, body: projectBody() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ upgradeRequired: true, projectLimit: 1 });
  });

  it('keeps billing to the owner, and the company profile to the owner and admins', async () => {
    const owner = await signUp(api, 'silver');
    const member = await teammate(owner, 'member');
    const admin = await teammate(owner, 'admin');

    for (const [method, path, body] of [
      ['POST', '/api/create-subscription', { tier: 'gold' }],
      ['POST', '/api/cancel-subscription', { confirmDataDeletion: true }],
    ] as const) {
      for (const refusedOne of [member, admin]) {
        const refused = await call(method, path, { session: refusedOne.session, body });
        expect(refused.statusCode).toBe(403);
        expect(refused.json<{ message: string }>().message).toBe(
          "Only the account's owner can change the plan or billing.",
        );
      }
    }
    const profile = { legalName: 'Coastal Drywall LLC' };
    const refused = await call('PUT', '/api/company-profile', { session: member.session, body: profile });
    expect(refused.statusCode).toBe(403);
    const byAdmin = await call('PUT', '/api/company-profile', { session: admin.session, body: profile });
    expect(byAdmin.statusCode).toBe(200);
    const read = await call('GET', '/api/company-profile', { session: member.session });
    expect(read.json()).toMatchObject(profile);
  });

  it("shows another account nothing of the team's (404)", async () => {
    const owner = await signUp(api, 'gold');
    const project = await createdProject(owner);
    const stranger = await teammate(await signUp(api, 'gold'), 'admin');
    const read = await call('GET', `/api/projects/${project.project.id}`, { session: stranger.session });
    expect(read.statusCode).toBe(404);
    const listed = await call('GET', '/api/projects', { session: stranger.session });
    expect(listed.json()).toEqual([]);
  });
});
