/**
 * The project store's guarantees that the API cannot easily provoke on demand: optimistic locking
 * between a read and a write, and a user partition that no other user's call can reach.
 */
import { computeDeadlines, newProjectFields, type Project } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectStore } from '#ports/project-store';
import type { UserStore } from '#ports/user-store';
import { parseConfig } from '../../src/config';
import { ProjectChangedConcurrently, ProjectLimitReached, ProjectNotFound } from '../../src/errors';
import { createDocumentClient } from '../../src/store/document-client';
import { dynamoProjectStore } from '../../src/store/projects';
import { dynamoUserStore } from '../../src/store/users';
import { projectBody } from '../api/support';
import { useTestEnvironment } from '../dynamodb';

let projects: ProjectStore;
let users: UserStore;

beforeAll(async () => {
  const table = await useTestEnvironment();
  const client = createDocumentClient(parseConfig(process.env));
  projects = dynamoProjectStore(client, table.tableName);
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
    await projects.create({ userId, project, deadlines: deadlinesOf(project), projectLimit: 50 });
    const read = await projects.get(userId, project.id);
    if (!read) throw new Error('project not stored');

    const renamed = { ...project, name: 'First writer' };
    await projects.update({ userId, previous: read, project: renamed, deadlines: deadlinesOf(renamed) });
    const stale = { ...project, name: 'Second writer', lastFurnishingDate: '2026-03-10' };
    await expect(
      projects.update({ userId, previous: read, project: stale, deadlines: deadlinesOf(stale) }),
    ).rejects.toBeInstanceOf(ProjectChangedConcurrently);
    await expect(projects.delete({ userId, previous: read })).rejects.toBeInstanceOf(
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
    await projects.create({ userId, project, deadlines: deadlinesOf(project), projectLimit: 50 });
    const read = await projects.get(userId, project.id);
    if (!read) throw new Error('project not stored');

    await projects.delete({ userId, previous: read });
    await expect(projects.delete({ userId, previous: read })).rejects.toBeInstanceOf(ProjectNotFound);
    await expect(
      projects.update({ userId, previous: read, project, deadlines: deadlinesOf(project) }),
    ).rejects.toBeInstanceOf(ProjectNotFound);
    expect((await users.findById(userId))?.projectCount).toBe(0);
    expect(await projects.listProjectsWithDeadlines(userId)).toEqual({ projects: [], deadlines: [] });
  });

  it("keeps each user's projects in their own partition", async () => {
    const owner = await newUser();
    const other = await newUser();
    const project = newProject('aaaaaaaaaaaaaaad');
    await projects.create({ userId: owner, project, deadlines: deadlinesOf(project), projectLimit: 1 });

    expect(await projects.get(other, project.id)).toBeNull();
    expect(await projects.listProjects(other)).toEqual([]);
    // The other user's limit counts only their own projects.
    await projects.create({ userId: other, project, deadlines: deadlinesOf(project), projectLimit: 1 });
    await expect(
      projects.create({
        userId: other,
        project: newProject('aaaaaaaaaaaaaaae'),
        deadlines: [],
        projectLimit: 1,
      }),
    ).rejects.toBeInstanceOf(ProjectLimitReached);
    expect(await projects.listProjects(owner)).toEqual([project]);
  });

  it('stores and reads back a gold project with a year of fortnightly reminders in one transaction', async () => {
    const userId = await newUser();
    const project = newProject('aaaaaaaaaaaaaaaf', {
      recurringAlertsInterval: '15',
      recurringAlertsStartDate: '2026-03-01',
      recurringAlertsEndDate: '2027-03-01',
    });
    const deadlines = deadlinesOf(project);
    expect(deadlines.length).toBe(27);
    await projects.create({ userId, project, deadlines, projectLimit: 50 });
    const read = await projects.get(userId, project.id);
    expect(read?.deadlines).toHaveLength(27);

    // Moving the window replaces every reminder: 25 removed, 25 written, plus the project.
    const moved = {
      ...project,
      recurringAlertsStartDate: '2026-03-02',
      recurringAlertsEndDate: '2027-03-01',
    };
    if (!read) throw new Error('project not stored');
    await projects.update({ userId, previous: read, project: moved, deadlines: deadlinesOf(moved) });
    const after = await projects.get(userId, project.id);
    expect(after?.deadlines.map((d) => d.id).sort()).toEqual(
      deadlinesOf(moved)
        .map((d) => d.id)
        .sort(),
    );
  });
});
