/**
 * Data directories from before per-key databases (docs/decisions/016): DynamoDB Local then ran with
 * `-sharedDb` and kept every client's tables in one file, `shared-local-instance.db`. Without that
 * flag it keeps one file per access key and region, `<key>_<region>.db`, so on the first start
 * after the upgrade the shared file becomes the app's own, under its key's name. Call it before the
 * engine starts: any request under the key would create that file empty.
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_DYNAMODB_REGION } from '#src/config';
import { log } from '#src/log';

export const SHARED_DATABASE_FILE = 'shared-local-instance.db';

/** The file DynamoDB Local keeps a key's tables in (checked against the engine: local/shared-database.test.ts). */
export const databaseFileName = (accessKeyId: string) => `${accessKeyId}_${LOCAL_DYNAMODB_REGION}.db`;

export type SharedDatabaseOutcome = 'none' | 'adopted' | 'ignored';

export function adoptSharedDatabase(dbPath: string, accessKeyId: string): SharedDatabaseOutcome {
  const shared = join(dbPath, SHARED_DATABASE_FILE);
  const own = join(dbPath, databaseFileName(accessKeyId));
  if (!existsSync(shared)) return 'none';
  if (existsSync(own)) {
    // Both: the key's file is what this version has been using; the shared one was written later
    // by an older version. Neither is touched, and the owner decides. (No file name here: the
    // key's file is named after the key.)
    log.warn(
      `${shared} is not read: this data directory's own database is the other .db file beside it. An older LienMinder wrote it after the upgrade; to use its data instead, stop LienMinder and rename it over that file.`,
    );
    return 'ignored';
  }
  // A crash mid-transaction leaves SQLite's rollback journal beside the file; it moves first so
  // the file never sits under its new name without it. rename(2) is atomic: each file is under
  // its old name or its new one, and a start after an interruption finishes the move.
  const journal = `${shared}-journal`;
  if (existsSync(journal)) renameSync(journal, `${own}-journal`);
  renameSync(shared, own);
  log.info('The shared database of this data directory is now opened with its own access key', {
    dbPath,
  });
  return 'adopted';
}
