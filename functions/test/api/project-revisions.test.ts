/**
 * A save never overwrites a newer save (docs/decisions/026): every project answer carries its
 * `revision`, and a PUT or done-mark PATCH made from an older one answers 409 and changes nothing.
 * The two tabs of these tests are two sessions' worth of reads of one project: one records a lien
 * and marks a deadline done, the other then saves the copy it read before.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES, type ProjectInput, type ProjectResponse } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectKey } from '#src/store/project-items';
import { call, projectBody, readAfterSave, signUp, startTestApi, type TestApi } from './support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('2026-01-20T15:00:00.000Z');
});

const CHANGED_ELSEWHERE = { message: MESSAGES.projectChangedElsewhere, errors: [] };

/** The project item exactly as stored: a refused write must leave every attribute as it was. */
async function storedItem(userId: string, projectId: string) {
  const { Item } = await api.table.client.send(
    new GetCommand({ TableName: api.table.tableName, Key: projectKey(userId, projectId) }),
  );
  expect(Item).toBeDefined();
  return Item;
}

async function newProject(session: string, overrides: Partial<ProjectInput> = {}) {
  const created = await call('POST', '/api/projects', {
    session,
    body: projectBody({ role: 'subcontractor', ...overrides }),
  });
  expect(created.statusCode).toBe(201);
  return readAfterSave(session, created);
}

const read = async (session: string, id: string) => {
  const answer = await call('GET', `/api/projects/${id}`, { session });
  expect(answer.statusCode).toBe(200);
  return answer.json<ProjectResponse>();
};

const save = (session: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
  call('PUT', `/api/projects/${id}`, { session, body, headers });

const mark = (
  session: string,
  id: string,
  deadlineId: string,
  body: unknown,
  headers: Record<string, string> = {},
) => call('PATCH', `/api/projects/${id}/deadlines/${deadlineId}`, { session, body, headers });

describe('the project revision', () => {
  it('is 1 on create and GET, and goes up by one with each save and each done mark', async () => {
    const { session } = await signUp(api);
    const created = await newProject(session);
    expect(created.revision).toBe(1);
    const id = created.project.id;
    expect((await read(session, id)).revision).toBe(1);

    const saved = await save(session, id, {
      ...projectBody({ role: 'subcontractor', name: 'Phase 2' }),
      revision: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ProjectResponse>().revision).toBe(2);

    const marked = await mark(session, id, `${id}-nto`, { isCompleted: true, revision: 2 });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<ProjectResponse>().revision).toBe(3);
    // Marking again changes nothing, so the revision stays.
    const again = await mark(session, id, `${id}-nto`, { isCompleted: true, revision: 3 });
    expect(again.json<ProjectResponse>().revision).toBe(3);
    expect((await read(session, id)).revision).toBe(3);
  });
});

describe('two tabs', () => {
  it('a copy saved from before a recorded lien and a done mark is refused, and the recording, its deadlines and the mark stay', async () => {
    const { user, session } = await signUp(api);
    const opened = await newProject(session);
    const id = opened.project.id;
    // Both tabs open the project at revision 1.
    const tabA = await read(session, id);
    const tabB = await read(session, id);
    expect([tabA.revision, tabB.revision]).toEqual([1, 1]);

    // Tab A records the lien, then marks the Notice to Owner done.
    const recorded = await save(session, id, {
      ...projectBody({ role: 'subcontractor', lienRecordedDate: '2026-01-20' }),
      revision: tabA.revision,
    });
    expect(recorded.statusCode).toBe(200);
    const afterRecording = recorded.json<ProjectResponse>();
    const marked = await mark(session, id, `${id}-nto`, {
      isCompleted: true,
      revision: afterRecording.revision,
    });
    expect(marked.statusCode).toBe(200);
    const current = await read(session, id);
    const before = await storedItem(user.id, id);

    // Tab B saves the copy it read before, without the recording: refused, whether the revision
    // comes in the body or as If-Match.
    const stale = { ...projectBody({ role: 'subcontractor', name: 'Brickell Tower (tab B)' }) };
    const inBody = await save(session, id, { ...stale, revision: tabB.revision });
    expect(inBody.statusCode).toBe(409);
    expect(inBody.json()).toEqual(CHANGED_ELSEWHERE);
    const asTag = await save(session, id, stale, { 'if-match': `"${tabB.revision}"` });
    expect(asTag.statusCode).toBe(409);
    expect(asTag.json()).toEqual(CHANGED_ELSEWHERE);
    // Its done mark undone from the old copy is refused as well.
    const staleUndo = await mark(session, id, `${id}-nto`, { isCompleted: false, revision: tabB.revision });
    expect(staleUndo.statusCode).toBe(409);
    expect(staleUndo.json()).toEqual(CHANGED_ELSEWHERE);
    const staleTagMark = await mark(session, id, `${id}-lien`, { isCompleted: true }, { 'if-match': '1' });
    expect(staleTagMark.statusCode).toBe(409);

    // Nothing was written: the item (and so the stream, the alerts planned from it) is as it was.
    expect(await storedItem(user.id, id)).toEqual(before);
    const after = await read(session, id);
    expect(after).toEqual(current);
    expect(after.project.lienRecordedDate).toBe('2026-01-20');
    expect(after.deadlines.map((deadline) => [deadline.id, deadline.isCompleted])).toEqual([
      [`${id}-serve`, false],
      [`${id}-nto`, true],
      [`${id}-lien`, true],
      [`${id}-enforce`, false],
    ]);

    // Loading the new version and saving again from it works, and keeps the recording and the mark.
    const reloaded = await save(session, id, {
      ...projectBody({
        role: 'subcontractor',
        lienRecordedDate: '2026-01-20',
        name: 'Brickell Tower (tab B)',
      }),
      revision: after.revision,
    });
    expect(reloaded.statusCode).toBe(200);
    expect(
      (await readAfterSave(session, reloaded)).deadlines.find((deadline) => deadline.id === `${id}-nto`),
    ).toMatchObject({ isCompleted: true });
  });

  it('of saves made at once from the same revision, exactly one wins', async () => {
    const { session } = await signUp(api);
    const { project, revision } = await newProject(session);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        save(session, project.id, { ...projectBody({ role: 'subcontractor', name: `Tab ${n}` }), revision }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json<ProjectResponse>();
    const stored = await read(session, project.id);
    expect(stored.project.name).toBe(winner?.project.name);
    expect(stored.revision).toBe(revision + 1);
  });
});

describe('a write that names no revision (older clients)', () => {
  it('is saved over whatever is current, and a mark still tries again after a race', async () => {
    const { session } = await signUp(api);
    const { project } = await newProject(session);
    await save(session, project.id, { ...projectBody({ role: 'subcontractor', name: 'One' }), revision: 1 });
    const unversioned = await save(session, project.id, projectBody({ role: 'subcontractor', name: 'Two' }));
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.json<ProjectResponse>()).toMatchObject({ project: { name: 'Two' }, revision: 3 });
    const marked = await mark(
      session,
      project.id,
      `${project.id}-nto`,
      { isCompleted: true },
      { 'if-match': '*' },
    );
    expect(marked.statusCode).toBe(200);
    expect(marked.json<ProjectResponse>().revision).toBe(4);
  });
});

describe('a revision that is not one', () => {
  it('answers 400 naming the field, and changes nothing', async () => {
    const { user, session } = await signUp(api);
    const { project } = await newProject(session);
    const before = await storedItem(user.id, project.id);
    for (const [body, headers, path, message] of [
      [{ ...projectBody(), revision: 'one' }, {}, 'revision', MESSAGES.revisionInvalid],
      [{ ...projectBody(), revision: 0 }, {}, 'revision', MESSAGES.revisionInvalid],
      [{ ...projectBody(), revision: 1.5 }, {}, 'revision', MESSAGES.revisionInvalid],
      [projectBody(), { 'if-match': 'W/"1"' }, 'If-Match', MESSAGES.revisionInvalid],
      [{ ...projectBody(), revision: 1 }, { 'if-match': '"2"' }, 'revision', MESSAGES.revisionsDisagree],
    ] as const) {
      const answer = await save(session, project.id, body, headers);
      expect(answer.statusCode, JSON.stringify([body, headers])).toBe(400);
      expect(answer.json()).toMatchObject({ errors: [{ path, message }] });
    }
    const badMark = await mark(session, project.id, `${project.id}-nto`, { isCompleted: true, revision: -1 });
    expect(badMark.statusCode).toBe(400);
    expect(badMark.json()).toMatchObject({
      errors: [{ path: 'revision', message: MESSAGES.revisionInvalid }],
    });
    expect(await storedItem(user.id, project.id)).toEqual(before);
  });
});
