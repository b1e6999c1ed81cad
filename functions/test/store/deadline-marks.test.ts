/**
 * The project store's done marks (ProjectStore.markDeadline) on the item itself: one transaction
 * that adds or removes the id in the `completedDeadlines` string set, moves the project's revision
 * and the owner's projectsRevision, and holds only against the revision the caller read.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { computeDeadlines, newProjectFields, type Project } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#src/config';
import { ProjectChangedConcurrently, ProjectNotFound } from '#src/errors';
import type { DescribedProject, DescribedProjectStore } from '#src/ports/project-store';
import type { UserStore } from '#src/ports/user-store';
import { keptDeadlines } from '#src/services/projects/project-deadlines';
import { withProjectReads } from '#src/services/projects/project-reads';
import { createDocumentClient } from '#src/store/document-client';
import { dynamoProjectRecords } from '#src/store/projects';
import { dynamoUserStore } from '#src/store/users';
import { projectBody } from '#test/api/support';
import { type TestTable, useTestEnvironment } from '#test/dynamodb';

let table: TestTable;
let projects: DescribedProjectStore;
let users: UserStore;

beforeAll(async () => {
  table = await useTestEnvironment();
  const client = createDocumentClient(parseConfig(process.env));
  projects = withProjectReads(dynamoProjectRecords(client, table.tableName), keptDeadlines(computeDeadlines));
  users = dynamoUserStore(client, table.tableName);
});

let owners = 0;
/** A user holding one stored project (Notice to Owner and Claim of Lien deadlines), as read back. */
async function ownerWithProject(): Promise<{
  userId: string;
  project: Project;
  read: () => Promise<DescribedProject>;
}> {
  owners += 1;
  const userId = `markowner${String(owners).padStart(7, '0')}`;
  await users.create({
    id: userId,
    email: `${userId}@example.com`,
    firstName: 'Ana',
    lastName: 'Diaz',
    phone: '3055550142',
    tier: 'gold',
    passwordHash: '$scrypt$ln=10,r=8,p=1$AAAA$AAAA',
    projectCount: 0,
    sessionVersion: 1,
    createdAt: '2026-03-01T00:00:00.000Z',
  });
  const project: Project = {
    ...newProjectFields(),
    ...(projectBody() as Partial<Project>),
    contractorPhone: '3055550100',
    id: `markproject${String(owners).padStart(5, '0')}`,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
  };
  await projects.create({ userId, project, projectLimit: 50, planDay: null, activity: null });
  const read = async () => {
    const stored = await projects.get(userId, project.id);
    if (!stored) throw new Error('project not stored');
    return stored;
  };
  return { userId, project, read };
}

async function rawItem(userId: string, projectId: string) {
  const { Item } = await table.client.send(
    new GetCommand({
      TableName: table.tableName,
      Key: { pk: `USER#${userId}`, sk: `PROJECT#${projectId}` },
      ConsistentRead: true,
    }),
  );
  return Item;
}

const projectsRevision = async (userId: string) => (await users.findById(userId))?.projectsRevision;

describe('ProjectStore.markDeadline', () => {
  it('adds and removes ids in the string set, leaving no empty set and the fields as they were', async () => {
    const { userId, project, read } = await ownerWithProject();
    const [nto, lien] = [`${project.id}-nto`, `${project.id}-lien`];
    const fieldsBefore = (await read()).project;

    await projects.markDeadline({
      userId,
      previous: await read(),
      deadlineId: nto,
      isCompleted: true,
      activity: null,
    });
    await projects.markDeadline({
      userId,
      previous: await read(),
      deadlineId: lien,
      isCompleted: true,
      activity: null,
    });
    expect((await rawItem(userId, project.id))?.completedDeadlines).toEqual(new Set([nto, lien]));

    await projects.markDeadline({
      userId,
      previous: await read(),
      deadlineId: nto,
      isCompleted: false,
      activity: null,
    });
    expect((await rawItem(userId, project.id))?.completedDeadlines).toEqual(new Set([lien]));

    // DELETE of the set's last id removes the attribute (DynamoDB stores no empty set).
    await projects.markDeadline({
      userId,
      previous: await read(),
      deadlineId: lien,
      isCompleted: false,
      activity: null,
    });
    const item = await rawItem(userId, project.id);
    expect(item).not.toHaveProperty('completedDeadlines');
    // Removing an id that is not there is no error, and still leaves no set.
    await projects.markDeadline({
      userId,
      previous: await read(),
      deadlineId: lien,
      isCompleted: false,
      activity: null,
    });
    expect(await rawItem(userId, project.id)).not.toHaveProperty('completedDeadlines');

    const after = await read();
    expect(after.project).toEqual(fieldsBefore);
    expect(after.completedDeadlines).toEqual(new Set());
    expect(after.deadlines.map((d) => d.isCompleted)).toEqual([false, false]);
  });

  it("moves the project's revision and the owner's projectsRevision with each mark", async () => {
    const { userId, project, read } = await ownerWithProject();
    const before = await read();
    const ownerRevision = await projectsRevision(userId);

    await projects.markDeadline({
      userId,
      previous: before,
      deadlineId: `${project.id}-nto`,
      isCompleted: true,
      activity: null,
    });

    const after = await read();
    expect(after.revision).toBe(before.revision + 1);
    expect(after.deadlines.find((d) => d.id === `${project.id}-nto`)?.isCompleted).toBe(true);
    expect(await projectsRevision(userId)).toBe((ownerRevision ?? 0) + 1);
  });

  it('refuses a mark based on a read another write has overtaken, and lets no stale write erase a mark', async () => {
    const { userId, project, read } = await ownerWithProject();
    const nto = `${project.id}-nto`;
    const stale = await read();
    await projects.update({
      userId,
      previous: stale,
      project: { ...project, name: 'Renamed' },
      completedDeadlines: [],
      planDay: null,
      activity: null,
    });
    const ownerRevision = await projectsRevision(userId);

    await expect(
      projects.markDeadline({ userId, previous: stale, deadlineId: nto, isCompleted: true, activity: null }),
    ).rejects.toBeInstanceOf(ProjectChangedConcurrently);
    expect(await projectsRevision(userId)).toBe(ownerRevision);

    const current = await read();
    await projects.markDeadline({
      userId,
      previous: current,
      deadlineId: nto,
      isCompleted: true,
      activity: null,
    });
    // An edit based on the read from before the mark would write the marks it read: none.
    await expect(
      projects.update({
        userId,
        previous: current,
        project,
        completedDeadlines: [],
        planDay: null,
        activity: null,
      }),
    ).rejects.toBeInstanceOf(ProjectChangedConcurrently);
    expect((await read()).completedDeadlines).toEqual(new Set([nto]));
  });

  it('answers not found for a project deleted since it was read, and writes no stray item', async () => {
    const { userId, project, read } = await ownerWithProject();
    const previous = await read();
    await projects.delete({ userId, previous, activity: null });

    await expect(
      projects.markDeadline({
        userId,
        previous,
        deadlineId: `${project.id}-nto`,
        isCompleted: true,
        activity: null,
      }),
    ).rejects.toBeInstanceOf(ProjectNotFound);
    expect(await rawItem(userId, project.id)).toBeUndefined();
  });
});
