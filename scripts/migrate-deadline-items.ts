/**
 * The AWS side of docs/decisions/012: folds the per-deadline items of the earlier layout into their
 * project items, in a deployed stage's table. Run once after deploying the release that reads the
 * new layout, with credentials for that account (any run after the first finds nothing to do):
 *
 *   TABLE_NAME=<the stage's table> AWS_REGION=us-east-1 npx tsx scripts/migrate-deadline-items.ts
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { foldLegacyDeadlineItems } from '../functions/src/store/legacy-deadline-items';

const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error('Set TABLE_NAME to the stage table (see the stack outputs).');
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
try {
  const folded = await foldLegacyDeadlineItems(client, tableName);
  console.log(
    `${tableName}: ${folded.deadlineItems} deadline items folded, ${folded.completionMarks} completion marks kept`,
  );
} finally {
  client.destroy();
}
