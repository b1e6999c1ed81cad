/**
 * A user's project items, read whole or through a projection: the one query behind every listing of
 * a user's projects (store/projects.ts), and on its own the list that needs no deadlines (the test
 * email and SMS check the addresses of the user's projects). Kept apart from the project store so
 * a function that only lists carries neither the deadline engine nor the project writes.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '#src/keys';
import type { ProjectList } from '#src/ports/project-store';
import { itemToProject, PROJECT_PREFIX, userPartition } from './project-items';
import { queryAll } from './query-all';

const { pk, sk } = TABLE_KEYS;

export interface ProjectRead {
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ConsistentRead?: boolean;
}

export function userProjectItems(
  client: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  read: ProjectRead = {},
) {
  return queryAll(client, {
    TableName: tableName,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ProjectionExpression: read.ProjectionExpression,
    ConsistentRead: read.ConsistentRead,
    ExpressionAttributeNames: { '#pk': pk, '#sk': sk, ...read.ExpressionAttributeNames },
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': PROJECT_PREFIX },
  });
}

export function dynamoProjectList(client: DynamoDBDocumentClient, tableName: string): ProjectList {
  return {
    async listProjects(userId) {
      return (await userProjectItems(client, tableName, userId)).map(itemToProject);
    },
  };
}
