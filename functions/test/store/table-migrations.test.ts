/**
 * The migration record: each migration runs once per table, in order; a failing one stops the run
 * unrecorded and runs again next time; the record says when each ran and what it reported.
 */
import { describe, expect, it } from 'vitest';
import {
  recordedMigrations,
  runTableMigrations,
  type TableMigration,
} from '#local/migrations/table-migrations';
import { createTestTable } from '#test/dynamodb';

const AT = new Date('2026-03-02T14:00:00.000Z');

/** A migration that counts its runs, and fails while `failing` is set. */
function countingMigration(id: string, calls: string[], state = { failing: false }): TableMigration {
  return {
    id,
    async run(_client, tableName) {
      calls.push(id);
      if (state.failing) throw new Error(`${id} failed`);
      return `${id} ran on ${tableName.slice(0, 5)}`;
    },
  };
}

describe('table migrations', () => {
  it('runs each pending migration once, in order, and records it', async () => {
    const table = await createTestTable();
    const calls: string[] = [];
    const migrations = [countingMigration('001-first', calls), countingMigration('002-second', calls)];

    const first = await runTableMigrations(table.client, table.tableName, migrations, () => AT);
    expect(calls).toEqual(['001-first', '002-second']);
    expect(first.map((record) => record.id)).toEqual(['001-first', '002-second']);
    expect(await recordedMigrations(table.client, table.tableName)).toEqual([
      { id: '001-first', ranAt: AT.toISOString(), summary: '001-first ran on test-' },
      { id: '002-second', ranAt: AT.toISOString(), summary: '002-second ran on test-' },
    ]);

    const again = await runTableMigrations(table.client, table.tableName, migrations, () => AT);
    expect(again).toEqual([]);
    expect(calls).toEqual(['001-first', '002-second']);
  });

  it('a failing migration stops the run unrecorded, and the next run starts there', async () => {
    const table = await createTestTable();
    const calls: string[] = [];
    const state = { failing: true };
    const migrations = [
      countingMigration('001-first', calls),
      countingMigration('002-flaky', calls, state),
      countingMigration('003-after', calls),
    ];

    await expect(runTableMigrations(table.client, table.tableName, migrations, () => AT)).rejects.toThrow(
      '002-flaky failed',
    );
    expect(calls).toEqual(['001-first', '002-flaky']);
    expect((await recordedMigrations(table.client, table.tableName)).map((record) => record.id)).toEqual([
      '001-first',
    ]);

    state.failing = false;
    await runTableMigrations(table.client, table.tableName, migrations, () => AT);
    expect(calls).toEqual(['001-first', '002-flaky', '002-flaky', '003-after']);
    expect((await recordedMigrations(table.client, table.tableName)).map((record) => record.id)).toEqual([
      '001-first',
      '002-flaky',
      '003-after',
    ]);
  });
});
