/**
 * The dates of what someone else did (docs/florida-rules.md section 5) through the API: stored like
 * the lien recording date (absent reads as '', a PUT that leaves one out keeps it), each refused
 * with its own message where the job, the role or the calendar does not allow it, and each bringing
 * or shortening its deadline in the answer.
 */
import { MESSAGES, type ProjectResponse } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, projectBody, readAfterSave, signUp, startTestApi, type TestApi } from './support';

let api: TestApi;
// Tuesday 2026-01-20, 10:00 in New York and 9:00 in Chicago. The project: first furnishing
// 2026-01-07, last 2026-02-20.
beforeAll(async () => {
  api = await startTestApi('2026-01-20T15:00:00.000Z');
});

const EVENTS = {
  showCauseServedDate: '2026-01-19',
  swornStatementDemandDate: '2026-01-12',
  terminationDate: '2026-01-16',
  nocRecordedDate: '2026-01-05',
  nocExpirationDate: '2026-12-31',
} as const;
const EVENT_FIELDS = [...Object.keys(EVENTS), 'bondContestServedDate'];
/** A payment bond answers for those under the contractor: they claim on it, and hold no lien (s. 713.23). */
const ROLES_WITHOUT_A_LIEN_ON_A_BONDED_JOB = [
  'subcontractor',
  'sub_subcontractor',
  'supplier_to_contractor',
  'supplier_to_subcontractor',
  'laborer',
] as const;

async function created(session: string, fields: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/projects', { session, body: { ...projectBody(), ...fields } });
  expect(response.statusCode).toBe(201);
  return readAfterSave(session, response);
}

async function edited(session: string, id: string, body: unknown) {
  const response = await call('PUT', `/api/projects/${id}`, { session, body });
  expect(response.statusCode).toBe(200);
  return readAfterSave(session, response);
}

/** Each deadline as "<id suffix> <dueDate> <legalLastDay>". */
const lines = ({ project, deadlines }: ProjectResponse) =>
  deadlines.map((d) => `${d.id.slice(project.id.length + 1)} ${d.dueDate} ${d.legalLastDay}`);

describe('event dates on the project', () => {
  it('POST stores them, GET reads them back, and the answer holds the deadlines they bring or shorten', async () => {
    const { session } = await signUp(api);
    const answer = await created(session, {
      role: 'contractor',
      lienRecordedDate: '2026-01-15',
      ...EVENTS,
    });
    expect(answer.project).toMatchObject({ ...EVENTS, bondContestServedDate: '' });
    expect(lines(answer)).toEqual([
      // Serve by Friday 2026-01-30, 15 days after the recording.
      'serve 2026-01-30 2026-01-30',
      // 20 days after the show cause: Sunday 2026-02-08, the affidavit 5 days before (Tuesday 02-03).
      'fpa 2026-02-03 2026-02-03',
      'enforce 2026-02-08 2026-02-09',
      // 30 days after the demand: Wednesday 2026-02-11.
      'sworn 2026-02-11 2026-02-11',
      // 90 days after the termination (before the last furnishing): Friday 2026-04-16.
      'lien 2026-04-16 2026-04-16',
      // The stated expiration, never rolled.
      'noc 2026-12-31 2026-12-31',
    ]);
    const sworn = answer.deadlines.find((d) => d.id === `${answer.project.id}-sworn`);
    expect(sworn).toMatchObject({ type: 'sworn_statement', title: 'Answer the Sworn Statement Demand' });
    const read = await call('GET', `/api/projects/${answer.project.id}`, { session });
    expect(read.json<ProjectResponse>()).toEqual(answer);
  });

  it('a project created without them reads each as blank', async () => {
    const { session } = await signUp(api);
    const answer = await created(session);
    for (const field of EVENT_FIELDS) expect(answer.project).toHaveProperty(field, '');
  });

  it('a PUT that leaves them out keeps them and their deadlines; one that sends them blank clears them', async () => {
    const { session } = await signUp(api);
    const before = await created(session, {
      role: 'subcontractor',
      ...EVENTS,
      lienRecordedDate: '2026-01-15',
    });
    const withoutEvents: Record<string, unknown> = {
      ...projectBody({ name: 'Renamed' }),
      role: 'subcontractor',
      lienRecordedDate: '2026-01-15',
    };
    const kept = await edited(session, before.project.id, withoutEvents);
    expect(kept.project).toMatchObject({ name: 'Renamed', ...EVENTS });
    expect(lines(kept)).toEqual(lines(before));

    const blank = Object.fromEntries(EVENT_FIELDS.map((field) => [field, '']));
    const cleared = await edited(session, before.project.id, { ...withoutEvents, ...blank });
    expect(cleared.project).toMatchObject(blank);
    expect(lines(cleared).map((line) => line.split(' ')[0])).toEqual(['serve', 'nto', 'lien', 'enforce']);
  });

  it.each(['contractor', 'design_professional'] as const)(
    "a bonded job's %s keeps its lien: a demand brings the sworn statement and a termination moves the lien",
    async (role) => {
      const { session } = await signUp(api);
      const answer = await created(session, {
        paymentBond: true,
        role,
        swornStatementDemandDate: '2026-01-12',
        terminationDate: '2026-01-16',
      });
      expect(answer.project).toMatchObject({
        swornStatementDemandDate: '2026-01-12',
        terminationDate: '2026-01-16',
      });
      // 30 days after the demand: Wednesday 2026-02-11; 90 days after the termination, before the
      // last furnishing (2026-02-20): Friday 2026-04-16.
      expect(lines(answer)).toContain('sworn 2026-02-11 2026-02-11');
      expect(lines(answer)).toContain('lien 2026-04-16 2026-04-16');
      const lien = answer.deadlines.find((d) => d.id === `${answer.project.id}-lien`);
      expect(lien?.description).toContain('Shortened by the termination');
    },
  );

  it('a bond contest on a public job shortens the bond suit', async () => {
    const { session } = await signUp(api);
    const answer = await created(session, {
      type: 'public',
      role: 'sub_subcontractor',
      bondContestServedDate: '2026-01-20',
    });
    // 60 days after Tuesday 2026-01-20: Saturday 2026-03-21, legal last day Monday 03-23.
    expect(lines(answer)).toContain('bond 2026-03-21 2026-03-23');
  });

  it.each([
    [
      'an order to show cause on a public project',
      { type: 'public', showCauseServedDate: '2026-01-19' },
      [{ path: 'showCauseServedDate', message: MESSAGES.showCausePrivateOnly }],
    ],
    [
      'an order to show cause without a recording date',
      { showCauseServedDate: '2026-01-19' },
      [{ path: 'showCauseServedDate', message: MESSAGES.showCauseNeedsRecording }],
    ],
    [
      'an order to show cause before the recording',
      { lienRecordedDate: '2026-01-15', showCauseServedDate: '2026-01-14' },
      [{ path: 'showCauseServedDate', message: MESSAGES.showCauseBeforeRecording }],
    ],
    [
      "an order to show cause dated tomorrow on the project's calendar",
      { lienRecordedDate: '2026-01-15', showCauseServedDate: '2026-01-21' },
      [{ path: 'showCauseServedDate', message: MESSAGES.showCauseInFuture }],
    ],
    [
      'a bond contest on a private job without a payment bond',
      { bondContestServedDate: '2026-01-19' },
      [{ path: 'bondContestServedDate', message: MESSAGES.bondContestNoBondClaim }],
    ],
    [
      "a bond contest for a bonded job's contractor, who has its lien and no bond claim",
      { paymentBond: true, role: 'contractor', bondContestServedDate: '2026-01-19' },
      [{ path: 'bondContestServedDate', message: MESSAGES.bondContestNoBondClaim }],
    ],
    [
      'a bond contest for a contractor on a public job, who has no claim at all',
      { type: 'public', role: 'contractor', bondContestServedDate: '2026-01-19' },
      [{ path: 'bondContestServedDate', message: MESSAGES.bondContestNoBondClaim }],
    ],
    [
      "a bond contest dated tomorrow on the project's calendar",
      { type: 'public', bondContestServedDate: '2026-01-21' },
      [{ path: 'bondContestServedDate', message: MESSAGES.bondContestInFuture }],
    ],
    [
      'a bond contest before the first furnishing',
      { paymentBond: true, bondContestServedDate: '2026-01-06' },
      [{ path: 'bondContestServedDate', message: MESSAGES.bondContestBeforeFirstFurnishing }],
    ],
    ...ROLES_WITHOUT_A_LIEN_ON_A_BONDED_JOB.map(
      (role) =>
        [
          `a sworn-statement demand for a bonded job's ${role}, whose claim is on the bond`,
          { paymentBond: true, role, swornStatementDemandDate: '2026-01-19' },
          [{ path: 'swornStatementDemandDate', message: MESSAGES.swornDemandNoLien }],
        ] as const,
    ),
    [
      'a sworn-statement demand on a public job',
      { type: 'public', swornStatementDemandDate: '2026-01-19' },
      [{ path: 'swornStatementDemandDate', message: MESSAGES.swornDemandNoLien }],
    ],
    [
      "a sworn-statement demand dated tomorrow on the project's calendar",
      { swornStatementDemandDate: '2026-01-21' },
      [{ path: 'swornStatementDemandDate', message: MESSAGES.swornDemandInFuture }],
    ],
    [
      'a sworn-statement demand before the first furnishing',
      { swornStatementDemandDate: '2026-01-06' },
      [{ path: 'swornStatementDemandDate', message: MESSAGES.swornDemandBeforeFirstFurnishing }],
    ],
    ...ROLES_WITHOUT_A_LIEN_ON_A_BONDED_JOB.map(
      (role) =>
        [
          `a termination for a bonded job's ${role}, whose claim is on the bond`,
          { paymentBond: true, role, terminationDate: '2026-01-19' },
          [{ path: 'terminationDate', message: MESSAGES.terminationNoLien }],
        ] as const,
    ),
    [
      'a termination on a public job',
      { type: 'public', role: 'contractor', terminationDate: '2026-01-19' },
      [{ path: 'terminationDate', message: MESSAGES.terminationNoLien }],
    ],
    [
      "a termination dated tomorrow on the project's calendar",
      { terminationDate: '2026-01-21' },
      [{ path: 'terminationDate', message: MESSAGES.terminationInFuture }],
    ],
    [
      'a termination before the first furnishing',
      { terminationDate: '2026-01-06' },
      [{ path: 'terminationDate', message: MESSAGES.terminationBeforeFirstFurnishing }],
    ],
    [
      'a Notice of Commencement on a public job',
      { type: 'public', nocRecordedDate: '2026-01-05', nocExpirationDate: '2026-12-31' },
      [
        { path: 'nocRecordedDate', message: MESSAGES.nocPrivateOnly },
        { path: 'nocExpirationDate', message: MESSAGES.nocPrivateOnly },
      ],
    ],
    [
      "a Notice of Commencement recorded tomorrow on the project's calendar",
      { nocRecordedDate: '2026-01-21' },
      [{ path: 'nocRecordedDate', message: MESSAGES.nocRecordedInFuture }],
    ],
    [
      'an expiration without a recording date',
      { nocExpirationDate: '2026-12-31' },
      [{ path: 'nocExpirationDate', message: MESSAGES.nocExpirationNeedsRecording }],
    ],
    [
      'an expiration on the day of the recording',
      { nocRecordedDate: '2026-01-05', nocExpirationDate: '2026-01-05' },
      [{ path: 'nocExpirationDate', message: MESSAGES.nocExpirationNotAfterRecording }],
    ],
    [
      'a malformed event date',
      { swornStatementDemandDate: '2026-02-30' },
      [{ path: 'swornStatementDemandDate', message: MESSAGES.invalidDate }],
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

  it("takes a demand dated today on the project's Chicago calendar, and a Notice of Commencement recorded before work began", async () => {
    const { session } = await signUp(api);
    const answer = await created(session, {
      timeZone: 'America/Chicago',
      swornStatementDemandDate: '2026-01-20',
      // Recorded before work began, as s. 713.13(1)(a) asks; its stated expiration ahead.
      nocRecordedDate: '2025-12-01',
      nocExpirationDate: '2027-06-30',
    });
    expect(lines(answer)).toContain('sworn 2026-02-19 2026-02-19');
    expect(lines(answer)).toContain('noc 2027-06-30 2027-06-30');
  });
});
