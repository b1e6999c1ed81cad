/**
 * The AWS side of docs/decisions/012: folds the per-deadline items of the earlier layout into their
 * project items, in a deployed stage's table. Run once after deploying the release that reads the
 * new layout, with credentials for that account (any run after the first finds nothing to do):
 *
 *   TABLE_NAME=<the stage's table> AWS_REGION=us-east-1 npx tsx scripts/migrate-deadline-items.ts
 */
import { foldLegacyDeadlineItems } from '../functions/src/store/legacy-deadline-items';
import { migrateStageTable } from './stage-table';

await migrateStageTable(async (client, tableName) => {
  const folded = await foldLegacyDeadlineItems(client, tableName);
  return `${folded.deadlineItems} deadline items folded, ${folded.completionMarks} completion marks kept`;
});
