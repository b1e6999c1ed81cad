/**
 * The SyncAlerts stream function's handling of a batch, fed records whose images are what the
 * real stores wrote for a sign-up, two project saves and a plan change: which syncs it asks for
 * (one per project, one per plan change), what it ignores, and the records it names for a retry
 * when a sync fails. What a sync writes is asserted through the whole stream in alert-sync.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type App, createApp, setAppForTests } from '#local/app';
import { alertSync } from '#src/composition/alert-sync';
import { Scope, useScope } from '#src/composition/scope';
import { parseConfig } from '#src/config';
import { handler } from '#src/handlers/alerts/sync-alerts';
import type { StoredUser } from '#src/ports/user-store';
import type { AlertSyncService } from '#src/services/alerts/alert-sync';
import { actorOf } from '#src/services/projects/activity-entries';
import { createProject } from '#src/services/projects/create-project';
import { projectBody, TestClock } from '#test/api/support';
import { type TestTable, useTestEnvironment } from '#test/dynamodb';
import { BROWSER } from './harness';
import { partitionItems, sequenceOf, streamRecord } from './stream-records';

let table: TestTable;
let app: App;
let synced: string[];

/** Records what it is asked; fails for the projects named. */
function recordingSync(failing: string[] = []): AlertSyncService {
  return {
    async syncProject(userId, projectId) {
      synced.push(`project ${userId}/${projectId}`);
      if (failing.includes(projectId)) throw new Error('DynamoDB throttled the alert writes');
      return 0;
    },
    async syncUser(userId) {
      synced.push(`user ${userId}`);
    },
  };
}

const handWith = (sync: AlertSyncService) => useScope(new Scope().provide(alertSync, sync));

async function signUp(id: string): Promise<StoredUser> {
  const user: StoredUser = {
    id,
    email: `${id}@example.com`,
    firstName: 'Ana',
    lastName: 'Diaz',
    phone: '3055550142',
    tier: 'silver',
    passwordHash: 'not-used-by-these-tests',
    projectCount: 0,
    sessionVersion: 1,
    createdAt: '2026-03-02T14:00:00.000Z',
  };
  await app.users.create(user);
  return user;
}

const userItems = (user: StoredUser) => partitionItems(table.client, table.tableName, `USER#${user.id}`);
const profileOf = async (user: StoredUser) =>
  (await userItems(user)).find((item) => item.sk === 'PROFILE') as Record<string, unknown>;

/** Saves a project through the project service; answers its id and the records of what it wrote. */
async function savedProject(user: StoredUser) {
  const before = await userItems(user);
  const { project } = await createProject(app, user, actorOf(user), projectBody(), BROWSER);
  const records = (await userItems(user)).flatMap((after) => {
    const previous = before.find((item) => item.sk === after.sk);
    if (previous && JSON.stringify(previous) === JSON.stringify(after)) return [];
    return [streamRecord(previous ? { before: previous, after } : { after })];
  });
  return { projectId: project.id, records };
}

beforeEach(async () => {
  table = await useTestEnvironment();
  let nextId = 0;
  app = createApp({
    config: parseConfig(process.env),
    clock: new TestClock(new Date('2026-03-02T14:00:00.000Z')),
    ids: { newId: () => `proj${String(++nextId).padStart(12, '0')}` },
  });
  setAppForTests(app);
  synced = [];
});

afterEach(() => {
  useScope(undefined);
  vi.restoreAllMocks();
});

describe('SyncAlerts', () => {
  it('syncs each saved project once for its project record, and ignores the rest', async () => {
    const user = await signUp('user000000000001');
    const first = await savedProject(user);
    const second = await savedProject(user);
    // The project item (its deadlines are computed from it) and the profile's count.
    expect(first.records.map((record) => record.dynamodb?.Keys?.sk?.S)).toEqual([
      'PROFILE',
      `PROJECT#${first.projectId}`,
    ]);
    handWith(recordingSync());

    const answer = await handler({ Records: [...first.records, ...second.records] });

    expect(answer).toEqual({ batchItemFailures: [] });
    expect(synced).toEqual([
      `project ${user.id}/${first.projectId}`,
      `project ${user.id}/${second.projectId}`,
    ]);
  });

  it("names every record of a project whose sync failed for the retry, and syncs the batch's other projects", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await signUp('user000000000001');
    const failing = await savedProject(user);
    const other = await savedProject(user);
    handWith(recordingSync([failing.projectId]));

    const answer = await handler({ Records: [...failing.records, ...other.records] });

    const projectRecords = failing.records.filter((record) => record.dynamodb?.Keys?.sk?.S !== 'PROFILE');
    expect(answer).toEqual({
      batchItemFailures: projectRecords.map((record) => ({ itemIdentifier: sequenceOf(record) })),
    });
    expect(synced).toEqual([
      `project ${user.id}/${failing.projectId}`,
      `project ${user.id}/${other.projectId}`,
    ]);
  });

  it("re-plans every project of a user whose plan changed, once, covering that user's project records", async () => {
    const user = await signUp('user000000000001');
    const otherUser = await signUp('user000000000002');
    const saved = await savedProject(user);
    const othersProject = await savedProject(otherUser);
    const before = await profileOf(user);
    await app.users.setTier(user.id, 'gold');
    const planChange = streamRecord({ before, after: await profileOf(user) });
    handWith(recordingSync());

    const answer = await handler({ Records: [...saved.records, planChange, ...othersProject.records] });

    expect(answer).toEqual({ batchItemFailures: [] });
    expect(synced).toEqual([`user ${user.id}`, `project ${otherUser.id}/${othersProject.projectId}`]);
  });

  it('ignores profile changes that are not plan changes, and skips a record that is not a table change', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await signUp('user000000000001');
    const before = await profileOf(user);
    await app.users.bumpSessionVersion(user.id);
    const signOutEverywhere = streamRecord({ before, after: await profileOf(user) });
    const signUpRecord = streamRecord({ after: before });
    const withoutSequence = streamRecord({ after: before });
    delete withoutSequence.dynamodb?.SequenceNumber;
    handWith(recordingSync());

    const answer = await handler({ Records: [signOutEverywhere, signUpRecord, withoutSequence] });

    expect(answer).toEqual({ batchItemFailures: [] });
    expect(synced).toEqual([]);
    expect(logged.mock.calls.map((call) => JSON.parse(String(call[0])))).toEqual([
      expect.objectContaining({
        message: 'Stream record is not a table change; skipped',
        eventID: withoutSequence.eventID,
      }),
    ]);
  });
});
