/**
 * `ACTIVITY#<accountId>` / `<projectId>#<at>#<id>`: one item for each change to a project
 * (ports/project-activity.ts), in one partition for the account so that a project's entries are
 * one Query, newest first, and outlive the project. A project write puts its entry with
 * `activityPut` in its own transaction (store/projects.ts). Beside them, `ONCE#<projectId>#<key>`
 * keeps a change that writes nothing else (a document prepared) from being recorded twice the
 * same day.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ACTIVITY_PARTITION_PREFIX, TABLE_KEYS } from '#src/keys';
import { randomId } from '#src/ports/ids';
import type { ActivityEntry, ProjectActivity } from '#src/ports/project-activity';
import { cancellationReasons, refusedByCondition, type TransactionItem, transactWrite } from './transactions';

const { pk, sk, ttl } = TABLE_KEYS;

const partition = (accountId: string) => `${ACTIVITY_PARTITION_PREFIX}${accountId}`;
const projectPrefix = (projectId: string) => `${projectId}#`;

/** The Put of a change's entry, for the transaction that makes the change. */
export function activityPut(
  tableName: string,
  accountId: string,
  projectId: string,
  entry: ActivityEntry,
): TransactionItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        [pk]: partition(accountId),
        [sk]: `${projectPrefix(projectId)}${entry.at}#${randomId()}`,
        entity: 'activity',
        projectId,
        ...entry,
      },
    },
  };
}

const toEntry = (item: Record<string, unknown>): ActivityEntry => ({
  at: item.at as string,
  actor: item.actor as ActivityEntry['actor'],
  action: item.action as ActivityEntry['action'],
  summary: item.summary as string,
});

export function dynamoProjectActivity(client: DynamoDBDocumentClient, tableName: string): ProjectActivity {
  return {
    async page(accountId, projectId, limit, after) {
      const prefix = projectPrefix(projectId);
      const answer = await client.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': pk, '#sk': sk },
          ExpressionAttributeValues: { ':pk': partition(accountId), ':prefix': prefix },
          ScanIndexForward: false,
          // One more than the page: whether another page follows, without an empty last one.
          Limit: limit + 1,
          ...(after ? { ExclusiveStartKey: { [pk]: partition(accountId), [sk]: `${prefix}${after}` } } : {}),
        }),
      );
      const items = answer.Items ?? [];
      const shown = items.slice(0, limit);
      const last = shown.at(-1);
      return {
        entries: shown.map(toEntry),
        after: items.length > limit && last ? (last[sk] as string).slice(prefix.length) : null,
      };
    },

    async recordOnce(accountId, projectId, entry, once) {
      const now = Math.floor(Date.parse(entry.at) / 1000);
      try {
        await transactWrite(client, [
          {
            Put: {
              TableName: tableName,
              Item: {
                [pk]: partition(accountId),
                [sk]: `ONCE#${projectId}#${once.key}`,
                entity: 'activityOnce',
                [ttl]: Math.ceil(once.until.getTime() / 1000),
              },
              // DynamoDB Local never expires items: a marker past its time counts as gone.
              ConditionExpression: 'attribute_not_exists(#pk) OR #ttl <= :now',
              ExpressionAttributeNames: { '#pk': pk, '#ttl': ttl },
              ExpressionAttributeValues: { ':now': now },
            },
          },
          activityPut(tableName, accountId, projectId, entry),
        ]);
      } catch (error) {
        if (!refusedByCondition(cancellationReasons(error)?.[0])) throw error;
      }
    },
  };
}
