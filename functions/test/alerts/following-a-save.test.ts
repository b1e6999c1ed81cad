/**
 * One id per story, over the local runtime as `npm start` runs it: a save answered with
 * `x-correlation-id: X` leads to SyncAlerts, ApplySchedules, SendAlert and DeliverAlert lines that all
 * carry `correlation_id: X`, as the README's Logs Insights query finds them in AWS; the alert sent
 * that morning writes its embedded metric line. The Logger prints through the console here (the
 * functions project runs Powertools in its dev mode, see vitest.config.ts). One server per process
 * (see startLienMinder).
 */
import { ALERT_METRICS, METRICS_NAMESPACE } from '@lienminder/shared';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { projectBody } from '#test/api/support';
import { type LocalRuntime, startLocalRuntime } from '#test/local-runtime';

let local: LocalRuntime;
let printed: unknown[][] = [];

beforeAll(async () => {
  const standingStill = new Date();
  local = await startLocalRuntime({}, { now: () => standingStill });
}, 60_000);

afterAll(() => local.stop());

beforeEach(() => {
  printed = [];
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      printed.push(args);
    });
  }
});

/** Every JSON object printed since the test began: log lines and embedded metric lines. */
function lines(): Record<string, unknown>[] {
  return printed.flatMap(([first]) => {
    if (typeof first !== 'string' || !first.startsWith('{')) return [];
    return [JSON.parse(first) as Record<string, unknown>];
  });
}

async function save(session: string, correlationId: string) {
  return fetch(`${local.server.url}/api/projects`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: local.server.url,
      cookie: session,
      'x-correlation-id': correlationId,
    },
    body: JSON.stringify(projectBody({ name: 'Smith Residence', lastFurnishingDate: '2026-02-15' })),
  });
}

it("a save's correlation id is on the lines of the alert plan, the schedule, the sending and the delivery it led to", async () => {
  // Saturday 2026-05-09, 7:00 in Miami; the Claim of Lien's 7-day alert fires at 9:00 that morning.
  await local.moveClock('2026-05-09T11:00:00.000Z');
  const owner = await local.signUp('rosa@smith.example.com', 'free');
  const story = 'support-ticket-4711.smith_residence';

  const saved = await save(owner, story);
  expect(saved.status).toBe(201);
  expect(saved.headers.get('x-correlation-id')).toBe(story);
  expect(await local.moveClock('2026-05-09T13:00:00.000Z')).toMatchObject({ fired: 1 });

  const ofStory = lines().filter((line) => line.correlation_id === story);
  const functions = new Set(ofStory.map((line) => line.function_name));
  for (const name of ['CreateProject', 'SyncAlerts', 'ApplySchedules', 'SendAlert', 'DeliverAlert']) {
    expect(functions, `a ${name} line with the save's correlation id`).toContain(name);
  }
  expect(ofStory).toContainEqual(
    expect.objectContaining({ function_name: 'DeliverAlert', message: 'Alert delivered', delivered: 1 }),
  );
  // Each line names its invocation, as Lambda's context gives it.
  for (const line of ofStory) {
    expect(line).toMatchObject({ function_request_id: expect.any(String), cold_start: expect.any(Boolean) });
  }

  // The message handed to the provider: counted by channel, and how late it went, in one namespace.
  const metricLines = lines().filter((line) => line._aws !== undefined);
  expect(metricLines).toContainEqual(
    expect.objectContaining({
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [
          {
            Namespace: METRICS_NAMESPACE,
            Dimensions: [['channel']],
            Metrics: [{ Name: ALERT_METRICS.handedOff, Unit: 'Count' }],
          },
        ],
      },
      channel: 'email',
      [ALERT_METRICS.handedOff]: 1,
    }),
  );
  expect(metricLines).toContainEqual(
    expect.objectContaining({ channel: 'email', [ALERT_METRICS.lateness]: expect.any(Number) }),
  );
}, 60_000);

it("a caller's malformed correlation id is replaced, never echoed or logged", async () => {
  const owner = await local.signUp('lee@smith.example.com', 'gold');
  const malformed = 'x"><script>alert(1)</script>';

  const saved = await save(owner, malformed);
  expect(saved.status).toBe(201);
  const replaced = saved.headers.get('x-correlation-id');
  expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.stringify(printed)).not.toContain('<script>');
  expect(lines()).toContainEqual(
    expect.objectContaining({ function_name: 'CreateProject', correlation_id: replaced }),
  );

  // Too long is malformed too; one within the rules is kept as sent.
  const long = await save(owner, 'a'.repeat(65));
  expect(long.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  expect((await save(owner, 'a'.repeat(64))).headers.get('x-correlation-id')).toBe('a'.repeat(64));
}, 60_000);
