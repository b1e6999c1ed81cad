/**
 * Project items saved before texts had one switch (issue 45; docs/sms-compliance.md "Sending"):
 * then `smsAlerts` was a second opt-in beside each phone's consent box, off unless ticked, and a
 * project whose phones were consented got no text when it stayed off; now it is the project's
 * switch, on unless the user turns texts off. An old `false` was the box left at its default (or
 * cleared by a downgrade), not a choice to turn texts off, so it becomes `true`: the consented phones
 * get the texts their consent asked for. Such items are known by lacking `textAccountPhone`, which
 * every save since writes, so a project saved under the new form keeps what its user chose, and a
 * second run finds nothing to do. The write is conditional on the item still lacking it (a save
 * meanwhile wins). A Scan, once per table. Used on start by the local server and on AWS by
 * scripts/migrate.ts; each project changed re-syncs its alerts once through the stream.
 */
import { type DynamoDBDocumentClient, paginateScan, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '#src/keys';
import { isConditionFailure } from '#src/store/condition-failure';
import { PROJECT_PREFIX } from '#src/store/project-items';

/** How many projects had texts turned on. */
export async function turnTextsOnUnlessTurnedOff(
  client: DynamoDBDocumentClient,
  tableName: string,
): Promise<number> {
  const { pk, sk } = TABLE_KEYS;
  const names = { '#sk': sk, '#sms': 'smsAlerts', '#own': 'textAccountPhone' };
  let changed = 0;
  const pages = paginateScan(
    { client },
    {
      TableName: tableName,
      FilterExpression: 'begins_with(#sk, :prefix) AND attribute_not_exists(#own) AND #sms = :off',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':prefix': PROJECT_PREFIX, ':off': false },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { [pk]: item[pk], [sk]: item[sk] },
            UpdateExpression: 'SET #sms = :on, #own = :off',
            ConditionExpression: 'attribute_exists(#sk) AND attribute_not_exists(#own) AND #sms = :off',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':on': true, ':off': false },
          }),
        );
        changed += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
  }
  return changed;
}
