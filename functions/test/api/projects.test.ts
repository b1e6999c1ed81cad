import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  MESSAGES,
  PRIVACY_PATH,
  PROJECT_PHONE_CONSENT_TEXT,
  type Project,
  type ProjectResponse,
  SMS_FREQUENCY,
  TERMS_PATH,
} from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '#test/dynamodb';
import {
  call,
  PASSWORD,
  projectBody,
  readAfterSave,
  sessionFrom,
  signUp,
  startTestApi,
  type TestApi,
} from './support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('2026-01-20T15:00:00.000Z');
});

/** The user's alert items: the API writes none, the table's stream plans them (docs/decisions/007). */
async function alertItemsOf(userId: string) {
  const { Items } = await api.table.client.send(
    new QueryCommand({
      TableName: api.table.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `ALERTS#${userId}` },
    }),
  );
  return Items ?? [];
}

async function projectsOf(session: string): Promise<Project[]> {
  const response = await call('GET', '/api/projects', { session });
  expect(response.statusCode).toBe(200);
  return response.json<Project[]>();
}

describe('POST /api/projects', () => {
  it('stores the project with its computed deadlines, and no alerts: the stream plans them', async () => {
    const { user, session } = await signUp(api);
    const response = await call('POST', '/api/projects', {
      session,
      body: projectBody({ alertEmail: 'billing@lopez.example.com' }),
    });

    expect(response.statusCode).toBe(201);
    const { project, deadlines, pendingDeadlines } = await readAfterSave(session, response);
    expect(project).toMatchObject({
      id: expect.stringMatching(/^[a-z2-7]{16}$/),
      name: 'Brickell Tower',
      type: 'private',
      projectStatus: 'active',
      contractorPhone: '3055550100',
      alertEmail: 'billing@lopez.example.com',
      alertEmail2: '',
      alertPhone: '',
      alertPhoneConsent: false,
      timeZone: 'America/New_York',
      emailAlerts: true,
      // The one switch for texts, on: with no consented phone, nothing is texted.
      smsAlerts: true,
      textAccountPhone: false,
      createdAt: '2026-01-20T15:00:00.000Z',
      updatedAt: '2026-01-20T15:00:00.000Z',
    });
    expect(deadlines.map((d) => [d.type, d.dueDate, d.legalLastDay, d.isCompleted])).toEqual([
      ['notice_to_owner', '2026-02-21', '2026-02-23', false],
      ['record_lien', '2026-05-21', '2026-05-21', false],
    ]);
    expect(deadlines[0]?.project).toEqual({
      id: project.id,
      name: 'Brickell Tower',
      type: 'private',
      firstFurnishingDate: '2026-01-07',
      recurringAlertsInterval: '',
      recurringAlertsStartDate: '',
      recurringAlertsEndDate: '',
    });
    expect(pendingDeadlines).toEqual([]);

    expect(await alertItemsOf(user.id)).toEqual([]);

    expect(await projectsOf(session)).toEqual([project]);
  });

  it("answers 400 with the spec's messages and saves nothing", async () => {
    const { session } = await signUp(api);
    const response = await call('POST', '/api/projects', {
      session,
      body: {
        name: ' ',
        address: '',
        generalContractor: '',
        propertyOwner: '',
        firstFurnishingDate: '',
        contractorEmail: 'nope',
        alertEmail: 'also-nope',
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { path: string; message: string }[] }>();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: MESSAGES.projectNameRequired },
        { path: 'address', message: MESSAGES.projectAddressRequired },
        { path: 'generalContractor', message: MESSAGES.generalContractorRequired },
        { path: 'propertyOwner', message: MESSAGES.propertyOwnerRequired },
        { path: 'firstFurnishingDate', message: MESSAGES.firstFurnishingDateRequired },
        { path: 'contractorEmail', message: MESSAGES.invalidEmail },
        { path: 'alertEmail', message: MESSAGES.invalidEmail },
      ]),
    );
    expect(await projectsOf(session)).toEqual([]);
  });

  it("answers 400 for the recurring-window and phone-consent rules with the spec's messages", async () => {
    const { session } = await signUp(api, 'silver');
    const noDates = await call('POST', '/api/projects', {
      session,
      body: projectBody({
        recurringAlertsInterval: '15',
        alertPhone: '(305) 555-0199',
        alertPhoneConsent: false,
      }),
    });
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'recurringAlertsStartDate', message: MESSAGES.startDateRequired },
      { path: 'recurringAlertsEndDate', message: MESSAGES.endDateRequired },
      { path: 'alertPhoneConsent', message: MESSAGES.smsConsentRequired },
    ]);

    const tooLong = await call('POST', '/api/projects', {
      session,
      body: projectBody({
        recurringAlertsInterval: '30',
        recurringAlertsStartDate: '2026-02-01',
        recurringAlertsEndDate: '2027-02-02',
      }),
    });
    expect(tooLong.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'recurringAlertsEndDate', message: MESSAGES.endDateWithinYear },
    ]);
    expect(await projectsOf(session)).toEqual([]);
  });

  it('lets a Free user hold one project and answers the second with 403 upgradeRequired', async () => {
    const { session } = await signUp(api);
    expect((await call('POST', '/api/projects', { session, body: projectBody() })).statusCode).toBe(201);

    const second = await call('POST', '/api/projects', { session, body: projectBody({ name: 'Second' }) });
    expect(second.statusCode).toBe(403);
    expect(second.body).toContain('upgradeRequired');
    expect(second.json()).toEqual({
      message: 'Project limit reached for your plan',
      errors: [],
      upgradeRequired: true,
      projectLimit: 1,
    });
    expect((await projectsOf(session)).map((p) => p.name)).toEqual(['Brickell Tower']);
  });

  it('makes exactly one project from 20 concurrent creates by a Free user', async () => {
    const { session } = await signUp(api);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/projects', { session, body: projectBody({ name: `Race ${i}` }) }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(403)]);
    for (const refused of responses.filter((r) => r.statusCode === 403))
      expect(refused.body).toContain('upgradeRequired');
    expect(await projectsOf(session)).toHaveLength(1);
  });

  it('lets a Silver user create 10 projects and refuses the 11th', async () => {
    const { session } = await signUp(api, 'silver');
    for (let i = 1; i <= 10; i++) {
      const response = await call('POST', '/api/projects', {
        session,
        body: projectBody({ name: `Job ${i}` }),
      });
      expect(response.statusCode).toBe(201);
    }
    const eleventh = await call('POST', '/api/projects', { session, body: projectBody({ name: 'Job 11' }) });
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json()).toMatchObject({ upgradeRequired: true, projectLimit: 10 });
    expect(await projectsOf(session)).toHaveLength(10);
  });

  describe('plan slots', () => {
    const cases: [string, Parameters<typeof projectBody>[0], string][] = [
      ['a second alert email', { alertEmail2: 'second@example.com' }, 'alertEmail2'],
      ['an alert phone', { alertPhone: '(305) 555-0199', alertPhoneConsent: true }, 'alertPhone'],
      ['texts to the registered phone', { textAccountPhone: true }, 'textAccountPhone'],
      [
        'recurring alerts',
        {
          recurringAlertsInterval: '30',
          recurringAlertsStartDate: '2026-02-01',
          recurringAlertsEndDate: '2026-12-01',
        },
        'recurringAlertsInterval',
      ],
    ];

    it.each(cases)('refuses %s on Free with 403 and saves nothing', async (_name, fields, path) => {
      const { session } = await signUp(api);
      const response = await call('POST', '/api/projects', { session, body: projectBody(fields) });
      expect(response.statusCode).toBe(403);
      const body = response.json<{ message: string; errors: { path: string; message: string }[] }>();
      expect(body.errors.map((e) => e.path)).toContain(path);
      expect(body.errors.find((e) => e.path === path)?.message).toMatch(/^The Free plan /);
      expect(body).not.toHaveProperty('upgradeRequired');
      expect(await projectsOf(session)).toEqual([]);
      // Nothing counted against the plan either: the one free project can still be made.
      expect((await call('POST', '/api/projects', { session, body: projectBody() })).statusCode).toBe(201);
    });

    it('allows two emails and two phones on Silver but not a third email', async () => {
      const { session } = await signUp(api, 'silver');
      const two = projectBody({
        alertEmail: 'one@example.com',
        alertEmail2: 'two@example.com',
        alertPhone: '(305) 555-0101',
        alertPhoneConsent: true,
        alertPhone2: '(305) 555-0102',
        alertPhone2Consent: true,
        smsAlerts: true,
      });
      const created = await call('POST', '/api/projects', { session, body: two });
      expect(created.statusCode).toBe(201);
      expect(created.json<ProjectResponse>().project).toMatchObject({
        alertPhone: '3055550101',
        alertPhone2: '3055550102',
      });

      const three = await call('POST', '/api/projects', {
        session,
        body: { ...two, alertEmail3: 'three@example.com' },
      });
      expect(three.statusCode).toBe(403);
      expect(three.json<{ errors: unknown[] }>().errors).toEqual([
        { path: 'alertEmail3', message: 'The Silver plan allows 2 alert emails per project.' },
      ]);
    });
  });
});

describe('alert phone consent', () => {
  it('is recorded with the address and user agent of the browser that saved the form', async () => {
    const { user, session } = await signUp(api, 'silver');
    const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/142.0';
    const response = await call('POST', '/api/projects', {
      session,
      headers: { 'user-agent': userAgent },
      body: projectBody({ smsAlerts: true, alertPhone: '(305) 555-0177', alertPhoneConsent: true }),
    });
    expect(response.statusCode).toBe(201);

    const { Items } = await api.table.client.send(
      new QueryCommand({
        TableName: api.table.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'CONSENT#2026-01' },
      }),
    );
    expect(Items?.filter((record) => record.userId === user.id)).toMatchObject([
      {
        phone: '+13055550177',
        ip: '127.0.0.1',
        userAgent,
        consentText: PROJECT_PHONE_CONSENT_TEXT,
        action: 'opt_in',
        source: 'project_form',
        projectId: response.json<ProjectResponse>().project.id,
        // The program as docs/sms-compliance.md "Consent" has every record state it.
        programType: 'deadline_alerts',
        frequency: SMS_FREQUENCY,
        termsUrl: new URL(TERMS_PATH, TEST_PUBLIC_URL).href,
        privacyUrl: new URL(PRIVACY_PATH, TEST_PUBLIC_URL).href,
      },
    ]);
  });
});

describe('GET /api/projects/{id}', () => {
  it('returns the project with every deadline, past ones included, and what is still pending', async () => {
    const { session } = await signUp(api);
    const created = await call('POST', '/api/projects', {
      session,
      body: projectBody({ firstFurnishingDate: '2025-06-02', lastFurnishingDate: '' }),
    });
    const { project } = created.json<ProjectResponse>();

    const response = await call('GET', `/api/projects/${project.id}`, { session });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProjectResponse>();
    expect(body.project).toEqual(project);
    // Due 2025-07-17, long before the test clock's 2026-01-20: still listed.
    expect(body.deadlines).toEqual([
      expect.objectContaining({
        id: `${project.id}-nto`,
        type: 'notice_to_owner',
        dueDate: '2025-07-17',
        legalLastDay: '2025-07-17',
        isCompleted: false,
        description: expect.stringContaining('45 days'),
      }),
    ]);
    // Reference only: the project did not ask for the notice's alerts (docs/decisions/033).
    expect(body.deadlines[0]).toHaveProperty('alertsEnabled', false);
    expect(body.deadlines[0]).not.toHaveProperty('projectId');
    expect(body.pendingDeadlines).toEqual([
      expect.objectContaining({
        type: 'record_lien',
        reason: expect.stringContaining('last furnishing date'),
      }),
    ]);
  });

  it('answers 404 for an id that does not exist or is not an id', async () => {
    const { session } = await signUp(api);
    for (const id of ['aaaaaaaaaaaaaaaa', 'not-an-id', 'AAAAAAAAAAAAAAAA']) {
      const response = await call('GET', `/api/projects/${id}`, { session });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Project not found', errors: [] });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/projects')).statusCode).toBe(401);
    expect((await call('GET', '/api/projects/aaaaaaaaaaaaaaaa')).statusCode).toBe(401);
    expect((await call('POST', '/api/projects', { body: projectBody() })).statusCode).toBe(401);
  });
});

describe('PUT /api/projects/{id}', () => {
  it('recomputes the deadlines: a later last furnishing date moves the Claim of Lien deadline', async () => {
    const { session } = await signUp(api);
    const created = await readAfterSave(
      session,
      await call('POST', '/api/projects', { session, body: projectBody() }),
    );
    const id = created.project.id;
    api.clock.advanceSeconds(3600);

    const response = await call('PUT', `/api/projects/${id}`, {
      session,
      body: projectBody({ lastFurnishingDate: '2026-03-10', name: 'Brickell Tower (phase 2)' }),
    });
    expect(response.statusCode).toBe(200);
    const updated = await readAfterSave(session, response);
    expect(updated.project).toMatchObject({
      id,
      name: 'Brickell Tower (phase 2)',
      createdAt: created.project.createdAt,
      updatedAt: new Date(Date.parse(created.project.createdAt) + 3600_000).toISOString(),
    });
    const lien = updated.deadlines.find((d) => d.type === 'record_lien');
    expect(lien).toMatchObject({ id: `${id}-lien`, dueDate: '2026-06-08', legalLastDay: '2026-06-08' });
  });

  it('removes deadlines that no longer apply and keeps completion marks on the ones that survive', async () => {
    const { session } = await signUp(api, 'silver');
    const withReminders = projectBody({
      recurringAlertsInterval: '30',
      recurringAlertsStartDate: '2026-02-01',
      recurringAlertsEndDate: '2026-04-01',
    });
    const created = await readAfterSave(
      session,
      await call('POST', '/api/projects', { session, body: withReminders }),
    );
    const id = created.project.id;
    expect(created.deadlines.map((d) => d.type)).toEqual([
      'recurring_lien_reminder', // 2026-02-01
      'notice_to_owner', // 2026-02-21
      'recurring_lien_reminder', // 2026-03-03
      'record_lien', // 2026-05-21
    ]);
    // The user marked the Notice to Owner as served (no API for that yet: written as the store keeps it).
    const user = await api.app.users.findByEmail(
      (await call('GET', '/api/auth/user', { session })).json<{ email: string }>().email,
    );
    await api.table.client.send(
      new UpdateCommand({
        TableName: api.table.tableName,
        Key: { pk: `USER#${user?.id}`, sk: `PROJECT#${id}` },
        UpdateExpression: 'ADD completedDeadlines :ids',
        ExpressionAttributeValues: { ':ids': new Set([`${id}-nto`, `${id}-r20260303`]) },
      }),
    );

    const response = await call('PUT', `/api/projects/${id}`, {
      session,
      body: projectBody({
        recurringAlertsInterval: '',
        recurringAlertsStartDate: '',
        recurringAlertsEndDate: '',
      }),
    });
    expect(response.statusCode).toBe(200);
    const expected = [
      [`${id}-nto`, true],
      [`${id}-lien`, false],
    ];
    const reread = await readAfterSave(session, response);
    expect(reread.deadlines.map((d) => [d.id, d.isCompleted])).toEqual(expected);

    // The reminders back: the one marked before the edit removed it comes back unmarked.
    const restored = await call('PUT', `/api/projects/${id}`, { session, body: withReminders });
    expect((await readAfterSave(session, restored)).deadlines.map((d) => [d.id, d.isCompleted])).toEqual([
      [`${id}-r20260201`, false],
      [`${id}-nto`, true],
      [`${id}-r20260303`, false],
      [`${id}-lien`, false],
    ]);
  });

  it('keeps the notification preferences chosen on create when the edit form does not send them', async () => {
    const { session } = await signUp(api, 'gold');
    const created = (
      await call('POST', '/api/projects', {
        session,
        body: projectBody({ emailAlerts: false, smsAlerts: true, timeZone: 'America/Chicago' }),
      })
    ).json<ProjectResponse>();
    const { emailAlerts: _e, smsAlerts: _s, timeZone: _t, ...editForm } = projectBody({ name: 'Renamed' });
    const response = await call('PUT', `/api/projects/${created.project.id}`, { session, body: editForm });
    expect(response.json<ProjectResponse>().project).toMatchObject({
      name: 'Renamed',
      emailAlerts: false,
      smsAlerts: true,
      timeZone: 'America/Chicago',
    });
  });

  it('validates like create and changes nothing on 400', async () => {
    const { session } = await signUp(api);
    const created = await readAfterSave(
      session,
      await call('POST', '/api/projects', { session, body: projectBody() }),
    );
    const response = await call('PUT', `/api/projects/${created.project.id}`, {
      session,
      body: projectBody({ name: '', lastFurnishingDate: '2025-12-01' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors).toEqual([
      { path: 'name', message: MESSAGES.projectNameRequired },
      { path: 'lastFurnishingDate', message: MESSAGES.lastFurnishingBeforeFirst },
    ]);
    const reread = (
      await call('GET', `/api/projects/${created.project.id}`, { session })
    ).json<ProjectResponse>();
    expect(reread).toEqual(created);
  });
});

describe('DELETE /api/projects/{id}', () => {
  it('is refused on Free with the spec tooltip text, and the project stays', async () => {
    const { session } = await signUp(api);
    const created = await readAfterSave(
      session,
      await call('POST', '/api/projects', { session, body: projectBody() }),
    );
    const response = await call('DELETE', `/api/projects/${created.project.id}`, { session });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.deleteNeedsPaidPlan, errors: [] });
    expect(await projectsOf(session)).toHaveLength(1);
  });

  it('removes the project and its deadlines on Silver and frees its slot under the limit', async () => {
    const { user, session } = await signUp(api, 'silver');
    const ids: string[] = [];
    for (let i = 1; i <= 10; i++) {
      const created = await call('POST', '/api/projects', {
        session,
        body: projectBody({ name: `Job ${i}` }),
      });
      ids.push(created.json<ProjectResponse>().project.id);
    }
    const [victim] = ids as [string];

    const response = await call('DELETE', `/api/projects/${victim}`, { session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Project deleted' });

    expect((await call('GET', `/api/projects/${victim}`, { session })).statusCode).toBe(404);
    const dashboard = (await call('GET', '/api/dashboard', { session })).json<{
      projects: Project[];
      upcomingDeadlines: { projectId: string }[];
    }>();
    expect(dashboard.projects).toHaveLength(9);
    expect(dashboard.upcomingDeadlines.some((d) => d.projectId === victim)).toBe(false);
    expect((await api.app.users.findById(user.id))?.projectCount).toBe(9);

    const replacement = await call('POST', '/api/projects', {
      session,
      body: projectBody({ name: 'Job 11' }),
    });
    expect(replacement.statusCode).toBe(201);
    expect((await call('DELETE', `/api/projects/${victim}`, { session })).statusCode).toBe(404);
  });
});

describe('PUT /api/projects/{id}, the project read beside the session check', () => {
  it('answers 401 to a session signed out, whatever the id, and 404 to a live one for an id it lacks', async () => {
    const { email, session } = await signUp(api);
    const created = await readAfterSave(
      session,
      await call('POST', '/api/projects', { session, body: projectBody() }),
    );
    const own = `/api/projects/${created.project.id}`;
    for (const path of ['/api/projects/not-an-id', '/api/projects/aaaaaaaaaaaaaaaa']) {
      expect((await call('PUT', path, { session, body: projectBody() })).statusCode).toBe(404);
    }
    expect((await call('POST', '/api/auth/logout', { session })).statusCode).toBe(200);
    for (const path of [own, '/api/projects/not-an-id', '/api/projects/aaaaaaaaaaaaaaaa']) {
      const response = await call('PUT', path, { session, body: projectBody({ name: 'After sign-out' }) });
      expect(response.statusCode).toBe(401);
    }
    const again = sessionFrom(await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } }));
    expect((await call('GET', own, { session: again })).json()).toEqual(created);
  });
});

describe("another user's project", () => {
  it('answers 404 to reads, updates and deletes, and stays unchanged', async () => {
    const owner = await signUp(api, 'silver');
    const intruder = await signUp(api, 'silver');
    const created = await readAfterSave(
      owner.session,
      await call('POST', '/api/projects', { session: owner.session, body: projectBody() }),
    );
    const path = `/api/projects/${created.project.id}`;

    const attempts = [
      await call('GET', path, { session: intruder.session }),
      await call('PUT', path, { session: intruder.session, body: projectBody({ name: 'Hijacked' }) }),
      await call('DELETE', path, { session: intruder.session }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Project not found', errors: [] });
    }
    expect((await call('GET', path, { session: owner.session })).json()).toEqual(created);
    expect(await projectsOf(intruder.session)).toEqual([]);
  });
});

describe('who hired you, the payment bond and the recorded lien', () => {
  // The clock reads 2026-01-20 in Florida. The project: first furnishing 2026-01-07, last 2026-02-20.
  const recordedAndContested = {
    role: 'contractor',
    paymentBond: true,
    lienRecordedDate: '2026-01-15',
    contestServedDate: '2026-01-19',
  } as const;
  const NEW_FIELDS = ['role', 'paymentBond', 'lienRecordedDate', 'contestServedDate'] as const;

  /** Each deadline as [id suffix, dueDate, legalLastDay, isCompleted, metOn]. */
  const lines = ({ project, deadlines }: ProjectResponse) =>
    deadlines.map((d) => [
      d.id.slice(project.id.length + 1),
      d.dueDate,
      d.legalLastDay,
      d.isCompleted,
      d.metOn,
    ]);

  async function created(session: string, fields: Parameters<typeof projectBody>[0] = {}) {
    const response = await call('POST', '/api/projects', { session, body: projectBody(fields) });
    expect(response.statusCode).toBe(201);
    return readAfterSave(session, response);
  }

  async function edited(session: string, id: string, body: unknown) {
    const response = await call('PUT', `/api/projects/${id}`, { session, body });
    expect(response.statusCode).toBe(200);
    return readAfterSave(session, response);
  }

  it('POST stores the four fields, GET reads them back, and the answer holds the deadlines they give', async () => {
    const { session } = await signUp(api);
    const answer = await created(session, recordedAndContested);
    expect(answer.project).toMatchObject(recordedAndContested);
    expect(lines(answer)).toEqual([
      ['serve', '2026-01-30', '2026-01-30', false, undefined],
      // 60 days after the contest, Friday 2026-03-20; the affidavit 5 days before, a Sunday: Friday.
      ['fpa', '2026-03-15', '2026-03-13', false, undefined],
      ['enforce', '2026-03-20', '2026-03-20', false, undefined],
      // The bonded job's contractor records a lien: recorded, so done.
      ['lien', '2026-05-21', '2026-05-21', true, '2026-01-15'],
    ]);
    expect(answer.notes).toEqual([]);
    expect(answer.pendingDeadlines).toEqual([]);

    const read = await call('GET', `/api/projects/${answer.project.id}`, { session });
    expect(read.json<ProjectResponse>()).toEqual(answer);
    expect(await projectsOf(session)).toEqual([answer.project]);
  });

  it('a project created without them reads as no role, no bond, nothing recorded, and says to choose a role', async () => {
    const { session } = await signUp(api);
    const answer = await created(session);
    expect(answer.project).toMatchObject({
      role: '',
      paymentBond: false,
      lienRecordedDate: '',
      contestServedDate: '',
    });
    expect(lines(answer).map(([suffix]) => suffix)).toEqual(['nto', 'lien']);
    expect(answer.notes).toEqual([
      { kind: 'choose_role', text: expect.stringContaining('Choose who hired you') },
    ]);
  });

  it('a PUT that leaves the four fields out keeps their stored values and deadlines; one that sends them changes them', async () => {
    const { session } = await signUp(api);
    const before = await created(session, recordedAndContested);
    const withoutNewFields: Record<string, unknown> = { ...projectBody({ name: 'Renamed' }) };
    for (const field of NEW_FIELDS) delete withoutNewFields[field];

    const kept = await edited(session, before.project.id, withoutNewFields);
    expect(kept.project).toMatchObject({ name: 'Renamed', ...recordedAndContested });
    expect(lines(kept)).toEqual(lines(before));

    const cleared = await edited(session, before.project.id, {
      ...withoutNewFields,
      lienRecordedDate: '',
      contestServedDate: '',
    });
    expect(cleared.project).toMatchObject({ role: 'contractor', paymentBond: true, lienRecordedDate: '' });
    expect(lines(cleared)).toEqual([['lien', '2026-05-21', '2026-05-21', false, undefined]]);
  });

  it.each([
    ['a role not in the list', { role: 'owner' }, [{ path: 'role', message: MESSAGES.roleInvalid }]],
    [
      'a bond, a recording and a contest on a public project',
      { type: 'public', paymentBond: true, lienRecordedDate: '2026-01-15', contestServedDate: '2026-01-19' },
      [
        { path: 'paymentBond', message: MESSAGES.paymentBondPrivateOnly },
        { path: 'lienRecordedDate', message: MESSAGES.lienRecordedPrivateOnly },
        { path: 'contestServedDate', message: MESSAGES.contestPrivateOnly },
      ],
    ],
    [
      "a recording dated tomorrow on the project's calendar",
      { lienRecordedDate: '2026-01-21' },
      [{ path: 'lienRecordedDate', message: MESSAGES.lienRecordedInFuture }],
    ],
    [
      'a recording before the first furnishing',
      { lienRecordedDate: '2026-01-06' },
      [{ path: 'lienRecordedDate', message: MESSAGES.lienRecordedBeforeFirstFurnishing }],
    ],
    [
      'a contest without a recording',
      { contestServedDate: '2026-01-19' },
      [{ path: 'contestServedDate', message: MESSAGES.contestNeedsRecording }],
    ],
    [
      'a contest before the recording',
      { lienRecordedDate: '2026-01-15', contestServedDate: '2026-01-14' },
      [{ path: 'contestServedDate', message: MESSAGES.contestBeforeRecording }],
    ],
    [
      "a contest dated tomorrow on the project's calendar",
      { lienRecordedDate: '2026-01-15', contestServedDate: '2026-01-21' },
      [{ path: 'contestServedDate', message: MESSAGES.contestInFuture }],
    ],
  ] as const)(
    'refuses %s with 400, on create and on edit, and saves nothing',
    async (_name, fields, errors) => {
      const { session } = await signUp(api);
      const refusedCreate = await call('POST', '/api/projects', {
        session,
        body: { ...projectBody(), ...fields },
      });
      expect(refusedCreate.statusCode).toBe(400);
      expect(refusedCreate.json<{ errors: unknown[] }>().errors).toEqual(errors);
      expect(await projectsOf(session)).toEqual([]);

      const project = await created(session);
      const refusedEdit = await call('PUT', `/api/projects/${project.project.id}`, {
        session,
        body: { ...projectBody(), ...fields },
      });
      expect(refusedEdit.statusCode).toBe(400);
      expect(refusedEdit.json<{ errors: unknown[] }>().errors).toEqual(errors);
      expect((await call('GET', `/api/projects/${project.project.id}`, { session })).json()).toEqual(project);
    },
  );

  it('a role change recomputes the deadlines in the answer, keeping the ids of those that stay', async () => {
    const { session } = await signUp(api);
    const noRole = await created(session, { paymentBond: true });
    const id = noRole.project.id;
    // No role on a bonded job: the two deadlines every project had, and the bond suit most roles have.
    expect(noRole.deadlines.map((d) => [d.id, d.title])).toEqual([
      [`${id}-nto`, 'Notice to Contractor'],
      [`${id}-lien`, 'Record Claim of Lien / Notice of Nonpayment'],
      [`${id}-bond`, 'Suit on Payment Bond'],
    ]);

    const sub = await edited(session, id, projectBody({ paymentBond: true, role: 'subcontractor' }));
    expect(sub.deadlines.map((d) => [d.id, d.title, d.statute, d.dueDate])).toEqual([
      [`${id}-lien`, 'Notice of Nonpayment', 'Fla. Stat. s. 713.23(1)(d)', '2026-05-21'],
      [`${id}-bond`, 'Suit on Payment Bond', 'Fla. Stat. s. 713.23(1)(e)', '2027-02-20'],
    ]);
    expect(sub.notes).toEqual([]);

    const publicContractor = await edited(
      session,
      id,
      projectBody({ type: 'public', paymentBond: false, role: 'contractor' }),
    );
    expect(publicContractor.deadlines).toEqual([]);
    expect(publicContractor.notes).toEqual([
      { kind: 'no_statutory_deadline', text: expect.stringContaining('No statutory deadline') },
    ]);
    expect((await call('GET', `/api/projects/${id}`, { session })).json()).toEqual(publicContractor);
  });

  it('a new recording date marks the Claim of Lien done and brings the serve and enforce deadlines', async () => {
    const { session } = await signUp(api);
    const before = await created(session, { role: 'subcontractor' });
    expect(lines(before)).toEqual([
      ['nto', '2026-02-21', '2026-02-23', false, undefined],
      ['lien', '2026-05-21', '2026-05-21', false, undefined],
    ]);
    const after = await edited(
      session,
      before.project.id,
      projectBody({ role: 'subcontractor', lienRecordedDate: '2026-01-20' }),
    );
    expect(lines(after)).toEqual([
      // 15 days after Tuesday 2026-01-20 is Wednesday 2026-02-04.
      ['serve', '2026-02-04', '2026-02-04', false, undefined],
      ['nto', '2026-02-21', '2026-02-23', false, undefined],
      ['lien', '2026-05-21', '2026-05-21', true, '2026-01-20'],
      ['enforce', '2027-01-20', '2027-01-20', false, undefined],
    ]);
  });
});
