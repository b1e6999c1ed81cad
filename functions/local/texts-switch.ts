/**
 * A data directory made before texts had one switch holds projects whose `smsAlerts` was the old
 * second box: on start they read as the switch does (migrations/texts-on-unless-turned-off.ts).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { turnTextsOnUnlessTurnedOff } from '#local/migrations/texts-on-unless-turned-off';
import { log } from '#src/log';

export async function turnTextsOnOnStart(client: DynamoDBClient, tableName: string): Promise<void> {
  // Not destroyed here: the document client shares the caller's client.
  const changed = await turnTextsOnUnlessTurnedOff(DynamoDBDocumentClient.from(client), tableName);
  if (changed > 0) log.info('Turned texts on for projects saved before the one SMS switch', { changed });
}
