/**
 * PATCH /api/projects/{id}/deadlines/{deadlineId}: a done mark set and undone over the API, what
 * it answers, who may set it, and how it lives alongside project edits (the mark and an edit never
 * erase each other). The alerts' side is in test/alerts/deadline-marks.test.ts.
 */
import {
  type DashboardResponse,
  MESSAGES,
  type ProjectInput,
  type ProjectResponse,
} from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProjectChangedConcurrently } from '#src/errors';
import type { StoredUser } from '#src/ports/user-store';
import { actorOf } from '#src/services/projects/activity-entries';
import { markDeadline } from '#src/services/projects/mark-deadline';
import { updateProject } from '#src/services/projects/update-project';
import { recordedMetrics } from '#test/recorded-metrics';
import {
  call,
  createdProject,
  projectBody,
  readAfterSave,
  readProject,
  type SignedUpUser,
  signUp,
  startTestApi,
  type TestApi,
} from './support';

let api: TestApi;
let gold: SignedUpUser;

beforeAll(async () => {
  // 10:00 in Miami, three days before the Claim of Lien of projectBody() (Thursday 2026-05-21): urgent.
  api = await startTestApi('2026-05-18T14:00:00.000Z');
  gold = await signUp(api, 'gold');
});

/** A recorded Claim of Lien (met), with its service and enforcement deadlines after it. */
const recordedLien = { role: 'subcontractor', lienRecordedDate: '2026-03-01' } as const;

const deadlinePath = (projectId: string, deadlineId: string) =>
  `/api/projects/${projectId}/deadlines/${deadlineId}`;

const mark = (projectId: string, deadlineId: string, isCompleted: boolean, user = gold) =>
  call('PATCH', deadlinePath(projectId, deadlineId), { session: user.session, body: { isCompleted } });

const created = (fields: Partial<ProjectInput> = {}, user = gold) => createdProject(user, fields);
const read = (projectId: string, user = gold) => readProject(user, projectId);

async function edited(projectId: string, fields: Partial<ProjectInput>): Promise<ProjectResponse> {
  const response = await call('PUT', `/api/projects/${projectId}`, {
    session: gold.session,
    body: projectBody(fields),
  });
  expect(response.statusCode).toBe(200);
  return readAfterSave(gold.session, response);
}

async function dashboard(): Promise<DashboardResponse> {
  const response = await call('GET', '/api/dashboard', { session: gold.session });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardResponse>();
}

const doneStates = (response: ProjectResponse) => response.deadlines.map((d) => [d.id, d.isCompleted]);
const upcomingIds = (answer: DashboardResponse) => answer.upcomingDeadlines.map((d) => d.id);

async function storedUser(): Promise<StoredUser> {
  const user = await api.app.users.findById(gold.user.id);
  if (!user) throw new Error('user not stored');
  return user;
}

describe('PATCH /api/projects/{id}/deadlines/{deadlineId}', () => {
  it('marks a deadline done and undoes it, answering what GET answers; the dashboard follows at once', async () => {
    const { project } = await created({ name: 'Marked' });
    const lien = `${project.id}-lien`;
    // Read once first: a warm dashboard keeps its projects until the user's projectsRevision moves.
    const before = await dashboard();
    expect(upcomingIds(before)).toContain(lien);
    const urgentBefore = before.urgentDeadlines;

    const done = await mark(project.id, lien, true);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(await read(project.id));
    expect(doneStates(done.json<ProjectResponse>())).toEqual([
      [`${project.id}-nto`, false],
      [lien, true],
    ]);
    const afterMark = await dashboard();
    expect(upcomingIds(afterMark)).not.toContain(lien);
    expect(afterMark.urgentDeadlines).toBe(urgentBefore - 1);

    const undone = await mark(project.id, lien, false);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual(await read(project.id));
    expect(doneStates(undone.json<ProjectResponse>())).toEqual([
      [`${project.id}-nto`, false],
      [lien, false],
    ]);
    const afterUndo = await dashboard();
    expect(upcomingIds(afterUndo)).toContain(lien);
    expect(afterUndo.urgentDeadlines).toBe(urgentBefore);

    // Asked twice, the same answer.
    expect((await mark(project.id, lien, false)).json()).toEqual(undone.json());
  });

  it('marks the sworn statement a demand brings done, and the mark goes with the demand when it is cleared', async () => {
    // Demand served Friday 2026-05-01: the statement is due Sunday 05-31, legal last day Monday 06-01.
    const demand = { role: 'subcontractor', swornStatementDemandDate: '2026-05-01' } as const;
    const { project } = await created({ name: 'Sworn', ...demand });
    const sworn = `${project.id}-sworn`;
    expect(upcomingIds(await dashboard())).toContain(sworn);

    const done = await mark(project.id, sworn, true);
    expect(done.statusCode).toBe(200);
    expect(done.json<ProjectResponse>().deadlines.find((d) => d.id === sworn)).toMatchObject({
      type: 'sworn_statement',
      dueDate: '2026-05-31',
      legalLastDay: '2026-06-01',
      isCompleted: true,
    });
    expect(upcomingIds(await dashboard())).not.toContain(sworn);

    // Without the demand there is no such deadline, and its mark is not kept for a later one.
    await edited(project.id, { role: 'subcontractor', swornStatementDemandDate: '' });
    const again = await edited(project.id, demand);
    expect(again.deadlines.find((d) => d.id === sworn)?.isCompleted).toBe(false);
  });

  it("answers 404 for a deadline the project does not have, an unknown project, and another user's project", async () => {
    const { project } = await created({ name: 'Mine' });
    const stranger = await signUp(api, 'gold');
    const theirs = (await created({ name: 'Theirs' }, stranger)).project;
    const before = await read(theirs.id, stranger);

    const answers = [
      await mark(project.id, `${project.id}-bond`, true), // a private job without a bond has none
      await mark(project.id, `${theirs.id}-lien`, true), // another project's deadline
      await mark(project.id, 'nonsense', true),
      await mark('aaaaaaaaaaaaaaaa', 'aaaaaaaaaaaaaaaa-lien', true),
      await mark('not-a-project-id', 'x-lien', true),
      await mark(theirs.id, `${theirs.id}-lien`, true),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json<{ message: string }>().message])).toEqual([
      [404, 'Deadline not found'],
      [404, 'Deadline not found'],
      [404, 'Deadline not found'],
      [404, 'Project not found'],
      [404, 'Project not found'],
      [404, 'Project not found'],
    ]);
    expect(answers.every((answer) => Array.isArray(answer.json<{ errors: unknown }>().errors))).toBe(true);
    expect(await read(theirs.id, stranger)).toEqual(before);
    expect(doneStates(await read(project.id)).every(([, done]) => done === false)).toBe(true);
  });

  it('answers 400 for a body without a true or false isCompleted, and marks nothing', async () => {
    const { project } = await created({ name: 'Bad bodies' });
    const path = deadlinePath(project.id, `${project.id}-lien`);
    const refusal = { path: 'isCompleted', message: MESSAGES.isCompletedRequired };
    for (const body of [{}, { isCompleted: 'true' }, { isCompleted: null }, { isCompleted: 1 }]) {
      const response = await call('PATCH', path, { session: gold.session, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ errors: unknown[] }>().errors, JSON.stringify(body)).toEqual([refusal]);
    }
    for (const body of [[true], 'true', undefined]) {
      const response = await call('PATCH', path, {
        session: gold.session,
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const malformed = await call('PATCH', path, {
      session: gold.session,
      body: '{"isCompleted": tru',
      headers: { 'content-type': 'application/json' },
    });
    expect([malformed.statusCode, malformed.json<{ message: string }>().message]).toEqual([
      400,
      'The request body is not valid JSON.',
    ]);
    expect(doneStates(await read(project.id)).every(([, done]) => done === false)).toBe(true);
  });

  it('refuses to undo a Claim of Lien met by its recording, and takes marking it again as done already', async () => {
    const { project } = await created({ name: 'Recorded', ...recordedLien });
    const lien = `${project.id}-lien`;
    expect(doneStates(await read(project.id))).toContainEqual([lien, true]);

    const undo = await mark(project.id, lien, false);
    expect(undo.statusCode).toBe(400);
    expect(undo.json()).toEqual({
      message: MESSAGES.deadlineMetByRecording,
      errors: [{ path: 'isCompleted', message: MESSAGES.deadlineMetByRecording }],
    });

    const again = await mark(project.id, lien, true);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(await read(project.id));
    // Nothing was stored for it: clearing the recording reopens the Claim of Lien, as the refusal says.
    const cleared = await edited(project.id, {
      name: 'Recorded',
      role: 'subcontractor',
      lienRecordedDate: '',
    });
    expect(doneStates(cleared)).toContainEqual([lien, false]);
  });

  it('answers 401 signed out and 403 from another site, marking nothing', async () => {
    const { project } = await created({ name: 'Guarded' });
    const path = deadlinePath(project.id, `${project.id}-lien`);
    const signedOut = await call('PATCH', path, { body: { isCompleted: true } });
    expect(signedOut.statusCode).toBe(401);
    const foreign = await call('PATCH', path, {
      session: gold.session,
      body: { isCompleted: true },
      headers: { origin: 'https://attacker.example.com' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(doneStates(await read(project.id))).toContainEqual([`${project.id}-lien`, false]);
  });
});

describe('done marks and project edits', () => {
  it('keeps a mark through an edit that keeps its deadline', async () => {
    const { project } = await created({ name: 'Before' });
    const nto = `${project.id}-nto`;
    expect((await mark(project.id, nto, true)).statusCode).toBe(200);

    const renamed = await edited(project.id, { name: 'After' });
    expect(doneStates(renamed)).toContainEqual([nto, true]);
    expect(await read(project.id)).toEqual(renamed);
  });

  it('refuses an edit based on a read from before the mark instead of erasing the mark', async () => {
    const { project } = await created({ name: 'Raced' });
    const nto = `${project.id}-nto`;
    // What PUT read beside its session check, before the mark landed.
    const staleRead = await api.app.projects.get(gold.user.id, project.id);
    expect((await mark(project.id, nto, true)).statusCode).toBe(200);

    await expect(
      updateProject(
        api.app,
        await storedUser(),
        actorOf(gold.user),
        staleRead,
        projectBody({ name: 'Raced, renamed' }),
        {
          ip: '127.0.0.1',
          userAgent: 'vitest',
        },
      ),
    ).rejects.toBeInstanceOf(ProjectChangedConcurrently);
    const current = await read(project.id);
    expect(current.project.name).toBe('Raced');
    expect(doneStates(current)).toContainEqual([nto, true]);
  });

  it('tries a mark whose read an edit overtook again on a fresh read, keeping the edit', async () => {
    const { project } = await created({ name: 'Overtaken' });
    const lien = `${project.id}-lien`;
    const staleRead = await api.app.projects.get(gold.user.id, project.id);
    await edited(project.id, { name: 'Overtaken, renamed' });

    const deps = {
      projects: api.app.projects,
      clock: api.clock,
      metrics: recordedMetrics(),
      source: 'app' as const,
      actor: actorOf(gold.user),
    };
    const answer = await markDeadline(deps, gold.user.id, staleRead, lien, { isCompleted: true });

    expect(answer.project.name).toBe('Overtaken, renamed');
    expect(doneStates(answer)).toContainEqual([lien, true]);
    expect(await read(project.id)).toEqual(answer);
  });

  it('drops the mark of a deadline the edit removes: it comes back open', async () => {
    const { project } = await created({ name: 'Served', ...recordedLien });
    const serve = `${project.id}-serve`;
    expect((await mark(project.id, serve, true)).statusCode).toBe(200);

    const unrecorded = await edited(project.id, {
      name: 'Served',
      role: 'subcontractor',
      lienRecordedDate: '',
    });
    expect(unrecorded.deadlines.map((d) => d.id)).not.toContain(serve);
    expect((await mark(project.id, serve, false)).statusCode).toBe(404);

    const recordedAgain = await edited(project.id, { name: 'Served', ...recordedLien });
    expect(doneStates(recordedAgain)).toContainEqual([serve, false]);
  });
});
