import {
  computeDeadlines,
  DEADLINE_TYPES,
  daysLeft,
  daysLeftFor,
  isRecurringReminder,
  newProjectFields,
  type Project,
  todayIn,
  UPCOMING_DEADLINES_SHOWN,
  URGENT_WINDOW_DAYS,
  upcomingDeadlineCount,
  upcomingDeadlineViews,
} from '@lienminder/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DescribedProject, ProjectWithSchedule } from '#src/ports/project-store';
import { toDeadlineView } from '#src/services/projects/project-response';
import { buildDashboard as buildAnswer, getDashboard } from './dashboard';

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

const stored = (p: Project, completed: string[] = []): DescribedProject => ({
  project: p,
  deadlines: computeDeadlines({ ...p, projectId: p.id }).deadlines.map((d) => ({
    ...d,
    isCompleted: completed.includes(d.id),
  })),
  completedDeadlines: new Set(completed),
  serviceProofs: {},
  revision: 1,
});

const withSchedule = ({ project, deadlines, completedDeadlines }: DescribedProject): ProjectWithSchedule => ({
  project,
  deadlines,
  completedDeadlines,
});

/** The dashboard as the screen shows it: the answer, its deadlines rebuilt as the browser does. */
function buildDashboard(projects: DescribedProject[], now: Date) {
  const answer = buildAnswer(projects.map(withSchedule), now);
  return { ...answer, upcomingDeadlines: upcomingDeadlineViews(answer) };
}

/** Notice to Owner of a project first furnished 2026-01-07 falls due 2026-02-21. */
const noticeDueIn = (days: number) => new Date(Date.parse('2026-02-21T14:00:00.000Z') - days * 86_400_000);
/** Its last day to mail is Monday 2026-02-16, day 40 (s. 713.18(4)): what it counts down to. */
const mailingClosesIn = (days: number) => noticeDueIn(days + 5);

describe('buildDashboard', () => {
  it('counts a deadline 7 days away as urgent and one 8 days away as not: the notice by its last day to mail', () => {
    const p = project('p');
    expect(buildDashboard([stored(p)], mailingClosesIn(7)).urgentDeadlines).toBe(1);
    expect(buildDashboard([stored(p)], mailingClosesIn(8)).urgentDeadlines).toBe(0);
    // Day 38: 7 days to day 45, but 2 to the last day to mail.
    expect(buildDashboard([stored(p)], mailingClosesIn(2)).urgentDeadlines).toBe(1);
    // Past it, by hand only: urgent to the end.
    expect(buildDashboard([stored(p)], noticeDueIn(2)).urgentDeadlines).toBe(1);
    expect(buildDashboard([stored(p)], noticeDueIn(0)).upcomingDeadlines).toHaveLength(1);
    // Due Saturday 02-21; legal last day Monday 02-23: still on time, urgent, until Monday.
    expect(buildDashboard([stored(p)], noticeDueIn(-2))).toMatchObject({
      urgentDeadlines: 1,
      overdueDeadlines: 0,
    });
    expect(buildDashboard([stored(p)], noticeDueIn(-2)).upcomingDeadlines).toHaveLength(1);
  });

  it('keeps a statutory deadline past its legal last day, counted overdue and not urgent, until it is marked done', () => {
    const p = project('p');
    // Tuesday 02-24, the day after the legal last day, and 72 days later: still listed, overdue.
    for (const now of [noticeDueIn(-3), noticeDueIn(-75)]) {
      const dashboard = buildDashboard([stored(p)], now);
      expect(dashboard.upcomingDeadlines.map((d) => d.id)).toEqual(['p-nto']);
      expect(dashboard).toMatchObject({ urgentDeadlines: 0, overdueDeadlines: 1 });
    }
    const marked = buildDashboard([stored(p, ['p-nto'])], noticeDueIn(-75));
    expect(marked).toMatchObject({ upcomingDeadlines: [], overdueDeadlines: 0 });
  });

  it("drops a user's own reminder once its day is past: it is no deadline to miss", () => {
    const p = project('p', {
      recurringAlertsInterval: '30',
      recurringAlertsStartDate: '2026-01-10',
      recurringAlertsEndDate: '2026-02-20',
    });
    // On 2026-02-15 the reminders of 01-10 and 02-09 are past; 02-14 is not a reminder day.
    const dashboard = buildDashboard([stored(p, ['p-nto'])], new Date('2026-02-15T14:00:00.000Z'));
    expect(dashboard.upcomingDeadlines).toEqual([]);
    expect(dashboard.overdueDeadlines).toBe(0);
  });

  it('keeps a deadline past its due date until its legal last day has passed (s. 713.011)', () => {
    // Last furnishing 2026-04-05: Claim of Lien due Saturday 2026-07-04, legal last day Monday 07-06.
    const p = stored(project('p', { firstFurnishingDate: '2026-03-01', lastFurnishingDate: '2026-04-05' }), [
      'p-nto',
    ]);
    const sunday = new Date('2026-07-05T16:00:00.000Z');
    const lien = (now: Date) => buildDashboard([p], now).upcomingDeadlines.map((d) => d.id);
    expect(lien(sunday)).toEqual(['p-lien']);
    expect(buildDashboard([p], sunday)).toMatchObject({ urgentDeadlines: 1, overdueDeadlines: 0 });
    // Tuesday: overdue, and still in sight.
    expect(lien(new Date('2026-07-07T16:00:00.000Z'))).toEqual(['p-lien']);
    expect(buildDashboard([p], new Date('2026-07-07T16:00:00.000Z')).overdueDeadlines).toBe(1);
  });

  it('leaves out deadlines marked completed and every deadline of a completed project', () => {
    const open = project('open', { lastFurnishingDate: '2026-02-20' });
    const done = project('done', { projectStatus: 'completed' });
    const onHold = project('hold', { projectStatus: 'on_hold' });
    const dashboard = buildDashboard(
      [stored(open, ['open-nto']), stored(done), stored(onHold)],
      noticeDueIn(3),
    );
    expect(dashboard.upcomingDeadlines.map((d) => d.id)).toEqual(['hold-nto', 'open-lien']);
    expect(dashboard.urgentDeadlines).toBe(1);
    expect(dashboard.projects).toHaveLength(3);
  });

  it('answers what the dashboard shows of each project, not its alert recipients or contacts', () => {
    const p = project('p', {
      alertEmail: 'ops@example.com',
      contractorPhone: '3055550100',
      role: 'contractor',
      lienRecordedDate: '2026-02-10',
    });
    const [shown] = buildDashboard([stored(p)], noticeDueIn(3)).projects;
    expect(shown).toEqual({
      id: 'p',
      name: 'p',
      type: 'private',
      address: '1 Main St',
      projectStatus: 'active',
      generalContractor: 'GC',
      propertyOwner: 'Owner',
      firstFurnishingDate: '2026-01-07',
      lastFurnishingDate: '',
      // The engine's inputs: the browser rebuilds the listed deadlines from these (upcomingDeadlineViews).
      role: 'contractor',
      paymentBond: false,
      lienRecordedDate: '2026-02-10',
      contestServedDate: '',
      showCauseServedDate: '',
      bondContestServedDate: '',
      swornStatementDemandDate: '',
      terminationDate: '',
      nocRecordedDate: '',
      nocExpirationDate: '',
      recurringAlertsInterval: '',
      recurringAlertsStartDate: '',
      recurringAlertsEndDate: '',
      noticeToOwnerAlerts: false,
      timeZone: 'America/New_York',
      createdAt: '2026-01-07T12:00:00.000Z',
    });
  });
});

/** Every upcoming deadline one by one, as the dashboard answered before reminders were grouped. */
function everyUpcoming(projects: DescribedProject[], now: Date) {
  return projects
    .filter(({ project }) => project.projectStatus !== 'completed')
    .flatMap(({ project, deadlines }) => {
      const today = todayIn(project.timeZone, now);
      return deadlines
        .filter((d) => !d.isCompleted && (daysLeft(d.legalLastDay, today) >= 0 || !isRecurringReminder(d)))
        .map((d) => ({
          ...d,
          project,
          left: daysLeftFor(d, today),
          overdue: daysLeft(d.legalLastDay, today) < 0,
        }));
    })
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) ||
        DEADLINE_TYPES.indexOf(a.type) - DEADLINE_TYPES.indexOf(b.type) ||
        a.project.name.localeCompare(b.project.name) ||
        a.id.localeCompare(b.id),
    );
}

/** Per project: its next reminder's date and how many it has, from either list. */
function reminderGroups(
  list: { id: string; dueDate: string; project: { id: string }; followingReminders?: number; type: string }[],
) {
  const groups = new Map<string, { next: string; count: number }>();
  for (const d of list.filter((entry) => isRecurringReminder(entry as never))) {
    const group = groups.get(d.project.id) ?? { next: d.dueDate, count: 0 };
    group.count += 1 + (d.followingReminders ?? 0);
    if (d.dueDate < group.next) group.next = d.dueDate;
    groups.set(d.project.id, group);
  }
  return Object.fromEntries(groups);
}

describe('recurring reminders grouped per project (docs/product.md section 2)', () => {
  const gold = (id: string, fields: Partial<Project>) =>
    project(id, {
      recurringAlertsInterval: '15',
      recurringAlertsStartDate: '2026-03-01',
      recurringAlertsEndDate: '2027-03-01',
      lastFurnishingDate: '2026-04-10',
      ...fields,
    });

  it('lists a project with a year of 15-day reminders as its next reminder and the count that follows', () => {
    // Its notice, past, is marked done: the list is the lien and the reminders.
    const p = stored(gold('p', {}), ['p-nto']);
    const now = new Date('2026-03-20T14:00:00.000Z');
    const { upcomingDeadlines, urgentDeadlines } = buildDashboard([p], now);
    const reminders = upcomingDeadlines.filter(isRecurringReminder);
    // 23 reminders left, 03-31 the next. The first 5 of the list (the notice is past, the lien due in
    // July) are reminders the sidebar shows one by one: 03-31 carries the 18 after them.
    expect(upcomingDeadlines.slice(0, UPCOMING_DEADLINES_SHOWN).map((d) => d.dueDate)).toEqual(
      everyUpcoming([p], now)
        .slice(0, UPCOMING_DEADLINES_SHOWN)
        .map((d) => d.dueDate),
    );
    expect(reminders[0]).toMatchObject({ dueDate: '2026-03-31', followingReminders: 18 });
    expect(reminders.slice(1).every((d) => d.followingReminders === undefined)).toBe(true);
    expect(upcomingDeadlineCount(upcomingDeadlines)).toBe(everyUpcoming([p], now).length);
    expect(upcomingDeadlines).toHaveLength(UPCOMING_DEADLINES_SHOWN + 1);
    expect(urgentDeadlines).toBe(0);
  });

  it('shows users the same deadlines, counts and groups as the full list, for any accounts and any day', () => {
    const day = fc.integer({ min: 0, max: 500 }).map((n) => {
      const date = new Date(Date.UTC(2026, 0, 1 + n));
      return date.toISOString().slice(0, 10);
    });
    const aProject = fc.record({
      first: day,
      last: fc.option(day, { nil: '' }),
      interval: fc.constantFrom('', '15', '30'),
      start: day,
      status: fc.constantFrom('active', 'active', 'on_hold', 'completed'),
      zone: fc.constantFrom('America/New_York', 'America/Chicago'),
      completeNotice: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(aProject, { maxLength: 8 }), fc.integer({ min: 0, max: 600 }), (specs, offset) => {
        const projects = specs.map((spec, index) => {
          const id = `p${index}`;
          const end = new Date(Date.parse(`${spec.start}T00:00:00Z`) + 300 * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const p = project(id, {
            name: `Project ${index % 3}`,
            firstFurnishingDate: spec.first,
            lastFurnishingDate: spec.last !== '' && spec.last < spec.first ? spec.first : spec.last,
            recurringAlertsInterval: spec.interval as Project['recurringAlertsInterval'],
            recurringAlertsStartDate: spec.interval ? spec.start : '',
            recurringAlertsEndDate: spec.interval ? end : '',
            projectStatus: spec.status as Project['projectStatus'],
            timeZone: spec.zone as Project['timeZone'],
          });
          return stored(p, spec.completeNotice ? [`${id}-nto`] : []);
        });
        const now = new Date(Date.UTC(2026, 0, 1, 14) + offset * 86_400_000);
        const full = everyUpcoming(projects, now);
        const { upcomingDeadlines, urgentDeadlines, overdueDeadlines } = buildDashboard(projects, now);
        const ids = (list: { id: string }[]) => list.map((d) => d.id);
        // Each listed deadline as the API's deadline views show it (title, dates, statute, description, project).
        const listedIds = new Set(ids(upcomingDeadlines));
        expect(upcomingDeadlines.map(({ followingReminders: _counted, ...view }) => view)).toEqual(
          full
            .filter((d) => listedIds.has(d.id))
            .map(({ left: _left, overdue: _overdue, ...d }) => toDeadlineView(d, d.project)),
        );
        // Stat cards: upcoming and urgent counts.
        expect(upcomingDeadlineCount(upcomingDeadlines)).toBe(full.length);
        const isUrgent = (d: (typeof full)[number]) => !d.overdue && d.left <= URGENT_WINDOW_DAYS;
        expect(urgentDeadlines).toBe(full.filter(isUrgent).length);
        expect(overdueDeadlines).toBe(full.filter((d) => d.overdue).length);
        // Sidebar: the first five, one by one; urgent panel: every urgent one.
        expect(ids(upcomingDeadlines.slice(0, UPCOMING_DEADLINES_SHOWN))).toEqual(
          ids(full.slice(0, UPCOMING_DEADLINES_SHOWN)),
        );
        const urgentIds = new Set(ids(full.filter(isUrgent)));
        expect(ids(upcomingDeadlines.filter((d) => urgentIds.has(d.id)))).toEqual([...urgentIds]);
        // Project cards: every notice and lien deadline.
        expect(ids(upcomingDeadlines.filter((d) => !isRecurringReminder(d)))).toEqual(
          ids(full.filter((d) => !isRecurringReminder(d))),
        );
        // Recurring reminders card: each project's next reminder and how many it has.
        expect(reminderGroups(upcomingDeadlines)).toEqual(reminderGroups(full));
        // Listed in the same order as before, a subset of it.
        const position = new Map(full.map((d, index) => [d.id, index]));
        const positions = upcomingDeadlines.map((d) => position.get(d.id) ?? -1);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(positions.includes(-1)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the answer', () => {
  it('names each listed deadline and its project by reference, not a copy of its texts and project', () => {
    const p = project('p', { lastFurnishingDate: '2026-02-20' });
    expect(buildAnswer([withSchedule(stored(p))], noticeDueIn(3)).upcomingDeadlines).toEqual([
      { id: 'p-nto', type: 'notice_to_owner', dueDate: '2026-02-21', projectId: 'p' },
      { id: 'p-lien', type: 'record_lien', dueDate: '2026-05-21', projectId: 'p' },
    ]);
  });
});

describe('a project gone', () => {
  it('leaves an empty dashboard', () => {
    expect(buildAnswer([], noticeDueIn(3))).toEqual({
      projects: [],
      upcomingDeadlines: [],
      urgentDeadlines: 0,
      overdueDeadlines: 0,
      lastAlertSentAt: null,
    });
  });
});

describe('getDashboard, read again', () => {
  const owner = { id: 'u1', projectsRevision: 3 };
  /** A store that hands back `list` as the real one hands back its kept list while nothing changed. */
  const storeOf = (list: readonly ProjectWithSchedule[]) => ({ listProjectsWithDeadlines: async () => list });
  const at = (now: Date) => ({ now: () => now });
  // 8 days before the Notice to Owner: not urgent yet; a day later it is.
  const eightDaysBefore = mailingClosesIn(8);
  const sevenDaysBefore = mailingClosesIn(7);

  it('answers what it built while the projects, their dates and the last alert sent are unchanged', async () => {
    const list = [withSchedule(stored(project('p')))];
    const first = await getDashboard({ projects: storeOf(list), clock: at(eightDaysBefore) }, owner, null);
    const later = new Date(eightDaysBefore.getTime() + 60_000);
    const again = await getDashboard({ projects: storeOf(list), clock: at(later) }, owner, null);
    expect(again).toBe(first);
    expect(again).toEqual(buildAnswer(list, later));
  });

  it("builds it again when the day changes on its projects' calendar", async () => {
    const list = [withSchedule(stored(project('p')))];
    const before = await getDashboard({ projects: storeOf(list), clock: at(eightDaysBefore) }, owner, null);
    const after = await getDashboard({ projects: storeOf(list), clock: at(sevenDaysBefore) }, owner, null);
    expect([before.urgentDeadlines, after.urgentDeadlines]).toEqual([0, 1]);
  });

  it('builds it again from a new list of projects and for a new last alert sent', async () => {
    const p = project('p');
    const clock = at(sevenDaysBefore);
    const first = await getDashboard({ projects: storeOf([withSchedule(stored(p))]), clock }, owner, null);
    const completed = [withSchedule(stored(p, ['p-nto']))];
    const afterCompleting = await getDashboard({ projects: storeOf(completed), clock }, owner, null);
    const sentAt = '2026-02-14T13:00:00.000Z';
    const afterSending = await getDashboard({ projects: storeOf(completed), clock }, owner, sentAt);
    expect([first.urgentDeadlines, afterCompleting.urgentDeadlines]).toEqual([1, 0]);
    expect([afterCompleting.lastAlertSentAt, afterSending.lastAlertSentAt]).toEqual([null, sentAt]);
  });
});
