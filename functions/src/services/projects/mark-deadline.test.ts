import { computeDeadlines, newProjectFields, PRODUCT_METRICS, type Project } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { ProjectChangedConcurrently } from '#src/errors';
import type { DescribedProject, DescribedProjectStore } from '#src/ports/project-store';
import { recordedMetrics } from '#test/recorded-metrics';
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

/** The project as read at `revision`, with the deadlines `done` marked done. */
const readAt = (revision: number, done: string[] = []): DescribedProject => ({
  project,
  deadlines: computeDeadlines({ ...project, projectId: project.id }).deadlines.map((deadline) => ({
    ...deadline,
    isCompleted: done.includes(deadline.id),
  })),
  completedDeadlines: new Set(done),
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
    listDashboardProjects: unexpected,
    listProjectsWithDeadlines: unexpected,
  };
  return { store, calls };
}

const fromApp = (projects: DescribedProjectStore) => ({
  projects,
  // No mark here records a lien: nothing reads the clock.
  clock: { now: () => new Date('2026-03-02T14:00:00.000Z') },
  metrics: recordedMetrics(),
  source: 'app' as const,
  actor: { userId: 'uuuuuuuuuuuuuuuu', name: 'Ana Diaz' },
});

describe('markDeadline', () => {
  it('writes again on a fresh read when another write came between its read and its write', async () => {
    const { store, calls } = racedStore(2);
    const deps = fromApp(store);
    const answer = await markDeadline(deps, 'uuuuuuuuuuuuuuuu', readAt(1), lien, { isCompleted: true });
    expect(calls).toEqual({ reads: 2, writes: [1, 2, 3] });
    expect(answer.deadlines.find((d) => d.id === lien)?.isCompleted).toBe(true);
    // Counted once, for the write that held, by where it was made.
    expect(deps.metrics.measures).toEqual([
      { metric: PRODUCT_METRICS.deadlinesMarkedDone, value: 1, source: 'app' },
    ]);
  });

  it('counts an undone mark as nothing, and an email link mark by its source', async () => {
    const undone = fromApp(racedStore(0).store);
    await markDeadline(undone, 'uuuuuuuuuuuuuuuu', readAt(1, [lien]), lien, { isCompleted: false });
    expect(undone.metrics.measures).toEqual([]);
    const fromEmail = { ...fromApp(racedStore(0).store), source: 'email' as const };
    await markDeadline(fromEmail, 'uuuuuuuuuuuuuuuu', readAt(1), lien, { isCompleted: true });
    expect(fromEmail.metrics.measures).toEqual([
      { metric: PRODUCT_METRICS.deadlinesMarkedDone, value: 1, source: 'email' },
    ]);
  });

  it('gives up with the concurrency error when the project keeps changing under it', async () => {
    const { store, calls } = racedStore(Number.POSITIVE_INFINITY);
    const deps = fromApp(store);
    await expect(
      markDeadline(deps, 'uuuuuuuuuuuuuuuu', readAt(1), lien, { isCompleted: true }),
    ).rejects.toBeInstanceOf(ProjectChangedConcurrently);
    expect(calls.writes).toEqual([1, 2, 3]);
    expect(deps.metrics.measures).toEqual([]);
  });

  it('writes nothing when the deadline is already as asked', async () => {
    const { store, calls } = racedStore(0);
    const deps = fromApp(store);
    await markDeadline(deps, 'uuuuuuuuuuuuuuuu', readAt(1), lien, { isCompleted: false });
    expect(calls).toEqual({ reads: 0, writes: [] });
    expect(deps.metrics.measures).toEqual([]);
  });
});
