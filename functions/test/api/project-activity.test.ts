/**
 * GET /api/projects/{id}/activity: who did what to a project, newest first, a page at a time. Each
 * entry is written in the transaction of the change it records, so a change refused at the table
 * leaves none; a done mark made from an alert email's link names the recipient who clicked it.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES, type ProjectActivityResponse } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProjectChangedConcurrently } from '#src/errors';
import { ACTIVITY_PARTITION_PREFIX } from '#src/keys';
import { signDeadlineDoneToken } from '#src/services/deadlines/deadline-done-token';
import { actorOf } from '#src/services/projects/activity-entries';
import { updateProject } from '#src/services/projects/update-project';
import { TEST_SESSION_SECRET } from '#test/dynamodb';
import {
  call,
  createdProject,
  projectBody,
  type SignedUpUser,
  signUp,
  startTestApi,
  type TestApi,
} from './support';
import { joinedTeammate } from './team-support';

let api: TestApi;
let owner: SignedUpUser;
let member: SignedUpUser;

beforeAll(async () => {
  api = await startTestApi('2026-03-02T14:00:00.000Z');
  owner = await signUp(api, 'gold');
  member = await joinedTeammate(api, owner);
});

const activityPath = (projectId: string, query = '') => `/api/projects/${projectId}/activity${query}`;

async function activityOf(user: SignedUpUser, projectId: string, query = '') {
  const response = await call('GET', activityPath(projectId, query), { session: user.session });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProjectActivityResponse>();
}

/** Each change a minute after the last: the entries' order is the clock's. */
const aMinuteLater = () => api.clock.advanceSeconds(60);
const now = () => api.clock.now().toISOString();

const ownerActor = () => ({ userId: owner.user.id, name: 'Maria Lopez' });
const memberActor = () => ({ userId: member.user.id, name: 'Luis Ortega' });

async function saved(user: SignedUpUser, projectId: string, revision: number, fields = {}) {
  const response = await call('PUT', `/api/projects/${projectId}`, {
    session: user.session,
    body: { ...projectBody(fields), revision },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('a project’s activity', () => {
  it('names the owner who created it, the member who saved it and the recipient who marked a deadline done from the email’s link', async () => {
    const fields = { name: 'Smith Residence', alertEmail2: 'pm@coastal.example.com' };
    const created = now();
    const { project, revision } = await createdProject(owner, fields);
    aMinuteLater();
    const edited = now();
    await saved(member, project.id, revision, {
      ...fields,
      ownerContact: 'Dana Smith',
      lastFurnishingDate: '2026-02-25',
    });
    aMinuteLater();
    const token = signDeadlineDoneToken(TEST_SESSION_SECRET, {
      userId: owner.user.id,
      projectId: project.id,
      deadlineId: `${project.id}-lien`,
      recipient: 'pm@coastal.example.com',
      accountVersion: 1,
      issuedAt: now(),
      expiresAt: '2026-07-01T04:00:00.000Z',
    });
    const marked = now();
    expect((await call('POST', `/api/deadline-done/${token}`, { sourceIp: '198.51.100.7' })).statusCode).toBe(
      200,
    );

    expect(await activityOf(member, project.id)).toEqual({
      items: [
        {
          at: marked,
          actor: { email: 'pm@coastal.example.com' },
          action: 'deadline_done',
          summary: 'Marked done: Record Claim of Lien / Notice of Nonpayment.',
        },
        {
          at: edited,
          actor: memberActor(),
          action: 'saved',
          summary: 'Changed Owner contact and Last furnishing date.',
        },
        {
          at: created,
          actor: ownerActor(),
          action: 'created',
          summary: 'Created the project Smith Residence.',
        },
      ],
      cursor: null,
    });
  });

  it('records service, a mark undone, a document prepared (once however often it is opened) and the deletion, which the activity outlives; another account sees none of it', async () => {
    const { project } = await createdProject(owner, {
      name: 'Coral Gables Office',
      role: 'subcontractor',
      ownerAddress: '100 Owner Way, Miami, FL 33131',
    });
    const nto = `${project.id}-nto`;
    const lien = `${project.id}-lien`;
    const mark = (user: SignedUpUser, deadlineId: string, body: unknown) =>
      call('PATCH', `/api/projects/${project.id}/deadlines/${deadlineId}`, { session: user.session, body });
    aMinuteLater();
    const proof = {
      servedOn: '2026-02-18',
      method: 'certified_mail',
      servedTo: 'Brickell Holdings',
      reference: '9407 1112',
    };
    expect((await mark(member, nto, { isCompleted: true, proof })).statusCode).toBe(200);
    aMinuteLater();
    expect((await mark(owner, lien, { isCompleted: true })).statusCode).toBe(200);
    aMinuteLater();
    expect((await mark(owner, lien, { isCompleted: false })).statusCode).toBe(200);
    aMinuteLater();
    const documentPath = `/api/projects/${project.id}/documents/notice-to-owner`;
    expect((await call('GET', documentPath, { session: member.session })).statusCode).toBe(200);
    aMinuteLater();
    expect((await call('GET', documentPath, { session: member.session })).statusCode).toBe(200);
    aMinuteLater();
    const stranger = await signUp(api, 'gold');
    expect((await call('GET', activityPath(project.id), { session: stranger.session })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/projects/${project.id}`, { session: owner.session })).statusCode).toBe(
      200,
    );

    const { items } = await activityOf(owner, project.id);
    expect(items.map(({ actor, action, summary }) => [actor, action, summary])).toEqual([
      [ownerActor(), 'deleted', 'Deleted the project Coral Gables Office.'],
      [memberActor(), 'document_prepared', 'Prepared the Notice to Owner.'],
      [ownerActor(), 'deadline_undone', 'Marked not done: Record Claim of Lien.'],
      [ownerActor(), 'deadline_done', 'Marked done: Record Claim of Lien.'],
      [
        memberActor(),
        'service_recorded',
        'Notice to Owner: served on February 18, 2026 by certified mail, return receipt requested, to Brickell Holdings (9407 1112).',
      ],
      [ownerActor(), 'created', 'Created the project Coral Gables Office.'],
    ]);
    // Gone, and still not the stranger's; an id the account never had is not found either.
    expect((await call('GET', activityPath(project.id), { session: stranger.session })).statusCode).toBe(404);
    expect((await call('GET', activityPath('aaaaaaaaaaaaaaaa'), { session: owner.session })).statusCode).toBe(
      404,
    );
  });

  it('pages newest first, 20 an answer, the rest from the cursor; a cursor the API did not give is 400', async () => {
    const { project, revision } = await createdProject(owner, { name: 'Paged' });
    for (let save = 1; save <= 21; save++) {
      aMinuteLater();
      await saved(owner, project.id, revision + save - 1, { name: `Paged ${save}` });
    }

    const first = await activityOf(owner, project.id);
    expect(first.items).toHaveLength(20);
    expect(first.cursor).toEqual(expect.any(String));
    const rest = await activityOf(owner, project.id, `?cursor=${first.cursor}`);
    expect(rest.cursor).toBeNull();
    const all = [...first.items, ...rest.items];
    expect(all.map(({ action }) => action)).toEqual([...Array(21).fill('saved'), 'created']);
    expect(all.map(({ at }) => at)).toEqual(
      all
        .map(({ at }) => at)
        .sort()
        .reverse(),
    );
    expect(new Set(all.map(({ at }) => at)).size).toBe(22);

    for (const cursor of ['bm90IGEgcGxhY2U', 'not%20base64']) {
      const refused = await call('GET', activityPath(project.id, `?cursor=${cursor}`), {
        session: owner.session,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: unknown }>().errors).toEqual([
        { path: 'cursor', message: MESSAGES.activityCursorInvalid },
      ]);
    }
  });
});

describe('a change that was not made', () => {
  /** Every entry of the account's activity, read from the table itself. */
  async function entriesOfAccount(accountId: string) {
    const answer = await api.table.client.send(
      new QueryCommand({
        TableName: api.table.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `${ACTIVITY_PARTITION_PREFIX}${accountId}` },
      }),
    );
    return (answer.Items ?? []).map((item) => item.action);
  }

  it('records nothing when the table refuses it: a save that lost its race', async () => {
    const { project, revision } = await createdProject(owner, { name: 'Raced' });
    const staleRead = await api.app.projects.getRecord(owner.user.id, project.id);
    aMinuteLater();
    await saved(member, project.id, revision, { name: 'Raced, member first' });
    const account = await api.app.users.findById(owner.user.id);
    if (!account) throw new Error('owner not stored');

    await expect(
      updateProject(api.app, account, actorOf(account), staleRead, projectBody({ name: 'Raced, late' }), {
        ip: '127.0.0.1',
        userAgent: 'vitest',
      }),
    ).rejects.toBeInstanceOf(ProjectChangedConcurrently);
    const { items } = await activityOf(owner, project.id);
    expect(items.map(({ actor, action }) => [actor, action])).toEqual([
      [memberActor(), 'saved'],
      [ownerActor(), 'created'],
    ]);
  });

  it('records nothing when the table refuses it: a create past the plan’s limit', async () => {
    const free = await signUp(api, 'free');
    await createdProject(free, { name: 'The one' });
    const refused = await call('POST', '/api/projects', { session: free.session, body: projectBody() });
    expect(refused.statusCode).toBe(403);
    expect(await entriesOfAccount(free.user.id)).toEqual(['created']);
  });
});
