/**
 * Projects, one item each (store/project-items.ts): a create counts the project against the plan in
 * the same transaction (DESIGN.md section 3), and an update or delete holds only if nobody wrote the
 * project since the caller read it.
 */
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ProjectStore, StoredProject } from '#ports/project-store';
import { ProjectChangedConcurrently, ProjectLimitReached, ProjectNotFound } from '../errors';
import {
  DASHBOARD_PROJECTION,
  itemToProject,
  itemToProjectWithSchedule,
  itemToStoredProject,
  PROJECT_PREFIX,
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

  /** The user's project items, whole or only the attributes a projection names. */
  const userProjects = (
    userId: string,
    projection: { ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> } = {},
  ) =>
    queryAll(client, {
      TableName: tableName,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ProjectionExpression: projection.ProjectionExpression,
      ExpressionAttributeNames: { '#pk': pk, '#sk': sk, ...projection.ExpressionAttributeNames },
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': PROJECT_PREFIX },
    });

  return {
    async create({ userId, project, projectLimit }) {
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
              Item: projectToItem(userId, project, 1, []),
              ConditionExpression: `attribute_not_exists(${pk})`,
            },
          },
        ]);
      } catch (error) {
        if (cancellationReasons(error)?.[0]?.code === 'ConditionalCheckFailed') {
          throw new ProjectLimitReached(projectLimit);
        }
        throw error;
      }
    },

    async update({ userId, previous, project, completedDeadlines }) {
      await writeAgainstRevision([
        {
          Put: {
            TableName: tableName,
            Item: projectToItem(userId, project, previous.revision + 1, completedDeadlines),
            ...revisionMatches(previous),
          },
        },
      ]);
    },

    async delete({ userId, previous }) {
      await writeAgainstRevision([
        {
          Delete: {
            TableName: tableName,
            Key: projectKey(userId, previous.project.id),
            ...revisionMatches(previous),
          },
        },
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
      const answer = await client.send(
        new GetCommand({ TableName: tableName, Key: projectKey(userId, projectId), ConsistentRead: true }),
      );
      return answer.Item ? itemToStoredProject(answer.Item) : null;
    },

    async listProjects(userId) {
      return (await userProjects(userId)).map(itemToProject);
    },

    async listProjectsWithDeadlines(userId) {
      return (await userProjects(userId, DASHBOARD_PROJECTION)).map(itemToProjectWithSchedule);
    },
  };
}
