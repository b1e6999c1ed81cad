/**
 * The project store's guarantees that the API cannot easily provoke on demand: optimistic locking
 * between a read and a write, and a user partition that no other user's call can reach.
 */

import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  computeDeadlines,
  nameDeadlines,
  newProjectFields,
  type Project,
  pickDashboardFields,
} from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#src/config';
import { ProjectChangedConcurrently, ProjectLimitReached, ProjectNotFound } from '#src/errors';
import type { DescribedProjectStore, ProjectStore } from '#src/ports/project-store';
import type { UserStore } from '#src/ports/user-store';
import { keptDeadlines } from '#src/services/projects/project-deadlines';
import { withProjectReads } from '#src/services/projects/project-reads';
import { createDocumentClient } from '#src/store/document-client';
import { dynamoProjectRecords } from '#src/store/projects';
import { dynamoUserStore } from '#src/store/users';
import { projectBody } from '#test/api/support';
import { useTestEnvironment } from '#test/dynamodb';

let projects: DescribedProjectStore;
let users: UserStore;
let client: DynamoDBDocumentClient;
let tableName: string;

beforeAll(async () => {
  const table = await useTestEnvironment();
  client = createDocumentClient(parseConfig(process.env));
  tableName = table.tableName;
  projects = withProjectReads(dynamoProjectRecords(client, table.tableName), keptDeadlines(computeDeadlines));
  users = dynamoUserStore(client, table.tableName);
});

let counter = 0;
async function newUser(): Promise<string> {
  counter += 1;
  const id = `user${String(counter).padStart(12, 'a')}`.slice(0, 16);
  await users.create({
    id,
    email: `${id}@example.com`,
    firstName: 'Ana',
    lastName: 'Diaz',
    phone: '3055550142',
    tier: 'gold',
    passwordHash: '$scrypt$ln=10,r=8,p=1$AAAA$AAAA',
    projectCount: 0,
    sessionVersion: 1,
    createdAt: '2026-03-01T00:00:00.000Z',
  });
  return id;
}

/** Saves the project under a new name, from the store's current read of it. */
async function rename(store: ProjectStore, userId: string, project: Project, name: string): Promise<void> {
  const previous = await store.get(userId, project.id);
  if (!previous) throw new Error('project not stored');
  await store.update({
    userId,
    previous,
    project: { ...project, name },
    completedDeadlines: [],
    planDay: null,
    activity: null,
  });
}

/** The user as the dashboard's session check has just read them. */
async function owner(userId: string) {
  const user = await users.findById(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return user;
}

function newProject(id: string, fields: Partial<Project> = {}): Project {
  return {
    ...newProjectFields(),
    ...(projectBody() as Partial<Project>),
    contractorPhone: '3055550100',
    id,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...fields,
  };
}

const deadlinesOf = (project: Project) => computeDeadlines({ ...project, projectId: project.id }).deadlines;

describe('project store', () => {
  it('refuses an update or delete based on a read that another write has overtaken', async () => {
    const userId = await newUser();
    const project = newProject('aaaaaaaaaaaaaaab');
    await projects.create({ userId, project, projectLimit: 50, planDay: null, activity: null });
    const read = await projects.get(userId, project.id);
    if (!read) throw new Error('project not stored');

    const renamed = { ...project, name: 'First writer' };
    await projects.update({
      userId,
      previous: read,
      project: renamed,
      completedDeadlines: [],
      planDay: null,
      activity: null,
    });
    const stale = { ...project, name: 'Second writer', lastFurnishingDate: '2026-03-10' };
    await expect(
      projects.update({
        userId,
        previous: read,
        project: stale,
        completedDeadlines: [],
        planDay: null,
        activity: null,
      }),
    ).rejects.toBeInstanceOf(ProjectChangedConcurrently);
    await expect(projects.delete({ userId, previous: read, activity: null })).rejects.toBeInstanceOf(
      ProjectChangedConcurrently,
    );

    const current = await projects.get(userId, project.id);
    expect(current?.project.name).toBe('First writer');
    expect(current?.deadlines.find((d) => d.type === 'record_lien')?.dueDate).toBe('2026-05-21');
    expect(current?.revision).toBe(2);
  });

  it('answers not found for a project deleted since it was read, and keeps the count right', async () => {
    const userId = await newUser();
    const project = newProject('aaaaaaaaaaaaaaac');
    await projects.create({ userId, project, projectLimit: 50, planDay: null, activity: null });
    const read = await projects.get(userId, project.id);
    if (!read) throw new Error('project not stored');

    await projects.delete({ userId, previous: read, activity: null });
    await expect(projects.delete({ userId, previous: read, activity: null })).rejects.toBeInstanceOf(
      ProjectNotFound,
    );
    await expect(
      projects.update({
        userId,
        previous: read,
        project,
        completedDeadlines: [],
        planDay: null,
        activity: null,
      }),
    ).rejects.toBeInstanceOf(ProjectNotFound);
    expect((await users.findById(userId))?.projectCount).toBe(0);
    expect(await projects.listProjectsWithDeadlines(await owner(userId))).toEqual([]);
  });

  it("keeps each user's projects in their own partition", async () => {
    const owner = await newUser();
    const other = await newUser();
    const project = newProject('aaaaaaaaaaaaaaad');
    await projects.create({ userId: owner, project, projectLimit: 1, planDay: null, activity: null });

    expect(await projects.get(other, project.id)).toBeNull();
    expect(await projects.listProjects(other)).toEqual([]);
    // The other user's limit counts only their own projects.
    await projects.create({ userId: other, project, projectLimit: 1, planDay: null, activity: null });
    await expect(
      projects.create({
        userId: other,
        project: newProject('aaaaaaaaaaaaaaae'),
        projectLimit: 1,
        planDay: null,
        activity: null,
      }),
    ).rejects.toBeInstanceOf(ProjectLimitReached);
    expect(await projects.listProjects(owner)).toEqual([project]);
  });

  it('keeps a gold project with a year of fortnightly reminders as one item, deadlines computed on read', async () => {
    const userId = await newUser();
    const project = newProject('aaaaaaaaaaaaaaaf', {
      recurringAlertsInterval: '15',
      recurringAlertsStartDate: '2026-03-01',
      recurringAlertsEndDate: '2027-03-01',
    });
    expect(deadlinesOf(project)).toHaveLength(27);
    await projects.create({ userId, project, projectLimit: 50, planDay: null, activity: null });
    const read = await projects.get(userId, project.id);
    if (!read) throw new Error('project not stored');
    expect(read.deadlines).toEqual(deadlinesOf(project).map((d) => ({ ...d, isCompleted: false })));

    const moved = { ...project, recurringAlertsStartDate: '2026-03-02', alertEmail: 'liens@example.com' };
    const kept = `${project.id}-nto`;
    await projects.update({
      userId,
      previous: read,
      project: moved,
      completedDeadlines: [kept],
      planDay: null,
      activity: null,
    });
    const after = await projects.get(userId, project.id);
    expect(after?.deadlines).toEqual(deadlinesOf(moved).map((d) => ({ ...d, isCompleted: d.id === kept })));
    const [listed] = await projects.listProjectsWithDeadlines(await owner(userId));
    expect(listed).toEqual({
      project: pickDashboardFields(moved),
      deadlines: deadlinesOf(moved),
      completedDeadlines: new Set([kept]),
    });

    // Nothing else in the user's partition: the profile and this one project item.
    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
      }),
    );
    expect(Items.map((item) => item.sk).sort()).toEqual(['PROFILE', `PROJECT#${project.id}`]);
  });

  it("bumps the owner's projectsRevision with every project write, and not with a refused one", async () => {
    const userId = await newUser();
    const revision = async () => (await owner(userId)).projectsRevision;
    expect(await revision()).toBeUndefined();
    const project = newProject('aaaaaaaaaaaaaab1');
    await projects.create({ userId, project, projectLimit: 50, planDay: null, activity: null });
    expect(await revision()).toBe(1);
    const read = await projects.get(userId, project.id);
    if (!read) throw new Error('project not stored');
    await rename(projects, userId, project, 'Renamed');
    expect(await revision()).toBe(2);
    // A refused write moves nothing.
    await expect(
      projects.update({
        userId,
        previous: read,
        project,
        completedDeadlines: [],
        planDay: null,
        activity: null,
      }),
    ).rejects.toBeInstanceOf(ProjectChangedConcurrently);
    expect(await revision()).toBe(2);
    const current = await projects.get(userId, project.id);
    if (!current) throw new Error('project not stored');
    await projects.delete({ userId, previous: current, activity: null });
    expect(await revision()).toBe(3);
  });

  it('keeps the dashboard projects it read while the revision read with the owner stands, and reads again once it moves', async () => {
    const userId = await newUser();
    const project = newProject('aaaaaaaaaaaaaab2');
    await projects.create({ userId, project, projectLimit: 50, planDay: null, activity: null });
    // Two containers (two warm functions) over one table: one reads, the other writes.
    const reader = withProjectReads(dynamoProjectRecords(client, tableName), keptDeadlines(nameDeadlines));
    const writer = withProjectReads(dynamoProjectRecords(client, tableName), keptDeadlines(nameDeadlines));
    const before = await owner(userId);
    expect((await reader.listProjectsWithDeadlines(before)).map((p) => p.project.name)).toEqual([
      project.name,
    ]);

    await rename(writer, userId, project, 'Renamed');

    // The revision it was kept under: no Query, so the rename is not seen.
    expect((await reader.listProjectsWithDeadlines(before)).map((p) => p.project.name)).toEqual([
      project.name,
    ]);
    // The owner as read after the write: the revision moved, so the projects are read again.
    expect((await reader.listProjectsWithDeadlines(await owner(userId))).map((p) => p.project.name)).toEqual([
      'Renamed',
    ]);
  });
});
