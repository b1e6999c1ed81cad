import { computeDeadlines, newProjectFields, type Project } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { ProjectChangedConcurrently } from '#src/errors';
import type { DescribedProject, DescribedProjectStore } from '#src/ports/project-store';
import { markDeadline } from './mark-deadline';

const project: Project = {
  ...newProjectFields(),
  name: 'Brickell Tower',
  address: '1 Brickell Ave',
  generalContractor: 'Coastal Builders',
  propertyOwner: 'Brickell Holdings',
  firstFurnishingDate: '2026-01-07',
  lastFurnishingDate: '2026-02-20',
  id: 'pppppppppppppppp',
  createdAt: '2026-01-20T15:00:00.000Z',
  updatedAt: '2026-01-20T15:00:00.000Z',
};
const lien = `${project.id}-lien`;

const readAt = (revision: number): DescribedProject => ({
  project,
  deadlines: computeDeadlines({ ...project, projectId: project.id }).deadlines.map((deadline) => ({
    ...deadline,
    isCompleted: false,
  })),
  completedDeadlines: new Set(),
  serviceProofs: {},
  revision,
});

/** A store whose mark writes lose the race to other writers `conflicts` times, then hold. */
function racedStore(conflicts: number) {
  const calls = { reads: 0, writes: [] as number[] };
  let revision = 1;
  const unexpected = () => Promise.reject(new Error('markDeadline must not call this'));
  const store: DescribedProjectStore = {
    markDeadline: async ({ previous }) => {
      calls.writes.push(previous.revision);
      if (calls.writes.length <= conflicts) {
        revision += 1; // another writer got there first
        throw new ProjectChangedConcurrently();
      }
    },
    get: async () => {
      calls.reads += 1;
      return readAt(revision);
    },
    getRecord: unexpected,
    create: unexpected,
    update: unexpected,
    delete: unexpected,
    listProjects: unexpected,
    listProjectsWithDeadlines: unexpected,
  };
  return { store, calls };
}

describe('markDeadline', () => {
  it('writes again on a fresh read when another write came between its read and its write', async () => {
    const { store, calls } = racedStore(2);
    const answer = await markDeadline({ projects: store }, 'uuuuuuuuuuuuuuuu', readAt(1), lien, {
      isCompleted: true,
    });
    expect(calls).toEqual({ reads: 2, writes: [1, 2, 3] });
    expect(answer.deadlines.find((d) => d.id === lien)?.isCompleted).toBe(true);
  });

  it('gives up with the concurrency error when the project keeps changing under it', async () => {
    const { store, calls } = racedStore(Number.POSITIVE_INFINITY);
    await expect(
      markDeadline({ projects: store }, 'uuuuuuuuuuuuuuuu', readAt(1), lien, { isCompleted: true }),
    ).rejects.toBeInstanceOf(ProjectChangedConcurrently);
    expect(calls.writes).toEqual([1, 2, 3]);
  });

  it('writes nothing when the deadline is already as asked', async () => {
    const { store, calls } = racedStore(0);
    await markDeadline({ projects: store }, 'uuuuuuuuuuuuuuuu', readAt(1), lien, { isCompleted: false });
    expect(calls).toEqual({ reads: 0, writes: [] });
  });
});
