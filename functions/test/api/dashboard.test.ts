import { type DashboardResponse, type ProjectResponse, upcomingDeadlineViews } from '@lienminder/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, projectBody, type SignedUpUser, signUp, startTestApi, type TestApi } from './support';

let api: TestApi;
let gold: SignedUpUser;
const ids: Record<'active' | 'completed' | 'reminders' | 'panhandle', string> = {
  active: '',
  completed: '',
  reminders: '',
  panhandle: '',
};

beforeAll(async () => {
  api = await startTestApi('2026-02-01T15:00:00.000Z');
  gold = await signUp(api, 'gold');
  const bodies = {
    // Notice to Owner 2026-02-21, Claim of Lien 2026-05-21.
    active: projectBody({ name: 'Active' }),
    // Notice 2026-03-18, but the project is completed: nothing of it is upcoming.
    completed: projectBody({
      name: 'Completed',
      projectStatus: 'completed',
      firstFurnishingDate: '2026-02-01',
    }),
    // Notice 2025-11-15 (past), lien 2026-05-02, reminders 02-10, 02-25, 03-12, 03-27.
    reminders: projectBody({
      name: 'Reminders',
      firstFurnishingDate: '2025-10-01',
      lastFurnishingDate: '2026-02-01',
      recurringAlertsInterval: '15',
      recurringAlertsStartDate: '2026-02-10',
      recurringAlertsEndDate: '2026-03-31',
    }),
    // Western panhandle, on Central time: Notice 2026-02-21, lien still pending.
    panhandle: projectBody({ name: 'Panhandle', timeZone: 'America/Chicago', lastFurnishingDate: '' }),
  };
  for (const [key, body] of Object.entries(bodies) as [keyof typeof ids, ReturnType<typeof projectBody>][]) {
    api.clock.advanceSeconds(60);
    const response = await call('POST', '/api/projects', { session: gold.session, body });
    expect(response.statusCode).toBe(201);
    ids[key] = response.json<ProjectResponse>().project.id;
  }
});

async function dashboardAt(instant: string): Promise<DashboardResponse> {
  api.clock.set(instant);
  const response = await call('GET', '/api/dashboard', { session: gold.session });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardResponse>();
}

/** The listed deadlines as the screen shows them (rebuilt from the answer as the browser does). */
const summary = (dashboard: DashboardResponse) =>
  upcomingDeadlineViews(dashboard).map((d) => `${d.project.name} ${d.type} ${d.dueDate}`);

describe('GET /api/dashboard', () => {
  it('lists projects newest first and upcoming deadlines soonest first, counting those within 7 days', async () => {
    const dashboard = await dashboardAt('2026-02-16T14:00:00.000Z'); // 09:00 in Miami

    expect(dashboard.projects.map((p) => p.name)).toEqual(['Panhandle', 'Reminders', 'Completed', 'Active']);
    expect(summary(dashboard)).toEqual(
      [
        // Past and never marked done: listed, counted as overdue.
        'Reminders notice_to_owner 2025-11-15',
        'Active notice_to_owner 2026-02-21',
        'Panhandle notice_to_owner 2026-02-21',
        'Reminders recurring_lien_reminder 2026-02-25',
        // The first five now end 03-12: the 03-27 reminder is counted on the next one, not listed.
        'Reminders recurring_lien_reminder 2026-03-12',
        'Reminders record_lien 2026-05-02',
        'Active record_lien 2026-05-21',
      ].sort((a, b) => a.slice(-10).localeCompare(b.slice(-10))),
    );
    // Both notices are 5 days away; the next reminder is 9.
    expect(dashboard.urgentDeadlines).toBe(2);
    expect(dashboard.overdueDeadlines).toBe(1);

    expect(dashboard.upcomingDeadlines.find((d) => d.projectId === ids.active)).toEqual({
      id: `${ids.active}-nto`,
      type: 'notice_to_owner',
      dueDate: '2026-02-21',
      projectId: ids.active,
    });
    const views = upcomingDeadlineViews(dashboard);
    expect(views.find((d) => d.project.id === ids.active)).toEqual({
      id: `${ids.active}-nto`,
      type: 'notice_to_owner',
      title: 'Notice to Owner',
      dueDate: '2026-02-21',
      legalLastDay: '2026-02-23',
      legalLastDayReason: 'moved from Saturday',
      description: expect.stringContaining('Notice to Owner'),
      summary: expect.stringContaining('Tell the owner in writing'),
      statute: 'Fla. Stat. s. 713.06(2)(a)',
      statuteUrl: 'https://www.flsenate.gov/Laws/Statutes/2025/713.06',
      // Day 40 after 2026-01-07 is Monday 02-16: no rollover.
      mailBy: { dueDate: '2026-02-16', legalLastDay: '2026-02-16', legalLastDayReason: null },
      alertsEnabled: false,
      isCompleted: false,
      project: {
        id: ids.active,
        name: 'Active',
        type: 'private',
        firstFurnishingDate: '2026-01-07',
        recurringAlertsInterval: '',
        recurringAlertsStartDate: '',
        recurringAlertsEndDate: '',
      },
    });
    const reminder = views.find((d) => d.type === 'recurring_lien_reminder');
    expect(reminder?.project).toMatchObject({
      recurringAlertsInterval: '15',
      recurringAlertsStartDate: '2026-02-10',
      recurringAlertsEndDate: '2026-03-31',
    });
  });

  it('decides "today" on each project\'s own Florida calendar', async () => {
    // Both notices fall due Saturday 2026-02-21, legal last day Monday 02-23 (s. 713.011). At 00:30
    // on the 24th in Miami it is still 23:30 on the 23rd in Pensacola.
    const dashboard = await dashboardAt('2026-02-24T05:30:00.000Z');
    expect(summary(dashboard).slice(0, 4)).toEqual([
      'Reminders notice_to_owner 2025-11-15',
      'Active notice_to_owner 2026-02-21',
      'Panhandle notice_to_owner 2026-02-21',
      'Reminders recurring_lien_reminder 2026-02-25',
    ]);
    // Miami's notice is overdue, listed until marked done; Pensacola's is still on time, and urgent.
    expect(dashboard.overdueDeadlines).toBe(2);
    expect(dashboard.urgentDeadlines).toBe(2);
  });

  it('is empty for a new account and 401 without a session', async () => {
    const fresh = await signUp(api);
    const response = await call('GET', '/api/dashboard', { session: fresh.session });
    expect(response.json()).toEqual({
      projects: [],
      upcomingDeadlines: [],
      urgentDeadlines: 0,
      overdueDeadlines: 0,
      lastAlertSentAt: null,
      accountEmailSuppressed: null,
      calendarFeed: false,
    });
    expect((await call('GET', '/api/dashboard')).statusCode).toBe(401);
  });

  it("answers 401, not the projects, to a signed-out session's token", async () => {
    const user = await signUp(api);
    expect(
      (await call('POST', '/api/projects', { session: user.session, body: projectBody({ name: 'Mine' }) }))
        .statusCode,
    ).toBe(201);
    expect((await call('POST', '/api/auth/logout', { session: user.session })).statusCode).toBe(200);
    const response = await call('GET', '/api/dashboard', { session: user.session });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Mine');
  });

  it('shows every project write on the next read, though it keeps the projects it read (docs/decisions/017)', async () => {
    const user = await signUp(api, 'gold');
    const names = async () => {
      const response = await call('GET', '/api/dashboard', { session: user.session });
      return response.json<DashboardResponse>().projects.map((p) => p.name);
    };
    const create = async (name: string) =>
      (
        await call('POST', '/api/projects', { session: user.session, body: projectBody({ name }) })
      ).json<ProjectResponse>().project.id;
    const first = await create('First');
    expect(await names()).toEqual(['First']);
    expect(await names()).toEqual(['First']);

    api.clock.advanceSeconds(60);
    const second = await create('Second');
    expect(await names()).toEqual(['Second', 'First']);
    const path = `/api/projects/${first}`;
    expect(
      (await call('PUT', path, { session: user.session, body: projectBody({ name: 'First, renamed' }) }))
        .statusCode,
    ).toBe(200);
    expect(await names()).toEqual(['Second', 'First, renamed']);
    expect((await call('DELETE', `/api/projects/${second}`, { session: user.session })).statusCode).toBe(200);
    expect(await names()).toEqual(['First, renamed']);
  });
});
