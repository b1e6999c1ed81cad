/**
 * The migration into the plan-day index (docs/decisions/015): projects saved before it are put in
 * it under their next deadline as of the run; a second run finds nothing to do.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Project } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { indexProjectPlanDays } from '#local/migrations/plan-day-backfill';
import { planDayAsOf } from '#src/services/projects/project-deadlines';
import { projectKey, projectToItem } from '#src/store/project-items';
import { storedProject as project } from '#test/api/support';
import { createTestTable } from '#test/dynamodb';

const table = await createTestTable();

/** A project item as the release before the index wrote it: no index attributes. */
async function putUnindexed(userId: string, saved: Project) {
  const { gsi1pk: _pk, gsi1sk: _sk, ...item } = projectToItem(userId, saved, 1, [], null);
  await table.client.send(new PutCommand({ TableName: table.tableName, Item: item }));
}

const indexOf = async (userId: string, projectId: string) => {
  const { Item } = await table.client.send(
    new GetCommand({ TableName: table.tableName, Key: projectKey(userId, projectId) }),
  );
  return [Item?.gsi1pk, Item?.gsi1sk];
};

describe('indexing the projects saved before the plan-day index', () => {
  it('indexes each under its next deadline as of the run, and only once', async () => {
    await putUnindexed('userbackfill1', project('projbackfill01', {}));
    // Every deadline behind the run (Claim of Lien 2025-12-30): nothing to index.
    await putUnindexed(
      'userbackfill1',
      project('projbackfill02', { firstFurnishingDate: '2025-09-01', lastFurnishingDate: '2025-10-01' }),
    );

    // 2026-03-02: the Notice to Owner (2026-02-21) is behind, the Claim of Lien (2026-05-21) ahead.
    const now = new Date('2026-03-02T14:00:00.000Z');
    const asOfNow = (saved: Project) => planDayAsOf(saved, now);
    expect(await indexProjectPlanDays(table.client, table.tableName, asOfNow)).toBe(1);
    expect(await indexOf('userbackfill1', 'projbackfill01')).toEqual([
      'PLANDAY#2026-05-21#21',
      'userbackfill1#projbackfill01',
    ]);
    expect(await indexOf('userbackfill1', 'projbackfill02')).toEqual([undefined, undefined]);

    expect(await indexProjectPlanDays(table.client, table.tableName, asOfNow)).toBe(0);
  });
});
