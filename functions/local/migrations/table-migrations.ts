/**
 * The record of which table migrations ran on a table: one item each in the `MIGRATIONS` partition
 * (sort key: the migration's id, with when it ran and what it reported), written when it has
 * finished. `runTableMigrations` runs, in order, those a table has no record of, so the pipeline
 * runs it after every deploy (scripts/migrate.ts) and each migration runs once per stage; one that
 * fails stops the run unrecorded, and the next run starts there again (each migration is safe to
 * run again after a partial run).
 */
import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '#src/keys';
import { isConditionFailure } from '#src/store/condition-failure';
import { queryAll } from '#src/store/query-all';

const MIGRATIONS_PARTITION = 'MIGRATIONS';

export interface TableMigration {
  /** Stable and unique: the record's sort key. Never renamed once it has run anywhere. */
  id: string;
  /** Does the work; answers a one-line summary for the record and the log. */
  run(client: DynamoDBDocumentClient, tableName: string): Promise<string>;
}

export interface MigrationRecord {
  id: string;
  ranAt: string;
  summary: string;
}

/** The migrations that have run on the table, in the order of their ids. */
export async function recordedMigrations(
  client: DynamoDBDocumentClient,
  tableName: string,
): Promise<MigrationRecord[]> {
  const items = await queryAll(client, {
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk },
    ExpressionAttributeValues: { ':pk': MIGRATIONS_PARTITION },
  });
  return items.map((item) => ({
    id: String(item[TABLE_KEYS.sk]),
    ranAt: String(item.ranAt),
    summary: String(item.summary),
  }));
}

/**
 * Runs the migrations the table has no record of, in the order given, recording each as it
 * finishes; answers the records it wrote. Another run that recorded one meanwhile wins: the
 * record is written only if absent, and this run stops there.
 */
export async function runTableMigrations(
  client: DynamoDBDocumentClient,
  tableName: string,
  migrations: readonly TableMigration[],
  now: () => Date = () => new Date(),
): Promise<MigrationRecord[]> {
  const ran = new Set((await recordedMigrations(client, tableName)).map((record) => record.id));
  const written: MigrationRecord[] = [];
  for (const migration of migrations) {
    if (ran.has(migration.id)) continue;
    const summary = await migration.run(client, tableName);
    const record = { id: migration.id, ranAt: now().toISOString(), summary };
    try {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            [TABLE_KEYS.pk]: MIGRATIONS_PARTITION,
            [TABLE_KEYS.sk]: record.id,
            ranAt: record.ranAt,
            summary,
          },
          ConditionExpression: `attribute_not_exists(${TABLE_KEYS.pk})`,
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new Error(`Migration ${migration.id} was recorded by another run`);
      throw error;
    }
    written.push(record);
  }
  return written;
}
