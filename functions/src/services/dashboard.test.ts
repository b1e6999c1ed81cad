import { computeDeadlines, newProjectFields, type Project } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import type { StoredDeadline } from '#ports/project-store';
import { buildDashboard } from './dashboard';

function project(id: string, fields: Partial<Project> = {}): Project {
  return {
    ...newProjectFields(),
    id,
    name: id,
    address: '1 Main St',
    generalContractor: 'GC',
    propertyOwner: 'Owner',
    firstFurnishingDate: '2026-01-07',
    createdAt: '2026-01-07T12:00:00.000Z',
    updatedAt: '2026-01-07T12:00:00.000Z',
    ...fields,
  };
}

const stored = (p: Project, completed: string[] = []): StoredDeadline[] =>
  computeDeadlines({ ...p, projectId: p.id }).deadlines.map((d) => ({
    ...d,
    isCompleted: completed.includes(d.id),
  }));

/** Notice to Owner of a project first furnished 2026-01-07 falls due 2026-02-21. */
const noticeDueIn = (days: number) => new Date(Date.parse('2026-02-21T14:00:00.000Z') - days * 86_400_000);

describe('buildDashboard', () => {
  it('counts a deadline 7 days away as urgent and one 8 days away as not', () => {
    const p = project('p');
    expect(buildDashboard([p], stored(p), noticeDueIn(7)).urgentDeadlines).toBe(1);
    expect(buildDashboard([p], stored(p), noticeDueIn(8)).urgentDeadlines).toBe(0);
    expect(buildDashboard([p], stored(p), noticeDueIn(0)).upcomingDeadlines).toHaveLength(1);
    // Due Saturday 02-21; legal last day Monday 02-23: gone only on Tuesday.
    expect(buildDashboard([p], stored(p), noticeDueIn(-2)).upcomingDeadlines).toHaveLength(1);
    expect(buildDashboard([p], stored(p), noticeDueIn(-3)).upcomingDeadlines).toHaveLength(0);
  });

  it('keeps a deadline past its due date until its legal last day has passed (s. 713.011)', () => {
    // Last furnishing 2026-04-05: Claim of Lien due Saturday 2026-07-04, legal last day Monday 07-06.
    const p = project('p', { firstFurnishingDate: '2026-03-01', lastFurnishingDate: '2026-04-05' });
    const sunday = new Date('2026-07-05T16:00:00.000Z');
    const lien = (now: Date) => buildDashboard([p], stored(p), now).upcomingDeadlines.map((d) => d.id);
    expect(lien(sunday)).toEqual(['p-lien']);
    expect(buildDashboard([p], stored(p), sunday).urgentDeadlines).toBe(1);
    expect(lien(new Date('2026-07-07T16:00:00.000Z'))).toEqual([]);
  });

  it('leaves out deadlines marked completed and every deadline of a completed project', () => {
    const open = project('open', { lastFurnishingDate: '2026-02-20' });
    const done = project('done', { projectStatus: 'completed' });
    const onHold = project('hold', { projectStatus: 'on_hold' });
    const dashboard = buildDashboard(
      [open, done, onHold],
      [...stored(open, ['open-nto']), ...stored(done), ...stored(onHold)],
      noticeDueIn(3),
    );
    expect(dashboard.upcomingDeadlines.map((d) => d.id)).toEqual(['hold-nto', 'open-lien']);
    expect(dashboard.urgentDeadlines).toBe(1);
    expect(dashboard.projects).toHaveLength(3);
  });

  it('ignores deadlines whose project is gone (a half-finished delete never shows a ghost)', () => {
    const p = project('p');
    expect(buildDashboard([], stored(p), noticeDueIn(3))).toEqual({
      projects: [],
      upcomingDeadlines: [],
      urgentDeadlines: 0,
    });
  });
});
