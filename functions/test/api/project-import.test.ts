/**
 * POST /api/projects/import and its template (docs/features.md, "Projects in and out as CSV"):
 * the real handler on DynamoDB Local, each exchange held to the OpenAPI document (`call`).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES, type Project, type ProjectImportResult, type ProjectResponse } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_LIMIT_MESSAGE } from '#src/errors';
import { readTestTableStream } from '#test/dynamodb';
import {
  call,
  projectBody,
  readProject,
  type SignedUpUser,
  signUp,
  startTestApi,
  type TestApi,
} from './support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('2026-03-02T14:00:00.000Z');
});

const HEADER = [
  'name',
  'type',
  'address',
  'generalContractor',
  'propertyOwner',
  'firstFurnishingDate',
  'lastFurnishingDate',
  'role',
  'contractorPhone',
  'paymentBond',
];

/** A file of the header and `rows`, lines joined as Excel on Windows saves them, with its byte order mark. */
const excelCsv = (rows: string[][]) =>
  `\uFEFF${[HEADER, ...rows].map((cells) => cells.join(',')).join('\r\n')}\r\n`;

const GOOD_PRIVATE = [
  'Palm Court',
  'private',
  '"120 Palm Ct, Miami, FL"',
  'Coastal Builders LLC',
  'Palm Holdings',
  '1/7/2026',
  '2/20/2026',
  'subcontractor',
  '(305) 555-0100',
  'no',
];
const GOOD_PUBLIC = [
  'County Annex',
  'Public',
  '"500 Library Way, Tampa"',
  'Gulf Civil Inc',
  'Hillsborough County',
  '2026-02-02',
  '',
  'Supplier to subcontractor',
  '',
  'NO',
];

/** One good row, then one of each kind of error, a duplicate of the first and a second good row. */
const MIXED = excelCsv([
  GOOD_PRIVATE,
  ['Bad Date', 'private', '1 Main St', 'GC', 'Owner', '13/45/2026', '', 'subcontractor', '', ''],
  ['Backwards', 'private', '2 Main St', 'GC', 'Owner', '2026-02-01', '2026-01-15', 'subcontractor', '', ''],
  ['', 'private', '3 Main St', 'GC', 'Owner', '2026-02-01', '', 'subcontractor', '', ''],
  ['Plumbing', 'private', '4 Main St', 'GC', 'Owner', '2026-02-01', '', 'plumber', '', ''],
  ['Bad Phone', 'private', '5 Main St', 'GC', 'Owner', '2026-02-01', '', 'subcontractor', '555-01', ''],
  [
    '  PALM   court ',
    'private',
    '"120 palm ct,miami, fl"',
    'Other GC',
    'Other Owner',
    '2026-01-07',
    '',
    'subcontractor',
    '',
    '',
  ],
  GOOD_PUBLIC,
]);

const importCsv = (user: SignedUpUser, text: string, query = '') =>
  call('POST', `/api/projects/import${query}`, {
    session: user.session,
    body: text,
    headers: { 'content-type': 'text/csv' },
  });

async function itemsOf(partition: string) {
  const { Items } = await api.table.client.send(
    new QueryCommand({
      TableName: api.table.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

async function projectsOf(user: SignedUpUser): Promise<Project[]> {
  const response = await call('GET', '/api/projects', { session: user.session });
  expect(response.statusCode).toBe(200);
  return response.json<Project[]>();
}

/** What a project's deadlines are, id aside (it names the project). */
const deadlinesOf = (project: ProjectResponse) =>
  project.deadlines.map(({ type, title, dueDate, legalLastDay, isCompleted }) => ({
    type,
    title,
    dueDate,
    legalLastDay,
    isCompleted,
  }));

describe('POST /api/projects/import?dryRun=true', () => {
  it('judges each row by its spreadsheet row number with the form’s own messages, and writes nothing', async () => {
    const user = await signUp(api, 'silver');
    const before = await itemsOf(`USER#${user.user.id}`);

    const response = await importCsv(user, MIXED, '?dryRun=true');

    expect(response.statusCode).toBe(200);
    const { rows, summary } = response.json<ProjectImportResult>();
    expect(summary).toEqual({ ok: 2, error: 5, duplicate: 1 });
    expect(rows.map(({ row, status, errors }) => ({ row, status, errors }))).toEqual([
      { row: 2, status: 'ok', errors: [] },
      { row: 3, status: 'error', errors: [{ field: 'firstFurnishingDate', message: MESSAGES.invalidDate }] },
      {
        row: 4,
        status: 'error',
        errors: [{ field: 'lastFurnishingDate', message: MESSAGES.lastFurnishingBeforeFirst }],
      },
      { row: 5, status: 'error', errors: [{ field: 'name', message: MESSAGES.projectNameRequired }] },
      { row: 6, status: 'error', errors: [{ field: 'role', message: MESSAGES.roleInvalid }] },
      { row: 7, status: 'error', errors: [{ field: 'contractorPhone', message: MESSAGES.phoneTenDigits }] },
      { row: 8, status: 'duplicate', errors: [] },
      { row: 9, status: 'ok', errors: [] },
    ]);
    // The spreadsheet's ways read as the form's: M/D/YYYY dates, a choice in any case, "NO".
    expect(rows[0]?.project).toMatchObject({
      name: 'Palm Court',
      address: '120 Palm Ct, Miami, FL',
      firstFurnishingDate: '2026-01-07',
      lastFurnishingDate: '2026-02-20',
      contractorPhone: '3055550100',
      paymentBond: false,
    });
    expect(rows[7]?.project).toMatchObject({ type: 'public', role: 'supplier_to_subcontractor' });
    expect(rows[0]?.project.id).toBeUndefined();

    expect(await itemsOf(`USER#${user.user.id}`)).toEqual(before);
    expect(await projectsOf(user)).toEqual([]);
  });

  it('refuses a yes/no cell that says neither', async () => {
    const user = await signUp(api, 'silver');
    const response = await importCsv(
      user,
      excelCsv([[...GOOD_PRIVATE.slice(0, 9), 'maybe']]),
      '?dryRun=true',
    );
    expect(response.json<ProjectImportResult>().rows[0]?.errors).toEqual([
      { field: 'paymentBond', message: 'Write yes or no.' },
    ]);
  });
});

describe('POST /api/projects/import', () => {
  it('creates exactly the good rows, each with the deadlines the form gives and its alerts planned; a second run creates none', async () => {
    const user = await signUp(api, 'silver');
    const stream = await readTestTableStream(api.table);
    try {
      const response = await importCsv(user, MIXED);

      expect(response.statusCode).toBe(200);
      const result = response.json<ProjectImportResult>();
      expect(result.summary).toEqual({ ok: 2, error: 5, duplicate: 1 });
      const created = result.rows.filter((row) => row.status === 'ok');
      const ids = created.map((row) => row.project.id);
      expect(ids).toEqual([expect.any(String), expect.any(String)]);
      expect((await projectsOf(user)).map((project) => project.id).sort()).toEqual([...ids].sort());

      // The same project saved with the form, in another account: the same deadlines.
      const formUser = await signUp(api, 'silver');
      const formSaved = await call('POST', '/api/projects', {
        session: formUser.session,
        body: projectBody({
          name: 'Palm Court',
          address: '120 Palm Ct, Miami, FL',
          generalContractor: 'Coastal Builders LLC',
          propertyOwner: 'Palm Holdings',
          firstFurnishingDate: '2026-01-07',
          lastFurnishingDate: '2026-02-20',
          role: 'subcontractor',
          contractorPhone: '(305) 555-0100',
          contractorEmail: '',
        }),
      });
      expect(formSaved.statusCode).toBe(201);
      const formProject = await readProject(formUser, formSaved.json<ProjectResponse>().project.id);
      const imported = await readProject(user, String(ids[0]));
      expect(deadlinesOf(imported)).toEqual(deadlinesOf(formProject));
      expect(imported.deadlines.length).toBeGreaterThan(0);
      // Created as the form creates: its activity says who created it.
      const activity = await call('GET', `/api/projects/${ids[0]}/activity`, { session: user.session });
      expect(activity.json<{ items: { action: string; actor: unknown }[] }>().items).toEqual([
        expect.objectContaining({ action: 'created', actor: { userId: user.user.id, name: 'Maria Lopez' } }),
      ]);

      // Planned as a save's are: the table's stream writes the alert items (the public job's only
      // deadline so far, its 45-day notice, is reference only: no alert).
      await stream.drain();
      const alerts = await itemsOf(`ALERTS#${user.user.id}`);
      expect(new Set(alerts.map((alert) => String(alert.sk).split('#')[0]))).toEqual(new Set([ids[0]]));

      const again = await importCsv(user, MIXED);
      expect(again.json<ProjectImportResult>().summary).toEqual({ ok: 0, error: 5, duplicate: 3 });
      expect(await projectsOf(user)).toHaveLength(2);
    } finally {
      await stream.stop();
    }
  });

  it("makes the rows past the plan's project limit errors with the plan's message", async () => {
    const user = await signUp(api, 'free');
    const response = await importCsv(user, excelCsv([GOOD_PRIVATE, GOOD_PUBLIC]));

    const { rows, summary } = response.json<ProjectImportResult>();
    expect(summary).toEqual({ ok: 1, error: 1, duplicate: 0 });
    expect(rows[1]).toMatchObject({
      row: 3,
      status: 'error',
      errors: [{ field: '', message: PROJECT_LIMIT_MESSAGE }],
    });
    expect(await projectsOf(user)).toHaveLength(1);
  });

  it('reads a cell with a line break as one row, and the template as it is', async () => {
    const user = await signUp(api, 'silver');
    const template = await call('GET', '/api/projects/import/template.csv', { session: user.session });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    expect(template.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
    const [header] = template.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.split(',').slice(0, 3)).toEqual(['name', 'type', 'address']);
    expect(header).toContain('alertEmail2');

    const preview = (await importCsv(user, template.body, '?dryRun=true')).json<ProjectImportResult>();
    expect(preview.rows.map((row) => [row.row, row.status, row.project.type])).toEqual([
      [2, 'ok', 'private'],
      [3, 'ok', 'public'],
    ]);

    const multiline = `name,address,generalContractor,propertyOwner,firstFurnishingDate,legalDescription\n"Lot 7","7 Bay Rd",GC,Owner,2026-02-02,"Lot 7, Block 3\nBay Estates"\nLot 8,8 Bay Rd,GC,Owner,2026-02-30,\n`;
    const rows = (await importCsv(user, multiline, '?dryRun=true')).json<ProjectImportResult>().rows;
    expect(rows.map((row) => [row.row, row.status])).toEqual([
      [2, 'ok'],
      [3, 'error'],
    ]);
    expect(rows[0]?.project.legalDescription).toBe('Lot 7, Block 3\nBay Estates');
  });
});

describe('POST /api/projects/import refusals', () => {
  it('answers 413 past 500 rows or 1 MB, 400 for a file that is not CSV, 415 for JSON', async () => {
    const user = await signUp(api, 'silver');
    const rows = Array.from({ length: 501 }, (_, index) => [
      `Job ${index}`,
      'private',
      `${index} Main St`,
      'GC',
      'Owner',
      '2026-02-01',
      '',
      '',
      '',
      '',
    ]);
    const tooMany = await importCsv(user, excelCsv(rows), '?dryRun=true');
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json<{ message: string }>().message).toContain('500');
    expect((await importCsv(user, excelCsv(rows.slice(0, 500)), '?dryRun=true')).statusCode).toBe(200);

    const huge = `name,legalDescription\nBig,"${'x'.repeat(1024 * 1024)}"\n`;
    expect((await importCsv(user, huge, '?dryRun=true')).statusCode).toBe(413);

    const picture = '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR';
    expect((await importCsv(user, picture, '?dryRun=true')).statusCode).toBe(400);
    const letter = 'Dear Sir,\nPlease find our invoice attached.\n';
    const notOurs = await importCsv(user, letter, '?dryRun=true');
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json<{ message: string }>().message).toContain('template');
    const unclosed = 'name,address\n"Palm Court,1 Main St\n';
    expect((await importCsv(user, unclosed, '?dryRun=true')).statusCode).toBe(400);

    const json = await call('POST', '/api/projects/import?dryRun=true', {
      session: user.session,
      body: { name: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await projectsOf(user)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const response = await call('POST', '/api/projects/import', {
      body: MIXED,
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(401);
  });
});
