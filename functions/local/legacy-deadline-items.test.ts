import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import {
  addDays,
  computeDeadlines,
  type DashboardResponse,
  type Project,
  type ProjectResponse,
  todayIn,
  upcomingDeadlineCount,
} from '@lienminder/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { dynamoUserStore } from '#src/store/users';
import { localDynamoDbClient, startDynamoDbLocal } from './dynamodb-local';
import { dataDirDatabase, LOCAL_TABLE_NAME } from './server';
import { addProject, signUp } from './server-account';
import { type LienMinderProcess, startLienMinderProcess } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'lienminder-deadline-items-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function get(server: LienMinderProcess, path: string, cookie: string) {
  return fetch(`${server.url}${path}`, { headers: { cookie } });
}

/**
 * Dates around today: the server counts upcoming deadlines against its own clock, so fixed dates
 * would pass one by one and change the count this test expects.
 */
const today = todayIn('America/New_York', new Date());
const projectBodies = [
  {
    name: 'Bayfront Marina',
    address: '1 Harbor Way, Pensacola, FL',
    generalContractor: 'Coastline Builders',
    propertyOwner: 'Bayfront LLC',
    firstFurnishingDate: addDays(today, -22),
    lastFurnishingDate: addDays(today, -13),
  },
  {
    name: 'Gulf Clinic',
    address: '9 Bay Rd, Naples, FL',
    generalContractor: 'Gulf Coast Construction',
    propertyOwner: 'Clinic Holdings',
    firstFurnishingDate: addDays(today, -18),
    lastFurnishingDate: '',
    recurringAlertsInterval: '15',
    // 13 reminders, from 8 days ahead to 188.
    recurringAlertsStartDate: addDays(today, 8),
    recurringAlertsEndDate: addDays(today, 190),
  },
];

/**
 * Rewrites the data directory as the product kept it before docs/decisions/012: every deadline an
 * item of its own beside its project, with `isCompleted` (here true for `completed`).
 */
async function writeEarlierLayout(userId: string, projects: Project[], completed: Set<string>) {
  const engine = await startDynamoDbLocal(dataDirDatabase(dataDir));
  const client = DynamoDBDocumentClient.from(localDynamoDbClient(engine));
  try {
    for (const project of projects) {
      for (const deadline of computeDeadlines({ ...project, projectId: project.id }).deadlines) {
        await client.send(
          new PutCommand({
            TableName: LOCAL_TABLE_NAME,
            Item: {
              pk: `USER#${userId}`,
              sk: `DEADLINE#${project.id}#${deadline.id}`,
              entity: 'deadline',
              ...deadline,
              isCompleted: completed.has(deadline.id),
            },
          }),
        );
      }
    }
  } finally {
    client.destroy();
    await engine.stop();
  }
}

describe('a data directory with one item per deadline (before docs/decisions/012)', () => {
  it('keeps every project and every deadline state, and leaves no deadline item behind', async () => {
    const before = await startLienMinderProcess({ dataDir, webRoot: dataDir });
    let cookie = '';
    let userId = '';
    const created: ProjectResponse[] = [];
    try {
      ({ userId, cookie } = await signUp(before.url, {
        email: 'dana@gulf-roofing.example',
        password: 'Passw0rd!',
        firstName: 'Dana',
        lastName: 'Ortiz',
        phone: '(850) 555-0142',
      }));
      const client = DynamoDBDocumentClient.from(localDynamoDbClient(before.database));
      await dynamoUserStore(client, LOCAL_TABLE_NAME).setTier(userId, 'gold');
      client.destroy();
      for (const body of projectBodies) created.push(await addProject(before.url, cookie, body));
    } finally {
      await before.stop();
    }
    const [marina, clinic] = created.map((answer) => answer.project) as [Project, Project];
    const secondReminder = created[1]?.deadlines.filter((d) => d.type === 'recurring_lien_reminder')[1];
    const completed = new Set([`${marina.id}-nto`, String(secondReminder?.id)]);
    await writeEarlierLayout(userId, [marina, clinic], completed);

    const after = await startLienMinderProcess({ dataDir, webRoot: dataDir });
    try {
      for (const [index, project] of [marina, clinic].entries()) {
        const response = await get(after, `/api/projects/${project.id}`, cookie);
        expect(response.status).toBe(200);
        const answer = (await response.json()) as ProjectResponse;
        expect(answer.project).toEqual(created[index]?.project);
        expect(answer.deadlines.map((d) => [d.id, d.isCompleted])).toEqual(
          created[index]?.deadlines.map((d) => [d.id, completed.has(d.id)]),
        );
      }
      const dashboard = (await (await get(after, '/api/dashboard', cookie)).json()) as DashboardResponse;
      expect(dashboard.projects.map((p) => p.name).sort()).toEqual(['Bayfront Marina', 'Gulf Clinic']);
      const shown = dashboard.upcomingDeadlines.map((d) => d.id);
      for (const id of completed) expect(shown).not.toContain(id);
      // The marina's lien (its notice is completed), the clinic's notice and 12 of its 13 reminders.
      expect(upcomingDeadlineCount(dashboard.upcomingDeadlines)).toBe(1 + 1 + 12);

      const client = DynamoDBDocumentClient.from(localDynamoDbClient(after.database));
      try {
        const { Items = [] } = await client.send(new ScanCommand({ TableName: LOCAL_TABLE_NAME }));
        expect(Items.filter((item) => String(item.sk).startsWith('DEADLINE#'))).toEqual([]);
        // Each mark carried over moved the owner's revision past the two creates (docs/decisions/017).
        const profile = Items.find((item) => item.pk === `USER#${userId}` && item.sk === 'PROFILE');
        expect(profile?.projectsRevision).toBe(created.length + completed.size);
      } finally {
        client.destroy();
      }
    } finally {
      await after.stop();
    }
  }, 120_000);
});
