/**
 * /api/deadline-done/{token}: an alert email's "Mark as done" link over the API, with no session.
 * GET changes nothing; POST marks the token's deadline done and DELETE undoes it, as the project
 * screen's done mark does; a token opens its own deadline alone, and an expired, tampered or
 * foreign one opens nothing. Each token names the recipient it was emailed to, and stops working
 * when that address leaves the project's alert list, its person leaves the team, or the owner resets
 * the password. The alerts' side is in test/alerts/deadline-marks.test.ts.
 */

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type DeadlineDoneResponse, MESSAGES, type ProjectResponse } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEADLINE_DONE_RATE_LIMIT } from '#src/services/deadlines/deadline-done';
import { signDeadlineDoneToken } from '#src/services/deadlines/deadline-done-token';
import { teamRemovalPut } from '#src/store/team-removals';
import { TEST_SESSION_SECRET } from '#test/dynamodb';
import {
  call,
  createdProject,
  projectBody,
  readProject,
  type SignedUpUser,
  sessionFrom,
  signUp,
  startTestApi,
  type TestApi,
  tokenMailedTo,
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

interface LinkOptions {
  user?: SignedUpUser;
  expiresAt?: string;
  /** Who the email went to: the account's own address by default (alert email 1 blank). */
  recipient?: string;
  /** The owner's sessionVersion when sent: 1 until a password reset. */
  accountVersion?: number;
}

/** A link as the alert email to its recipient carries it, sent now. */
const tokenFor = (projectId: string, deadlineId: string, options: LinkOptions = {}) => {
  const user = options.user ?? gold;
  return signDeadlineDoneToken(TEST_SESSION_SECRET, {
    userId: user.user.id,
    projectId,
    deadlineId,
    recipient: options.recipient ?? user.email,
    accountVersion: options.accountVersion ?? 1,
    issuedAt: api.clock.now().toISOString(),
    expiresAt: options.expiresAt ?? EXPIRES_AT,
  });
};
const linkFor = (projectId: string, deadlineId: string, options: LinkOptions = {}) =>
  `/api/deadline-done/${tokenFor(projectId, deadlineId, options)}`;

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
    const path = linkFor(project.id, lien);
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
      // Moved to another recipient, or to after the owner's password reset.
      edited({ rcp: 'someone@else.example.com' }),
      edited({ sv: claims.sv + 1 }),
      signDeadlineDoneToken('another-secret-of-at-least-32-characters!', {
        userId: gold.user.id,
        projectId: project.id,
        deadlineId: lien,
        recipient: gold.email,
        accountVersion: 1,
        issuedAt: api.clock.now().toISOString(),
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
    const path = linkFor(project.id, lien, { expiresAt: '2026-05-18T14:30:00.000Z' });
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
    const path = linkFor(project.id, `${project.id}-lien`);
    const undo = await call('DELETE', path, { sourceIp: newAddress() });
    expect(undo.statusCode).toBe(400);
    expect(undo.json<{ message: string }>().message).toBe(MESSAGES.deadlineMetByRecording);
  });

  it('refuses a write from another site, and counts requests per address (429 with Retry-After)', async () => {
    const { project } = await created('Guarded link');
    const path = linkFor(project.id, `${project.id}-lien`);
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

describe("a done link is its recipient's, while they may act on the project", () => {
  const WITHDRAWN = [
    410,
    'This link no longer works for this address. Sign in to mark the deadline done from its project.',
  ];

  /** GET, POST and DELETE all refused as withdrawn, and the project unchanged. */
  async function expectWithdrawn(path: string, projectId: string, user = gold) {
    const before = await read(projectId, user);
    const sourceIp = newAddress();
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await call(method, path, { sourceIp });
      expect([answer.statusCode, answer.json<{ message: string }>().message], method).toEqual(WITHDRAWN);
    }
    expect(await read(projectId, user)).toEqual(before);
  }

  it('works for each address on the alert list and for no other; ends when its address leaves the list', async () => {
    const { project } = await created('Two recipients');
    const lien = `${project.id}-lien`;
    const fields = {
      name: 'Two recipients',
      alertEmail: 'Office@Coastal.example.com',
      alertEmail2: 'pm@coastal.example.com',
    };
    const saved = await call('PUT', `/api/projects/${project.id}`, {
      session: gold.session,
      body: projectBody(fields),
    });
    expect(saved.statusCode).toBe(200);
    const forPm = linkFor(project.id, lien, { recipient: 'pm@coastal.example.com' });
    const forOffice = linkFor(project.id, lien, { recipient: 'office@coastal.example.com' });
    expect((await call('GET', forPm, { sourceIp: newAddress() })).statusCode).toBe(200);
    expect((await call('GET', forOffice, { sourceIp: newAddress() })).statusCode).toBe(200);
    // The account's own address is not on this list (alert email 1 is filled), nor is a stranger's.
    await expectWithdrawn(linkFor(project.id, lien), project.id);
    await expectWithdrawn(linkFor(project.id, lien, { recipient: 'someone@else.example.com' }), project.id);

    const dropped = await call('PUT', `/api/projects/${project.id}`, {
      session: gold.session,
      body: projectBody({ ...fields, alertEmail2: '' }),
    });
    expect(dropped.statusCode).toBe(200);
    await expectWithdrawn(forPm, project.id);
    expect(doneStates(await read(project.id))).toContainEqual([lien, false]);
    // The address still listed keeps its link.
    expect((await call('POST', forOffice, { sourceIp: newAddress() })).statusCode).toBe(200);
    expect(doneStates(await read(project.id))).toContainEqual([lien, true]);
  });

  it("ends every link sent before the owner's password reset", async () => {
    const owner = await signUp(api, 'gold');
    const { project } = await created('Reset owner', owner);
    const lien = `${project.id}-lien`;
    const path = linkFor(project.id, lien, { user: owner });
    expect((await call('GET', path, { sourceIp: newAddress() })).statusCode).toBe(200);

    const asked = await call('POST', '/api/auth/forgot-password', {
      body: { email: owner.email },
      sourceIp: newAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const resetToken = await tokenMailedTo(api, owner.email, '/reset-password');
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { token: resetToken, newPassword: 'Another-Lien-Pass-2026' },
    });
    expect(reset.statusCode).toBe(200);

    const signedIn = await call('POST', '/api/auth/login', {
      body: { email: owner.email, password: 'Another-Lien-Pass-2026' },
      cookies: [owner.device],
    });
    expect(signedIn.statusCode).toBe(200);
    await expectWithdrawn(path, project.id, { ...owner, session: sessionFrom(signedIn) });
    // A link sent after the reset works.
    const fresh = linkFor(project.id, lien, { user: owner, accountVersion: 2 });
    expect((await call('GET', fresh, { sourceIp: newAddress() })).statusCode).toBe(200);
  });

  it('ends the links of a person removed from the team that were sent before the removal', async () => {
    const { project } = await created('Removed teammate');
    const lien = `${project.id}-lien`;
    const saved = await call('PUT', `/api/projects/${project.id}`, {
      session: gold.session,
      body: projectBody({ name: 'Removed teammate', alertEmail2: 'leaving@coastal.example.com' }),
    });
    expect(saved.statusCode).toBe(200);
    const before = linkFor(project.id, lien, { recipient: 'leaving@coastal.example.com' });
    expect((await call('GET', before, { sourceIp: newAddress() })).statusCode).toBe(200);

    // As the team's member removal records it, in its own transaction.
    api.clock.advanceSeconds(60);
    await api.table.client.send(
      new TransactWriteCommand({
        TransactItems: [
          teamRemovalPut(api.table.tableName, gold.user.id, 'Leaving@Coastal.example.com', api.clock.now()),
        ],
      }),
    );
    await expectWithdrawn(before, project.id);

    // A later email to the same address (the person back on the team) carries a link that works.
    api.clock.advanceSeconds(60);
    const after = linkFor(project.id, lien, { recipient: 'leaving@coastal.example.com' });
    expect((await call('POST', after, { sourceIp: newAddress() })).statusCode).toBe(200);
    expect(doneStates(await read(project.id))).toContainEqual([lien, true]);
  });
});
