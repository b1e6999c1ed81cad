/**
 * Projects with their deadlines, written in single transactions so a project never exists without
 * its deadlines or outside its owner's plan count (DESIGN.md section 3).
 *
 * Transaction size: the engine yields at most a notice, a lien deadline and one reminder per 15
 * days over one year (about 27 deadlines), so an update (project + new deadlines + removed ones)
 * stays far below DynamoDB's 100 items; `transactWrite` refuses anything larger outright.
 */
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ComputedDeadline } from '@lienminder/shared';
import type { ProjectStore, StoredProject } from '#ports/project-store';
import { ProjectChangedConcurrently, ProjectLimitReached, ProjectNotFound } from '../errors';
import {
  computedDeadlineAttributes,
  DEADLINE_PREFIX,
  deadlineKey,
  itemToDeadline,
  itemToProject,
  PROJECT_PREFIX,
  projectDeadlinesPrefix,
  projectKey,
  projectToItem,
  userPartition,
} from './project-items';
import { queryAll } from './query-all';
import { TABLE_KEYS } from './table-definition';
import { cancellationReasons, type TransactionItem, transactWrite } from './transactions';
import { userKey } from './users';

const { pk, sk } = TABLE_KEYS;

export function dynamoProjectStore(client: DynamoDBDocumentClient, tableName: string): ProjectStore {
  /**
   * Sets the engine's fields and leaves the rest of the item alone: a surviving deadline keeps
   * `isCompleted` and whatever alert state the alert sync keeps on it.
   */
  function writeDeadline(userId: string, deadline: ComputedDeadline): TransactionItem {
    const attributes = computedDeadlineAttributes(deadline);
    const names: Record<string, string> = { '#entity': 'entity', '#isCompleted': 'isCompleted' };
    const values: Record<string, unknown> = { ':entity': 'deadline', ':false': false };
    const assignments = ['#entity = :entity', '#isCompleted = if_not_exists(#isCompleted, :false)'];
    for (const [name, value] of Object.entries(attributes)) {
      names[`#${name}`] = name;
      values[`:${name}`] = value;
      assignments.push(`#${name} = :${name}`);
    }
    return {
      Update: {
        TableName: tableName,
        Key: deadlineKey(userId, deadline.projectId, deadline.id),
        UpdateExpression: `SET ${assignments.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  }

  function removeDeadline(userId: string, projectId: string, deadlineId: string): TransactionItem {
    return { Delete: { TableName: tableName, Key: deadlineKey(userId, projectId, deadlineId) } };
  }

  /** Writes guarded by the revision the caller read; the old item tells "gone" from "changed". */
  async function writeAgainstRevision(items: TransactionItem[]): Promise<void> {
    try {
      await transactWrite(client, items);
    } catch (error) {
      const reason = cancellationReasons(error)?.[0];
      if (reason?.code !== 'ConditionalCheckFailed') throw error;
      throw reason.item ? new ProjectChangedConcurrently() : new ProjectNotFound();
    }
  }

  const revisionMatches = (previous: StoredProject) => ({
    ConditionExpression: '#revision = :revision',
    ExpressionAttributeNames: { '#revision': 'revision' },
    ExpressionAttributeValues: { ':revision': previous.revision },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  });

  return {
    async create({ userId, project, deadlines, projectLimit }) {
      try {
        await transactWrite(client, [
          {
            Update: {
              TableName: tableName,
              Key: userKey(userId),
              UpdateExpression: 'SET projectCount = projectCount + :one',
              ConditionExpression: `attribute_exists(${pk}) AND projectCount < :limit`,
              ExpressionAttributeValues: { ':one': 1, ':limit': projectLimit },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: projectToItem(userId, project, 1),
              ConditionExpression: `attribute_not_exists(${pk})`,
            },
          },
          ...deadlines.map((deadline) => writeDeadline(userId, deadline)),
        ]);
      } catch (error) {
        if (cancellationReasons(error)?.[0]?.code === 'ConditionalCheckFailed') {
          throw new ProjectLimitReached(projectLimit);
        }
        throw error;
      }
    },

    async update({ userId, previous, project, deadlines }) {
      const kept = new Set(deadlines.map((deadline) => deadline.id));
      await writeAgainstRevision([
        {
          Put: {
            TableName: tableName,
            Item: projectToItem(userId, project, previous.revision + 1),
            ...revisionMatches(previous),
          },
        },
        ...deadlines.map((deadline) => writeDeadline(userId, deadline)),
        ...previous.deadlines
          .filter((deadline) => !kept.has(deadline.id))
          .map((deadline) => removeDeadline(userId, project.id, deadline.id)),
      ]);
    },

    async delete({ userId, previous }) {
      const projectId = previous.project.id;
      await writeAgainstRevision([
        {
          Delete: { TableName: tableName, Key: projectKey(userId, projectId), ...revisionMatches(previous) },
        },
        ...previous.deadlines.map((deadline) => removeDeadline(userId, projectId, deadline.id)),
        {
          Update: {
            TableName: tableName,
            Key: userKey(userId),
            UpdateExpression: 'SET projectCount = projectCount - :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ]);
    },

    async get(userId, projectId) {
      const [projectAnswer, deadlineItems] = await Promise.all([
        client.send(
          new GetCommand({ TableName: tableName, Key: projectKey(userId, projectId), ConsistentRead: true }),
        ),
        queryAll(client, {
          TableName: tableName,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': pk, '#sk': sk },
          ExpressionAttributeValues: {
            ':pk': userPartition(userId),
            ':prefix': projectDeadlinesPrefix(projectId),
          },
          ConsistentRead: true,
        }),
      ]);
      if (!projectAnswer.Item) return null;
      return {
        project: itemToProject(projectAnswer.Item),
        deadlines: deadlineItems.map(itemToDeadline),
        revision: projectAnswer.Item.revision as number,
      };
    },

    async listProjects(userId) {
      const items = await queryAll(client, {
        TableName: tableName,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ExpressionAttributeNames: { '#pk': pk, '#sk': sk },
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': PROJECT_PREFIX },
      });
      return items.map(itemToProject);
    },

    async listProjectsWithDeadlines(userId) {
      const items = await queryAll(client, {
        TableName: tableName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pk },
        ExpressionAttributeValues: { ':pk': userPartition(userId) },
      });
      const bySortKey = (prefix: string) => items.filter((item) => String(item[sk]).startsWith(prefix));
      return {
        projects: bySortKey(PROJECT_PREFIX).map(itemToProject),
        deadlines: bySortKey(DEADLINE_PREFIX).map(itemToDeadline),
      };
    },
  };
}
