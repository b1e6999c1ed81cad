/**
 * Each account's suppression list: `SUPPRESSED#<userId>` /
 *   - `LIST#<channel>#<address, lower case>`: an address or number the account's alerts no longer
 *     go to (bounced, complained, unsubscribed, failing), with when;
 *   - `FAILURES#sms#<e164>`: the run of carrier failures of a number (services/deliverability/text-status.ts);
 *   - `MISSED#<at>#<channel>#<recipient>`: an alert a recipient missed, until the account holder's
 *     next alert email names it (30 days at most).
 * Its own partition, neither `USER#` nor `ALERTS#`, so that no change here wakes the alert streams.
 */
import { DeleteCommand, type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PARTITION_KEYS, TABLE_KEYS } from '#src/keys';
import type { MissedAlert, Suppression, SuppressionList } from '#src/ports/suppressions';
import { batchWrite } from './batch-write';
import { isConditionFailure } from './condition-failure';
import { queryAll } from './query-all';

export const suppressionPartition = (userId: string) => `${PARTITION_KEYS.suppressions}${userId}`;
const partition = suppressionPartition;
const LIST_PREFIX = 'LIST#';
const MISSED_PREFIX = 'MISSED#';
const listSortKey = (channel: Suppression['channel'], address: string) =>
  `${LIST_PREFIX}${channel}#${address.toLowerCase()}`;
const failuresKey = (userId: string, phone: string) => ({
  [TABLE_KEYS.pk]: partition(userId),
  [TABLE_KEYS.sk]: `FAILURES#sms#${phone}`,
});
const missedSortKey = (missed: MissedAlert) =>
  `${MISSED_PREFIX}${missed.at}#${missed.channel}#${missed.recipient.toLowerCase()}`;
const MISSED_KEPT_SECONDS = 30 * 86_400;

const startingWith = (userId: string, prefix: string) => ({
  KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
  ExpressionAttributeNames: { '#pk': TABLE_KEYS.pk, '#sk': TABLE_KEYS.sk },
  ExpressionAttributeValues: { ':pk': partition(userId), ':prefix': prefix },
});

/**
 * The list as the account holder's save lifts it (services/projects): alone, so a project-writing
 * function's bundle carries none of the rest.
 */
export function dynamoSuppressionLifts(
  client: DynamoDBDocumentClient,
  tableName: string,
): Pick<SuppressionList, 'lift'> {
  return {
    async lift(userId, channel, address, reasons) {
      try {
        await client.send(
          new DeleteCommand({
            TableName: tableName,
            Key: { [TABLE_KEYS.pk]: partition(userId), [TABLE_KEYS.sk]: listSortKey(channel, address) },
            ConditionExpression: `reason IN (${reasons.map((_, index) => `:r${index}`).join(', ')})`,
            ExpressionAttributeValues: Object.fromEntries(
              reasons.map((reason, index) => [`:r${index}`, reason]),
            ),
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

/** The list as its readers read it (whom to leave out, the misses to name), alone for their bundles. */
export function dynamoSuppressionReads(
  client: DynamoDBDocumentClient,
  tableName: string,
): Pick<SuppressionList, 'list' | 'listMissed' | 'forgetMissed'> {
  return {
    async list(userId) {
      const items = await queryAll(client, { TableName: tableName, ...startingWith(userId, LIST_PREFIX) });
      return items.map((item) => ({
        channel: item.channel as Suppression['channel'],
        address: item.address as string,
        reason: item.reason as Suppression['reason'],
        at: item.at as string,
      }));
    },

    async listMissed(userId, now) {
      const items = await queryAll(client, { TableName: tableName, ...startingWith(userId, MISSED_PREFIX) });
      // DynamoDB Local never expires items (keys.ts): the expiry is read here too.
      return items
        .filter((item) => Number(item[TABLE_KEYS.ttl]) > now.getTime() / 1000)
        .map((item) => ({
          channel: item.channel as MissedAlert['channel'],
          recipient: item.recipient as string,
          projectName: item.projectName as string,
          deadlineTitle: item.deadlineTitle as string,
          reason: item.reason as MissedAlert['reason'],
          at: item.at as string,
        }));
    },

    async forgetMissed(userId, missed) {
      await batchWrite(
        client,
        tableName,
        missed.map((entry) => ({
          DeleteRequest: {
            Key: { [TABLE_KEYS.pk]: partition(userId), [TABLE_KEYS.sk]: missedSortKey(entry) },
          },
        })),
      );
    },
  };
}

/**
 * The list as the providers' outcomes write it (a bounce, a complaint, a carrier's failures, a
 * missed alert): alone, so the webhook functions carry none of the reads.
 */
export function dynamoSuppressionOutcomes(
  client: DynamoDBDocumentClient,
  tableName: string,
): Pick<SuppressionList, 'suppress' | 'countFailure' | 'clearFailures' | 'noteMissed'> {
  return {
    async suppress(userId, suppression) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            [TABLE_KEYS.pk]: partition(userId),
            [TABLE_KEYS.sk]: listSortKey(suppression.channel, suppression.address),
            entity: 'suppression',
            ...suppression,
          },
        }),
      );
    },

    async countFailure(userId, phone, at) {
      const answer = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: failuresKey(userId, phone),
          UpdateExpression: 'ADD failures :one SET entity = :entity, lastFailureAt = :at',
          ExpressionAttributeValues: { ':one': 1, ':entity': 'textFailures', ':at': at.toISOString() },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(answer.Attributes?.failures ?? 1);
    },

    async clearFailures(userId, phone) {
      await client.send(new DeleteCommand({ TableName: tableName, Key: failuresKey(userId, phone) }));
    },

    async noteMissed(userId, missed) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            [TABLE_KEYS.pk]: partition(userId),
            [TABLE_KEYS.sk]: missedSortKey(missed),
            entity: 'missedAlert',
            ...missed,
            [TABLE_KEYS.ttl]: Math.floor(Date.parse(missed.at) / 1000) + MISSED_KEPT_SECONDS,
          },
        }),
      );
    },
  };
}

export function dynamoSuppressionList(client: DynamoDBDocumentClient, tableName: string): SuppressionList {
  return {
    ...dynamoSuppressionReads(client, tableName),
    ...dynamoSuppressionLifts(client, tableName),
    ...dynamoSuppressionOutcomes(client, tableName),
  };
}
