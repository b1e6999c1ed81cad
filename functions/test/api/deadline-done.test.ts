/**
 * /api/deadline-done/{token}: an alert email's "Mark as done" link over the API, with no session.
 * GET changes nothing; POST marks the token's deadline done and DELETE undoes it, as the project
 * screen's done mark does; a token opens its own deadline alone, and an expired, tampered or
 * foreign one opens nothing. The alerts' side is in test/alerts/deadline-marks.test.ts.
 */
import { type DeadlineDoneResponse, MESSAGES, type ProjectResponse } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEADLINE_DONE_RATE_LIMIT } from '#src/services/deadlines/deadline-done';
import { signDeadlineDoneToken } from '#src/services/deadlines/deadline-done-token';
import { TEST_SESSION_SECRET } from '#test/dynamodb';
import {
  call,
  createdProject,
  projectBody,
  readProject,
  type SignedUpUser,
  signUp,
  startTestApi,
  type TestApi,
} from './support';

let api: TestApi;
let gold: SignedUpUser;

beforeAll(async () => {
  // 10:00 in Miami, three days before the Claim of Lien of projectBody() (Thursday 2026-05-21).
  api = await startTestApi('2026-05-18T14:00:00.000Z');
  gold = await signUp(api, 'gold');
});

/** A while after the Claim of Lien's legal last day, as the email's signer would choose. */
const EXPIRES_AT = '2026-06-20T04:00:00.000Z';

const tokenFor = (projectId: string, deadlineId: string, user = gold, expiresAt = EXPIRES_AT) =>
  signDeadlineDoneToken(TEST_SESSION_SECRET, { userId: user.user.id, projectId, deadlineId, expiresAt });

let addresses = 0;
/** Each test from its own address, so the per-address limit counts only what that test sends. */
const newAddress = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

const created = (name: string, user = gold) => createdProject(user, { name });
const read = (projectId: string, user = gold) => readProject(user, projectId);

const doneStates = (response: ProjectResponse) => response.deadlines.map((d) => [d.id, d.isCompleted]);

describe('/api/deadline-done/{token}', () => {
  it('GET shows the deadline and its project and changes nothing; POST marks it done, DELETE undoes it', async () => {
    const { project } = await created('Smith Residence');
    const lien = `${project.id}-lien`;
    const path = `/api/deadline-done/${tokenFor(project.id, lien)}`;
    const sourceIp = newAddress();
    const before = await read(project.id);

    const shown = await call('GET', path, { sourceIp });
    expect(shown.statusCode).toBe(200);
    const lienView = before.deadlines.find((deadline) => deadline.id === lien);
    const { project: _summary, ...deadline } = lienView ?? {};
    expect(shown.json<DeadlineDoneResponse>()).toEqual({
      project: {
        id: project.id,
        name: 'Smith Residence',
        address: project.address,
        timeZone: 'America/New_York',
      },
      deadline: { ...deadline, isCompleted: false },
    });
    expect(shown.json<DeadlineDoneResponse>().deadline).toMatchObject({
      title: 'Record Claim of Lien / Notice of Nonpayment',
      dueDate: '2026-05-21',
      legalLastDay: '2026-05-21',
    });
    // Opened again (a mail scanner, then the person): still nothing changed.
    expect((await call('GET', path, { sourceIp })).json()).toEqual(shown.json());
    expect(await read(project.id)).toEqual(before);

    const marked = await call('POST', path, { sourceIp });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<DeadlineDoneResponse>().deadline.isCompleted).toBe(true);
    expect(doneStates(await read(project.id))).toEqual([
      [`${project.id}-nto`, false],
      [lien, true],
    ]);
    expect((await call('GET', path, { sourceIp })).json()).toEqual(marked.json());

    const undone = await call('DELETE', path, { sourceIp });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual(shown.json());
    // As before, but two writes later: the mark and its undoing each moved the project's revision.
    expect(await read(project.id)).toEqual({ ...before, revision: before.revision + 2 });
  });

  it('opens only its own deadline: a token edited to another deadline, project or user, a foreign project, or a session opens nothing', async () => {
    const { project } = await created('Only this one');
    const lien = `${project.id}-lien`;
    const stranger = await signUp(api, 'gold');
    const theirs = (await created('Theirs', stranger)).project;
    const sourceIp = newAddress();
    const token = tokenFor(project.id, lien);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const edited = (change: Record<string, unknown>) =>
      `${header}.${Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url')}.${signature}`;
    const mine = await read(project.id);
    const before = await read(theirs.id, stranger);

    const refused = [
      edited({ did: `${project.id}-nto` }),
      edited({ pid: theirs.id, did: `${theirs.id}-lien` }),
      edited({ sub: stranger.user.id }),
      // Genuinely signed, but for a deadline of someone else's project under this user's id.
      tokenFor(theirs.id, `${theirs.id}-lien`),
      // Genuinely signed for a deadline the project does not have (a private job without a bond).
      tokenFor(project.id, `${project.id}-bond`),
      signDeadlineDoneToken('another-secret-of-at-least-32-characters!', {
        ...claims,
        expiresAt: EXPIRES_AT,
      }),
      gold.session.split('=')[1] as string,
      'not-a-token',
    ];
    for (const candidate of refused) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const answer = await call(method, `/api/deadline-done/${candidate}`, { sourceIp });
        expect(
          [answer.statusCode, answer.json<{ message: string }>().message],
          `${method} ${candidate}`,
        ).toEqual([404, 'This link does not open a deadline. Sign in to see your projects.']);
      }
    }
    expect(await read(project.id)).toEqual(mine);
    expect(await read(theirs.id, stranger)).toEqual(before);
  });

  it('answers 410 once the token has expired, and marks nothing', async () => {
    const { project } = await created('Expired link');
    const lien = `${project.id}-lien`;
    const path = `/api/deadline-done/${tokenFor(project.id, lien, gold, '2026-05-18T14:30:00.000Z')}`;
    const sourceIp = newAddress();
    expect((await call('GET', path, { sourceIp })).statusCode).toBe(200);
    const before = await read(project.id);

    api.clock.set('2026-05-18T14:30:00.000Z');
    try {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const answer = await call(method, path, { sourceIp });
        expect([answer.statusCode, answer.json<{ message: string }>().message], method).toEqual([
          410,
          'This link has expired. Sign in to mark the deadline done from its project.',
        ]);
      }
    } finally {
      api.clock.set('2026-05-18T14:00:00.000Z');
    }
    expect(await read(project.id)).toEqual(before);
  });

  it('refuses to undo a Claim of Lien met by its recording, as the done mark does', async () => {
    const response = await call('POST', '/api/projects', {
      session: gold.session,
      body: projectBody({ name: 'Recorded', role: 'subcontractor', lienRecordedDate: '2026-03-01' }),
    });
    const { project } = response.json<ProjectResponse>();
    const path = `/api/deadline-done/${tokenFor(project.id, `${project.id}-lien`)}`;
    const undo = await call('DELETE', path, { sourceIp: newAddress() });
    expect(undo.statusCode).toBe(400);
    expect(undo.json<{ message: string }>().message).toBe(MESSAGES.deadlineMetByRecording);
  });

  it('refuses a write from another site, and counts requests per address (429 with Retry-After)', async () => {
    const { project } = await created('Guarded link');
    const path = `/api/deadline-done/${tokenFor(project.id, `${project.id}-lien`)}`;
    const foreign = await call('POST', path, {
      sourceIp: newAddress(),
      headers: { origin: 'https://attacker.example.com' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(doneStates(await read(project.id))).toContainEqual([`${project.id}-lien`, false]);

    const busy = newAddress();
    for (let count = 0; count < DEADLINE_DONE_RATE_LIMIT.limit; count++) {
      expect((await call('GET', path, { sourceIp: busy })).statusCode).toBe(200);
    }
    const limited = await call('POST', path, { sourceIp: busy });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['Retry-After'] ?? limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(doneStates(await read(project.id))).toContainEqual([`${project.id}-lien`, false]);
    // Another address is not held up by this one.
    expect((await call('GET', path, { sourceIp: newAddress() })).statusCode).toBe(200);
  });
});
