/**
 * GET /api/export/projects.csv and GET /api/export/account.json (docs/features.md, "Projects in and
 * out as CSV", "Everything the account holds"): the real handlers on DynamoDB Local, each exchange
 * held to the OpenAPI document (`call`).
 */
import {
  type AccountExport,
  type Project,
  type ProjectImportResult,
  type ProjectResponse,
  ROLE_REFUSALS,
} from '@lienminder/shared';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_COLUMNS } from '#src/services/project-csv/columns';
import {
  call,
  createdProject,
  readProject,
  type SignedUpUser,
  signUp,
  startTestApi,
  type TestApi,
} from './support';
import { joinedTeammate } from './team-support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('2026-03-02T14:00:00.000Z');
});

const proof = {
  servedOn: '2026-02-09',
  method: 'certified_mail',
  servedTo: 'Brickell Holdings',
  reference: '9407 1112 0620 1234 5678 90',
} as const;

async function exportedCsv(user: SignedUpUser) {
  const response = await call('GET', '/api/export/projects.csv', { session: user.session });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe('attachment; filename="lienminder-projects.csv"');
  return response.body;
}

async function projectsOf(user: SignedUpUser): Promise<ProjectResponse[]> {
  const listed = await call('GET', '/api/projects', { session: user.session });
  return Promise.all(listed.json<Project[]>().map((project) => readProject(user, project.id)));
}

/** A project as the form shows it, and its deadlines' dates: what an account move must keep. */
const comparable = ({ project, deadlines }: ProjectResponse) => ({
  fields: Object.fromEntries(PROJECT_COLUMNS.map((column) => [column, project[column]])),
  deadlines: deadlines.map(({ type, title, dueDate, legalLastDay }) => ({
    type,
    title,
    dueDate,
    legalLastDay,
  })),
});
const byName = (a: { fields: Record<string, unknown> }, b: { fields: Record<string, unknown> }) =>
  String(a.fields.name).localeCompare(String(b.fields.name));

describe('GET /api/export/projects.csv', () => {
  it('imports into a new account as it is: the same projects and the same deadlines, formulas kept as text', async () => {
    const from = await signUp(api, 'gold');
    const hostile = await createdProject(from, {
      name: '=HYPERLINK("https://evil.example","Click")',
      address: '-1 Main St, "Unit" 4',
      role: 'subcontractor',
      ownerContact: "'=already quoted",
      legalDescription: 'Lot 7, Block 3\nBay Estates',
      customerName: '@Home Builders',
      furnishingDescription: '+ drywall and paint',
      alertEmail: 'ana@example.com',
      alertEmail2: 'office@example.com',
      noticeToOwnerAlerts: true,
    });
    await createdProject(from, {
      name: 'County Annex',
      type: 'public',
      address: '500 Library Way, Tampa',
      role: 'supplier_to_subcontractor',
      lastFurnishingDate: '',
    });
    const nto = `${hostile.project.id}-nto`;
    const marked = await call('PATCH', `/api/projects/${hostile.project.id}/deadlines/${nto}`, {
      session: from.session,
      body: { isCompleted: true, revision: hostile.revision, proof },
    });
    expect(marked.statusCode).toBe(200);

    const csv = await exportedCsv(from);
    const [header = [], ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(header.slice(0, PROJECT_COLUMNS.length)).toEqual(PROJECT_COLUMNS);
    expect(header).toContain('notice_to_owner.legalLastDay');
    const cell = (row: string[] | undefined, column: string) => row?.[header.indexOf(column)];
    const hostileRow = rows.find((row) => cell(row, 'address')?.includes('Main St'));
    // Every cell a spreadsheet would run as a formula starts with a quote (docs/security.md).
    expect(cell(hostileRow, 'name')).toBe('\'=HYPERLINK("https://evil.example","Click")');
    expect(cell(hostileRow, 'address')).toBe('\'-1 Main St, "Unit" 4');
    expect(cell(hostileRow, 'ownerContact')).toBe("''=already quoted");
    expect(cell(hostileRow, 'customerName')).toBe("'@Home Builders");
    expect(cell(hostileRow, 'furnishingDescription')).toBe("'+ drywall and paint");
    for (const row of rows) for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    // The deadlines after the import's columns: dates, done mark, proof of service.
    expect(cell(hostileRow, 'notice_to_owner.dueDate')).toBe('2026-02-21');
    expect(cell(hostileRow, 'notice_to_owner.legalLastDay')).toBe('2026-02-23');
    expect(cell(hostileRow, 'notice_to_owner.done')).toBe('yes');
    expect(cell(hostileRow, 'notice_to_owner.proofOfService')).toBe(
      '2026-02-09, Certified mail, return receipt requested, to Brickell Holdings, 9407 1112 0620 1234 5678 90',
    );
    expect(cell(hostileRow, 'record_lien.done')).toBe('no');

    const to = await signUp(api, 'gold');
    const imported = await call('POST', '/api/projects/import', {
      session: to.session,
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.json<ProjectImportResult>().summary).toEqual({ ok: 2, error: 0, duplicate: 0 });

    const moved = (await projectsOf(to)).map(comparable).sort(byName);
    expect(moved).toEqual((await projectsOf(from)).map(comparable).sort(byName));
    const hostileMoved = moved.find((entry) => String(entry.fields.address).includes('Main St'));
    expect(hostileMoved?.fields.name).toBe('=HYPERLINK("https://evil.example","Click")');
    expect(hostileMoved?.fields.legalDescription).toBe('Lot 7, Block 3\nBay Estates');
    expect(hostileMoved?.deadlines.length).toBeGreaterThan(1);
  });

  it('is a header alone for an account without projects, and 401 without a session', async () => {
    const user = await signUp(api);
    const lines = (await exportedCsv(user)).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect((await call('GET', '/api/export/projects.csv')).statusCode).toBe(401);
  });
});

describe('GET /api/export/account.json', () => {
  it('gives the owner everything the account holds, without a password hash, token or secret', async () => {
    const owner = await signUp(api, 'silver');
    const teammate = await joinedTeammate(api, owner, 'admin');
    const { project } = await createdProject(teammate, {
      alertPhone: '(305) 555-0177',
      alertPhoneConsent: true,
      smsAlerts: true,
    });
    const feed = await call('POST', '/api/calendar-feed', {
      session: owner.session,
      body: { currentPassword: 'Lien-Minder-2026' },
    });
    expect(feed.statusCode).toBe(200);

    const response = await call('GET', '/api/export/account.json', { session: owner.session });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="lienminder-account.json"');
    const data = response.json<AccountExport>();
    expect(data.account).toMatchObject({ id: owner.user.id, email: owner.email, plan: 'silver' });
    expect(data.projects.map((entry) => entry.project.id)).toEqual([project.id]);
    expect(data.projects[0]?.deadlines.map((deadline) => deadline.id)).toContain(`${project.id}-nto`);
    expect(data.projects[0]?.alertHistory).toHaveProperty('alerts');
    expect(data.team.members.map((member) => member.email).sort()).toEqual(
      [owner.email, teammate.email].sort(),
    );
    expect(data.calendarFeeds).toEqual(
      expect.arrayContaining([
        { userId: owner.user.id, email: owner.email, live: true, since: '2026-03-02T14:00:00.000Z' },
        { userId: teammate.user.id, email: teammate.email, live: false, since: null },
      ]),
    );
    // The teammate's consent to texts on the project form, given through the account.
    expect(data.smsConsents.map((consent) => consent.phone)).toContain('+13055550177');
    const feedToken = new URL(feed.json<{ url: string }>().url).pathname
      .split('/')
      .pop()
      ?.replace('.ics', '');
    expect(response.body).not.toContain(String(feedToken));
    expect(response.body).not.toMatch(/passwordHash|scrypt|sessionVersion|calendarFeedHash/);
  });

  it('refuses everyone but the owner: an admin gets 403', async () => {
    const owner = await signUp(api, 'silver');
    const admin = await joinedTeammate(api, owner, 'admin');
    const response = await call('GET', '/api/export/account.json', { session: admin.session });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(ROLE_REFUSALS.accountExport);
    expect((await call('GET', '/api/export/projects.csv', { session: admin.session })).statusCode).toBe(200);
  });
});
