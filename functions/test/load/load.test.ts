/**
 * The project load at the size `npm test` can afford on two shared cores (USERS users; the bench
 * runs 200: `npm run bench -- load`).
 */
import { describe, expect, it } from 'vitest';
import { type ProjectLoadResult, runProjectLoad } from './project-load';

const USERS = 20;
/** Heap the load may leave behind (MB): caches that fill once (handlers, SDK, JIT) but no growth per request. */
const HEAP_SLACK_MB = 15;

describe('project load on the local server', () => {
  let result: ProjectLoadResult;

  it(`keeps every write of ${USERS} users creating, editing and deleting at once`, async () => {
    result = await runProjectLoad({ users: USERS, concurrentCreates: 50 });
    console.info('project load', JSON.stringify(result));
    expect(result.unexpected).toEqual([]);
    expect(result.wrong).toEqual([]);
  }, 180_000);

  it('lets 50 concurrent creates by one Free user make exactly one project', () => {
    expect(result.concurrentCreates).toEqual({ attempts: 50, created: 1, projects: 1, projectCount: 1 });
  });

  it("returns the server's heap near its resting level afterwards", () => {
    expect(result.heapMb.afterLoad).toBeGreaterThan(0);
    expect(result.heapMb.afterLoad - result.heapMb.resting).toBeLessThan(HEAP_SLACK_MB);
  });
});
