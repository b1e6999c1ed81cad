/**
 * The private calendar feed: POST /api/calendar-feed makes (or replaces) the address, DELETE
 * revokes it, and GET /api/calendar/{token} answers the open deadlines as iCalendar, read back here
 * with ical.js, a real parser, rather than by matching text.
 */
import { createHash } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { CalendarFeedResponse, ProjectResponse } from '@lienminder/shared';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_PASSWORD_LIMIT } from '#src/services/calendar/calendar-feed';
import { CALENDAR_FEED_RATE_LIMIT, TOO_MANY_FEED_REQUESTS } from '#src/services/calendar/read-calendar-feed';
import { planDayOnSave } from '#src/services/projects/project-deadlines';
import {
  call,
  PASSWORD,
  projectBody,
  readAfterSave,
  type SignedUpUser,
  signUp,
  startTestApi,
  type TestApi,
  tokenMailedTo,
} from './support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('2026-01-20T15:00:00.000Z');
});

/** Each test fetches from its own address, so the per-address limit of one never meets another's. */
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

async function newFeed(session: string): Promise<string> {
  const response = await call('POST', '/api/calendar-feed', { session, body: { currentPassword: PASSWORD } });
  expect(response.statusCode).toBe(200);
  return response.json<CalendarFeedResponse>().url;
}

const fetchFeed = (url: string, sourceIp: string) => call('GET', new URL(url).pathname, { sourceIp });

interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  start: string;
  isAllDay: boolean;
  stamp: string;
}

async function eventsOf(url: string, sourceIp: string): Promise<FeedEvent[]> {
  const response = await fetchFeed(url, sourceIp);
  expect(response.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: String(vevent.getFirstPropertyValue('url')),
      start: event.startDate.toString(),
      isAllDay: event.startDate.isDate,
      stamp: String(vevent.getFirstPropertyValue('dtstamp')),
    };
  });
}

async function createProject(session: string, overrides: Parameters<typeof projectBody>[0] = {}) {
  const response = await call('POST', '/api/projects', { session, body: projectBody(overrides) });
  expect(response.statusCode).toBe(201);
  return readAfterSave(session, response);
}

/** Marks a deadline done the way the project store keeps it: its id among the project's marks. */
async function markDone(owner: SignedUpUser, projectId: string, deadlineId: string) {
  const previous = await api.app.projects.get(owner.user.id, projectId);
  if (!previous) throw new Error(`no project ${projectId}`);
  await api.app.projects.update({
    userId: owner.user.id,
    previous,
    project: previous.project,
    completedDeadlines: [...previous.completedDeadlines, deadlineId],
    planDay: planDayOnSave(previous.project, previous.deadlines),
    activity: null,
  });
}

const openDeadlinesOf = async (session: string, projectId: string) =>
  (await call('GET', `/api/projects/${projectId}`, { session }))
    .json<ProjectResponse>()
    .deadlines.filter((deadline) => !deadline.isCompleted);

/** Every item of the test table (a Scan: the test's own look at everything stored). */
async function allItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await api.table.client.send(
      new ScanCommand({ TableName: api.table.tableName, ExclusiveStartKey, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

const tokenOf = (url: string) => /\/api\/calendar\/([\w-]+)\.ics$/.exec(url)?.[1] ?? '';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('GET /api/calendar/{token}', () => {
  it("holds exactly the open deadlines of the user's active projects, all-day on their legal last day", async () => {
    const owner = await signUp(api, 'gold');
    const tower = await createProject(owner.session, {
      name: 'Lopez, Sons; Annex \\ Phase\n2',
      recurringAlertsInterval: '30',
      recurringAlertsStartDate: '2026-02-01',
      recurringAlertsEndDate: '2026-04-30',
    });
    const finished = await createProject(owner.session, { name: 'Finished Job', projectStatus: 'completed' });
    const reminder = tower.deadlines.find((deadline) => deadline.type === 'recurring_lien_reminder');
    if (!reminder) throw new Error('the project has no reminder');
    await markDone(owner, tower.project.id, reminder.id);

    const events = await eventsOf(await newFeed(owner.session), newAddress());

    const open = await openDeadlinesOf(owner.session, tower.project.id);
    expect(open.length).toBe(tower.deadlines.length - 1);
    expect(events.map((event) => [event.uid, event.start]).sort()).toEqual(
      open.map((deadline) => [`${deadline.id}@localhost`, deadline.legalLastDay]).sort(),
    );
    expect(events.every((event) => event.isAllDay)).toBe(true);
    expect(events.some((event) => event.summary.includes(finished.project.name))).toBe(false);
    // The Notice to Owner falls due on Saturday 2026-02-21: the event is on Monday, its legal last day.
    const notice = events.find((event) => event.uid.endsWith('-nto@localhost'));
    const projectPage = `http://localhost:3000/projects/${tower.project.id}/edit`;
    expect(notice).toMatchObject({
      start: '2026-02-23',
      summary: 'Notice to Owner: Lopez, Sons; Annex \\ Phase\n2',
      url: projectPage,
      stamp: '2026-01-20T15:00:00Z',
    });
    const noticeDeadline = open.find((deadline) => deadline.type === 'notice_to_owner');
    expect(notice?.description).toContain(noticeDeadline?.summary);
    expect(notice?.description).toContain(noticeDeadline?.description);
    expect(notice?.description).toContain('Fla. Stat. s. 713.06(2)(a)');
    expect(notice?.description).toContain('moved from Saturday');
    expect(notice?.description).toContain(`Project: ${projectPage}`);
  });

  it('is RFC 5545 text: CRLF lines of at most 75 octets, a version, a product id and a stamp on every event', async () => {
    const owner = await signUp(api);
    await createProject(owner.session, { name: `Überseering Plaza ${'Ä'.repeat(60)}` });
    const response = await fetchFeed(await newFeed(owner.session), newAddress());

    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const lines = response.body.split('\r\n');
    expect(response.body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line, 'utf8')))).toBeLessThanOrEqual(75);
    // Long descriptions and the two-octet letters are folded: continuation lines start with a space.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines).toEqual(expect.arrayContaining(['BEGIN:VCALENDAR', 'VERSION:2.0', 'END:VCALENDAR']));
    expect(lines.some((line) => line.startsWith('PRODID:-//LienMinder//'))).toBe(true);
    const events = lines.filter((line) => line === 'BEGIN:VEVENT').length;
    expect(events).toBe(2);
    expect(lines.filter((line) => line.startsWith('DTSTAMP:')).length).toBe(events);
    expect(lines.filter((line) => line.startsWith('DTSTART;VALUE=DATE:')).length).toBe(events);
  });

  it("never shows another user's projects", async () => {
    const [ana, ben] = [await signUp(api), await signUp(api)];
    const anaProject = await createProject(ana.session, { name: 'Ana Residence' });
    const benProject = await createProject(ben.session, { name: 'Ben Warehouse' });
    const [anaFeed, benFeed] = [await newFeed(ana.session), await newFeed(ben.session)];

    const anaEvents = await eventsOf(anaFeed, newAddress());
    const benEvents = await eventsOf(benFeed, newAddress());
    // Each feed holds exactly its owner's deadlines: an `every` over an empty feed would pass too.
    const uidsOf = (events: FeedEvent[]) => events.map((event) => event.uid).sort();
    const deadlineUids = (created: ProjectResponse) =>
      created.deadlines.map((deadline) => `${deadline.id}@localhost`).sort();
    expect(uidsOf(anaEvents)).toEqual(deadlineUids(anaProject));
    expect(anaEvents.every((event) => event.summary.endsWith(': Ana Residence'))).toBe(true);
    expect(uidsOf(benEvents)).toEqual(deadlineUids(benProject));
  });

  it('keeps each event UID across fetches and a new address; the old address answers 404 at once', async () => {
    const owner = await signUp(api);
    await createProject(owner.session);
    const address = newAddress();
    const first = await newFeed(owner.session);
    const uids = (await eventsOf(first, address)).map((event) => event.uid);
    expect((await eventsOf(first, address)).map((event) => event.uid)).toEqual(uids);

    const second = await newFeed(owner.session);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first, address)).statusCode).toBe(404);
    expect((await eventsOf(second, address)).map((event) => event.uid)).toEqual(uids);
  });

  it('answers the token with or without .ics', async () => {
    const owner = await signUp(api);
    const feed = await newFeed(owner.session);
    const address = newAddress();
    const withSuffix = await call('GET', `/api/calendar/${tokenOf(feed)}.ics`, { sourceIp: address });
    const bare = await call('GET', `/api/calendar/${tokenOf(feed)}`, { sourceIp: address });
    expect([withSuffix.statusCode, bare.statusCode]).toEqual([200, 200]);
  });

  it('answers an unknown, malformed or revoked token with the same 404 in the error contract', async () => {
    const owner = await signUp(api);
    const revoked = await newFeed(owner.session);
    expect((await call('DELETE', '/api/calendar-feed', { session: owner.session })).statusCode).toBe(200);
    const address = newAddress();
    const answers = await Promise.all(
      [tokenOf(revoked), 'A'.repeat(43), 'short', `${tokenOf(revoked)}.ics.ics`, '%00', 'x'.repeat(600)].map(
        (token) => call('GET', `/api/calendar/${token}`, { sourceIp: address }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({ message: 'Calendar feed not found', errors: [] });
    }
  });

  it('counts fetches per address: 429 with Retry-After past the limit, other addresses still served', async () => {
    const owner = await signUp(api);
    const feed = await newFeed(owner.session);
    api.clock.advanceSeconds(CALENDAR_FEED_RATE_LIMIT.windowSeconds);
    const busy = newAddress();
    for (let fetch = 0; fetch < CALENDAR_FEED_RATE_LIMIT.limit; fetch++) {
      expect((await fetchFeed(feed, busy)).statusCode).toBe(200);
    }
    const refused = await fetchFeed(feed, busy);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: TOO_MANY_FEED_REQUESTS, errors: [] });
    // Unknown tokens count too: guessing costs as much as fetching.
    expect((await call('GET', `/api/calendar/${'B'.repeat(43)}`, { sourceIp: busy })).statusCode).toBe(429);
    expect((await fetchFeed(feed, newAddress())).statusCode).toBe(200);

    api.clock.advanceSeconds(CALENDAR_FEED_RATE_LIMIT.windowSeconds);
    expect((await fetchFeed(feed, busy)).statusCode).toBe(200);
  });
});

describe('POST and DELETE /api/calendar-feed', () => {
  it('answers a feed address under PUBLIC_URL, kept in the table only as its hash', async () => {
    const owner = await signUp(api);
    const first = await newFeed(owner.session);
    const url = await newFeed(owner.session);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const items = await allItems();
    const stored = JSON.stringify(items);
    expect(stored).not.toContain(tokenOf(url));
    expect(stored).not.toContain(tokenOf(first));
    const feeds = items.filter((item) => item.entity === 'calendarFeed' && item.userId === owner.user.id);
    expect(feeds).toEqual([
      expect.objectContaining({
        pk: `CALFEED#${sha256(tokenOf(url))}`,
        sk: 'CALFEED',
        userId: owner.user.id,
      }),
    ]);
    const profile = items.find((item) => item.pk === `USER#${owner.user.id}` && item.sk === 'PROFILE');
    expect(profile?.calendarFeedHash).toBe(sha256(tokenOf(url)));
  });

  it('leaves one live address however many requests race to replace it', async () => {
    const owner = await signUp(api);
    await newFeed(owner.session);
    const urls = await Promise.all(Array.from({ length: 4 }, () => newFeed(owner.session)));
    const address = newAddress();
    const statuses = await Promise.all(urls.map(async (url) => (await fetchFeed(url, address)).statusCode));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const feeds = (await allItems()).filter(
      (item) => item.entity === 'calendarFeed' && item.userId === owner.user.id,
    );
    expect(feeds).toHaveLength(1);
  });

  it('tells the dashboard whether the person has a live feed: none at first, one once made, none once revoked', async () => {
    const owner = await signUp(api);
    const feedShown = async () =>
      (await call('GET', '/api/dashboard', { session: owner.session })).json<{ calendarFeed: boolean }>()
        .calendarFeed;
    expect(await feedShown()).toBe(false);
    await newFeed(owner.session);
    expect(await feedShown()).toBe(true);
    await call('DELETE', '/api/calendar-feed', { session: owner.session });
    expect(await feedShown()).toBe(false);
  });

  it('revokes the address with DELETE, idempotently, and leaves nothing of it in the table', async () => {
    const owner = await signUp(api);
    const url = await newFeed(owner.session);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await call('DELETE', '/api/calendar-feed', { session: owner.session });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Calendar feed revoked' });
    }
    expect((await fetchFeed(url, newAddress())).statusCode).toBe(404);
    const items = await allItems();
    expect(items.filter((item) => item.entity === 'calendarFeed' && item.userId === owner.user.id)).toEqual(
      [],
    );
    const profile = items.find((item) => item.pk === `USER#${owner.user.id}` && item.sk === 'PROFILE');
    expect(profile).not.toHaveProperty('calendarFeedHash');
    // A new address after a revocation works.
    expect((await fetchFeed(await newFeed(owner.session), newAddress())).statusCode).toBe(200);
  });

  it('asks for the current password: a wrong or missing one makes no feed, and the tries are limited per user', async () => {
    const owner = await signUp(api);
    const missing = await call('POST', '/api/calendar-feed', { session: owner.session, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ path: 'currentPassword' }] });
    const wrong = await call('POST', '/api/calendar-feed', {
      session: owner.session,
      body: { currentPassword: 'Not-The-Password-1' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect', errors: [] });
    expect(
      (await allItems()).some((item) => item.entity === 'calendarFeed' && item.userId === owner.user.id),
    ).toBe(false);

    // Every try counts, right or wrong: past the limit even the right password waits.
    for (let attempt = 2; attempt <= CALENDAR_FEED_PASSWORD_LIMIT.rule.limit; attempt++) {
      await call('POST', '/api/calendar-feed', {
        session: owner.session,
        body: { currentPassword: `Guess-${attempt}A` },
      });
    }
    const limited = await call('POST', '/api/calendar-feed', {
      session: owner.session,
      body: { currentPassword: PASSWORD },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: CALENDAR_FEED_PASSWORD_LIMIT.refusal, errors: [] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user's tries are their own.
    expect((await fetchFeed(await newFeed((await signUp(api)).session), newAddress())).statusCode).toBe(200);
  });

  it('ends with the password: after a password reset the address answers 404', async () => {
    const owner = await signUp(api);
    const url = await newFeed(owner.session);
    expect((await fetchFeed(url, newAddress())).statusCode).toBe(200);

    const asked = await call('POST', '/api/auth/forgot-password', {
      body: { email: owner.email },
      sourceIp: newAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const token = await tokenMailedTo(api, owner.email, '/reset-password');
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Harbor-Bridge-77' },
    });
    expect(reset.statusCode).toBe(200);

    const after = await fetchFeed(url, newAddress());
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ message: 'Calendar feed not found', errors: [] });
    // The same write took the feed item and the user item's hash away.
    const items = await allItems();
    expect(items.some((item) => item.entity === 'calendarFeed' && item.userId === owner.user.id)).toBe(false);
    const profile = items.find((item) => item.pk === `USER#${owner.user.id}` && item.sk === 'PROFILE');
    expect(profile).not.toHaveProperty('calendarFeedHash');
  });

  it('ends when every session ends (sign out everywhere), and a new one can be made after signing in', async () => {
    const owner = await signUp(api);
    const url = await newFeed(owner.session);
    await api.app.users.bumpSessionVersion(owner.user.id);
    expect((await fetchFeed(url, newAddress())).statusCode).toBe(404);
    // With no feed to end, signing out everywhere still works.
    await api.app.users.bumpSessionVersion(owner.user.id);
    expect((await call('GET', '/api/auth/user', { session: owner.session })).statusCode).toBe(401);
  });

  it('refuses callers without a session (401) and writes from another site (403)', async () => {
    const owner = await signUp(api);
    for (const method of ['POST', 'DELETE']) {
      const signedOut = await call(method, '/api/calendar-feed');
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ message: 'Authentication required', errors: [] });
      const foreign = await call(method, '/api/calendar-feed', {
        session: owner.session,
        headers: { origin: 'https://evil.example.com' },
      });
      expect(foreign.statusCode).toBe(403);
    }
    expect(
      (await allItems()).some((item) => item.entity === 'calendarFeed' && item.userId === owner.user.id),
    ).toBe(false);
  });
});
