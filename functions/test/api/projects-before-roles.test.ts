/**
 * Projects saved before the lienor role, payment bond and lien recording existed: their items lack
 * those four attributes (the shape of 1bf3486^'s store/project-items.ts). No migration rewrites
 * them; read through the API and planned by the alert sync they give the same deadlines (ids,
 * dates, titles, statutes), the same done marks and the same alert items the previous code gave,
 * read as no role chosen, with the note that invites the user to choose one.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  type DashboardResponse,
  DOCUMENT_FACT_FIELDS,
  eachField,
  type ProjectResponse,
  type User,
} from '@lienminder/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDocumentClient } from '#src/store/document-client';
import { type AlertHarness, startAlertHarness } from '#test/alerts/harness';
import { call, registration, sessionFrom } from './support';

let harness: AlertHarness;
let session: string;
let userId: string;

const table = () => createDocumentClient(harness.app.config);
const tableName = () => harness.app.config.tableName;

const SAVED_AT = '2026-02-15T15:00:00.000Z';

/** What the previous code kept of a project: every field it knew, none of the four added since. */
function earlierProject(id: string, fields: Record<string, unknown>) {
  return {
    id,
    createdAt: SAVED_AT,
    updatedAt: SAVED_AT,
    name: 'Brickell Tower',
    type: 'private',
    address: '1 Brickell Ave, Miami, FL',
    projectStatus: 'active',
    generalContractor: 'Coastal Builders LLC',
    contractorPhone: '3055550100',
    contractorEmail: 'office@coastal.example.com',
    propertyOwner: 'Brickell Holdings',
    ownerContact: '',
    firstFurnishingDate: '2026-01-07',
    lastFurnishingDate: '2026-02-20',
    recurringAlertsInterval: '',
    recurringAlertsStartDate: '',
    recurringAlertsEndDate: '',
    timeZone: 'America/New_York',
    emailAlerts: true,
    smsAlerts: false,
    alertEmail: '',
    alertEmail2: '',
    alertEmail3: '',
    alertEmail4: '',
    alertEmail5: '',
    alertPhone: '',
    alertPhone2: '',
    alertPhone3: '',
    alertPhone4: '',
    alertPhone5: '',
    alertPhoneConsent: false,
    alertPhone2Consent: false,
    alertPhone3Consent: false,
    alertPhone4Consent: false,
    alertPhone5Consent: false,
    ...fields,
  };
}

/**
 * Writes the project as the previous store's `create` did: the owner's count and revision bumped,
 * and the item of its `projectToItem` (indexed under its next deadline as of the save), marks and all.
 */
async function writeAsBefore(
  project: ReturnType<typeof earlierProject>,
  planDay: string,
  marks: string[] = [],
) {
  await table().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
            UpdateExpression: 'SET projectCount = projectCount + :one ADD projectsRevision :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: {
              pk: `USER#${userId}`,
              sk: `PROJECT#${project.id}`,
              entity: 'project',
              revision: 1,
              gsi1pk: `PLANDAY#${planDay}`,
              gsi1sk: `${userId}#${project.id}`,
              ...project,
              ...(marks.length > 0 ? { completedDeadlines: new Set(marks) } : {}),
            },
          },
        },
      ],
    }),
  );
  await harness.settle();
}

const LIEN_PROJECT = 'oldprojectaaaaaa';
const PUBLIC_PROJECT = 'oldprojectbbbbbb';

beforeEach(async () => {
  harness = await startAlertHarness('2026-03-02T14:00:00.000Z');
  const signUp = await call('POST', '/api/auth/register', { body: registration() });
  session = sessionFrom(signUp);
  userId = signUp.json<User>().id;
  await harness.app.users.setTier(userId, 'silver');
  // A private project with its last furnishing date, and a public one with monthly reminders whose
  // Notice to Contractor the user marked done.
  await writeAsBefore(earlierProject(LIEN_PROJECT, {}), '2026-02-21');
  await writeAsBefore(
    earlierProject(PUBLIC_PROJECT, {
      name: 'County Library',
      type: 'public',
      firstFurnishingDate: '2026-02-10',
      lastFurnishingDate: '',
      recurringAlertsInterval: '30',
      recurringAlertsStartDate: '2026-03-10',
      recurringAlertsEndDate: '2026-05-10',
    }),
    '2026-03-10',
    [`${PUBLIC_PROJECT}-nto`],
  );
});

afterEach(() => harness.stop());

async function projectAnswer(id: string): Promise<ProjectResponse> {
  const response = await call('GET', `/api/projects/${id}`, { session });
  expect(response.statusCode).toBe(200);
  return response.json<ProjectResponse>();
}

/** [id, title, statute, dueDate, legalLastDay, isCompleted] of each deadline, as the previous code gave them. */
const deadlineLines = ({ deadlines }: ProjectResponse) =>
  deadlines.map((d) => [d.id, d.title, d.statute, d.dueDate, d.legalLastDay, d.isCompleted]);

describe('a project saved before roles existed', () => {
  it('reads with the deadlines it had, no role, no bond, nothing recorded, and the invitation to choose', async () => {
    const lien = await projectAnswer(LIEN_PROJECT);
    expect(lien.project).toEqual({
      ...earlierProject(LIEN_PROJECT, {}),
      role: '',
      paymentBond: false,
      lienRecordedDate: '',
      lienRecordingReference: '',
      contestServedDate: '',
      showCauseServedDate: '',
      bondContestServedDate: '',
      swornStatementDemandDate: '',
      terminationDate: '',
      nocRecordedDate: '',
      nocExpirationDate: '',
      // The statutory forms' facts came later still: blank until entered.
      ...eachField(DOCUMENT_FACT_FIELDS, ''),
      // And the 45-day notice's alerts: off, as before them.
      noticeToOwnerAlerts: false,
      // And the registered phone as a recipient: not chosen.
      textAccountPhone: false,
    });
    expect(deadlineLines(lien)).toEqual([
      [
        `${LIEN_PROJECT}-nto`,
        'Notice to Owner',
        'Fla. Stat. s. 713.06(2)(a)',
        '2026-02-21',
        '2026-02-23',
        false,
      ],
      [
        `${LIEN_PROJECT}-lien`,
        'Record Claim of Lien / Notice of Nonpayment',
        'Fla. Stat. s. 713.08(5)',
        '2026-05-21',
        '2026-05-21',
        false,
      ],
    ]);
    expect(lien.notes.map((note) => note.kind)).toEqual(['choose_role']);
    expect(lien.pendingDeadlines).toEqual([]);

    const library = await projectAnswer(PUBLIC_PROJECT);
    expect(library.project).toMatchObject({ type: 'public', role: '', paymentBond: false });
    expect(deadlineLines(library)).toEqual([
      [`${PUBLIC_PROJECT}-r20260310`, 'Lien/Bond Reminder', null, '2026-03-10', '2026-03-10', false],
      [
        `${PUBLIC_PROJECT}-nto`,
        'Notice to Contractor',
        'Fla. Stat. s. 255.05(2)(a)2',
        '2026-03-27',
        '2026-03-27',
        true,
      ],
      [`${PUBLIC_PROJECT}-r20260409`, 'Lien/Bond Reminder', null, '2026-04-09', '2026-04-09', false],
      [`${PUBLIC_PROJECT}-r20260509`, 'Lien/Bond Reminder', null, '2026-05-09', '2026-05-09', false],
    ]);
    expect(library.pendingDeadlines).toEqual([
      {
        type: 'record_lien',
        title: 'Record Claim of Lien / Notice of Nonpayment',
        reason: 'Enter the last furnishing date to compute the Notice of Nonpayment deadline.',
      },
      // No role on a public job: the bond suit too, once the last furnishing is known.
      {
        type: 'bond_suit',
        title: 'Suit on Payment Bond',
        reason: 'Enter the last furnishing date to compute the deadline to sue on the payment bond.',
      },
    ]);
    expect(library.notes.map((note) => note.kind)).toEqual(['choose_role']);
  });

  it('is on the dashboard with the same upcoming deadlines, and its done mark still done', async () => {
    const response = await call('GET', '/api/dashboard', { session });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json<DashboardResponse>();
    expect(dashboard.projects.map((p) => [p.id, p.role, p.paymentBond, p.lienRecordedDate])).toEqual(
      expect.arrayContaining([
        [LIEN_PROJECT, '', false, ''],
        [PUBLIC_PROJECT, '', false, ''],
      ]),
    );
    // On 2026-03-02 the private notice's legal last day (02-23) is behind, never marked done: it
    // stays, overdue. The public notice is done.
    expect(dashboard.upcomingDeadlines.map((d) => d.id)).toEqual([
      `${LIEN_PROJECT}-nto`,
      `${PUBLIC_PROJECT}-r20260310`,
      `${PUBLIC_PROJECT}-r20260409`,
      `${PUBLIC_PROJECT}-r20260509`,
      `${LIEN_PROJECT}-lien`,
    ]);
  });

  it('keeps the alert items the previous code planned: the lien and the reminders, none for the notices', async () => {
    const items = async (projectId: string) =>
      (await harness.app.alerting.records.listForProject(userId, projectId))
        .map((alert) => [alert.deadlineId, alert.alertKey, alert.localDate, alert.fireAt, alert.state])
        .sort((a, b) => String(a[3]).localeCompare(String(b[3])));
    expect(await items(LIEN_PROJECT)).toEqual([
      [`${LIEN_PROJECT}-lien`, 'd30', '2026-04-21', '2026-04-21T13:00:00.000Z', 'scheduled'],
      [`${LIEN_PROJECT}-lien`, 'd14', '2026-05-07', '2026-05-07T13:00:00.000Z', 'scheduled'],
      [`${LIEN_PROJECT}-lien`, 'd7', '2026-05-14', '2026-05-14T13:00:00.000Z', 'scheduled'],
      [`${LIEN_PROJECT}-lien`, 'd3', '2026-05-18', '2026-05-18T13:00:00.000Z', 'scheduled'],
      [`${LIEN_PROJECT}-lien`, 'd1', '2026-05-20', '2026-05-20T13:00:00.000Z', 'scheduled'],
    ]);
    expect(await items(PUBLIC_PROJECT)).toEqual([
      [`${PUBLIC_PROJECT}-r20260310`, 'due', '2026-03-10', '2026-03-10T13:00:00.000Z', 'scheduled'],
      [`${PUBLIC_PROJECT}-r20260409`, 'due', '2026-04-09', '2026-04-09T13:00:00.000Z', 'scheduled'],
      [`${PUBLIC_PROJECT}-r20260509`, 'due', '2026-05-09', '2026-05-09T13:00:00.000Z', 'scheduled'],
    ]);
  });

  it('is left as it was stored: reading it writes nothing back', async () => {
    await projectAnswer(LIEN_PROJECT);
    await call('GET', '/api/dashboard', { session });
    const { Item } = await table().send(
      new GetCommand({
        TableName: tableName(),
        Key: { pk: `USER#${userId}`, sk: `PROJECT#${LIEN_PROJECT}` },
      }),
    );
    for (const field of ['role', 'paymentBond', 'lienRecordedDate', 'contestServedDate'])
      expect(Item).not.toHaveProperty(field);
    expect(Item).toMatchObject({ revision: 1, updatedAt: SAVED_AT });
  });
});
