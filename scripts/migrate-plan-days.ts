/**
 * The AWS side of docs/decisions/015: puts the project items written before the plan-day index
 * into it, in a deployed stage's table, so the daily reconciliation of alert plans finds them. Run
 * once after deploying the release that reads the index, with credentials for that account (any
 * run after the first finds nothing to do):
 *
 *   TABLE_NAME=<the stage's table> AWS_REGION=us-east-1 npx tsx scripts/migrate-plan-days.ts
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { indexProjectPlanDays } from '../functions/src/store/plan-day-backfill';

const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error('Set TABLE_NAME to the stage table (see the stack outputs).');
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
try {
  const indexed = await indexProjectPlanDays(client, tableName, new Date());
  console.log(`${tableName}: ${indexed} projects put in the plan-day index`);
} finally {
  client.destroy();
}
