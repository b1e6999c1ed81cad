/**
 * Projects, one item each (store/project-items.ts): a create counts the project against the plan in
 * the same transaction (docs/architecture.md section 3), and an update or delete holds only if nobody wrote the
 * project since the caller read it. Every write also bumps the owner's `projectsRevision` in that
 * transaction, so the dashboard's projects can be kept between reads and checked against it
 * (docs/decisions/017). Items and keys only: the deadlines and the plan day are the services'
 * (services/projects/project-store.ts).
 */
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ProjectChangedConcurrently, ProjectLimitReached, ProjectNotFound } from '#src/errors';
import { TABLE_KEYS } from '#src/keys';
import { CORRELATION_ID_ATTRIBUTE } from '#src/ports/correlation-id';
import { FIRST_REVISION, type ProjectRecord, type ProjectRecords } from '#src/ports/project-store';
import {
  COMPLETED_DEADLINES,
  DASHBOARD_PROJECTION,
  itemToDashboardRecord,
  itemToProject,
  itemToProjectRecord,
  projectKey,
  projectToItem,
  SERVICE_PROOFS,
  serviceProofsAttribute,
} from './project-items';
import { type ProjectRead, userProjectItems } from './project-list';
import { storyAttribute } from './story-attribute';
import { cancellationReasons, refusedByCondition, type TransactionItem, transactWrite } from './transactions';
import { userKey } from './user-lookup';
import { BUMP_PROJECTS_REVISION, projectsRevisionBump } from './users';

const { pk } = TABLE_KEYS;

export function dynamoProjectRecords(client: DynamoDBDocumentClient, tableName: string): ProjectRecords {
  /** Writes guarded by the revision the caller read; the old item tells "gone" from "changed". */
  async function writeAgainstRevision(items: TransactionItem[]): Promise<void> {
    try {
      await transactWrite(client, items);
    } catch (error) {
      const reason = cancellationReasons(error)?.[0];
      if (!refusedByCondition(reason)) throw error;
      throw reason.item ? new ProjectChangedConcurrently() : new ProjectNotFound();
    }
  }

  const revisionMatches = (previous: ProjectRecord) => ({
    ConditionExpression: '#revision = :revision',
    ExpressionAttributeNames: { '#revision': 'revision' },
    ExpressionAttributeValues: { ':revision': previous.revision },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  });

  const userProjects = (userId: string, read?: ProjectRead) =>
    userProjectItems(client, tableName, userId, read);

  /** The user item's part of an update's transaction: the revision moves with the projects. */
  const bumpRevision = (userId: string): TransactionItem => ({
    Update: projectsRevisionBump(tableName, userKey(userId)),
  });

  return {
    async create({ userId, project, projectLimit, planDay }) {
      try {
        await transactWrite(client, [
          {
            Update: {
              TableName: tableName,
              Key: userKey(userId),
              UpdateExpression: `SET projectCount = projectCount + :one ${BUMP_PROJECTS_REVISION}`,
              ConditionExpression: `attribute_exists(${pk}) AND projectCount < :limit`,
              ExpressionAttributeValues: { ':one': 1, ':limit': projectLimit },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: { ...projectToItem(userId, project, FIRST_REVISION, [], planDay), ...storyAttribute() },
              ConditionExpression: `attribute_not_exists(${pk})`,
            },
          },
        ]);
      } catch (error) {
        if (refusedByCondition(cancellationReasons(error)?.[0])) {
          throw new ProjectLimitReached(projectLimit);
        }
        throw error;
      }
    },

    async update({ userId, previous, project, completedDeadlines, planDay, newProof }) {
      // The proofs of service of the marks kept: a mark dropped takes its proof along.
      const serviceProofs = Object.fromEntries(
        completedDeadlines.flatMap((id) => {
          const proof = id === newProof?.deadlineId ? newProof.proof : previous.serviceProofs[id];
          return proof ? [[id, proof]] : [];
        }),
      );
      await writeAgainstRevision([
        {
          Put: {
            TableName: tableName,
            Item: {
              ...projectToItem(
                userId,
                project,
                previous.revision + 1,
                completedDeadlines,
                planDay,
                serviceProofs,
              ),
              ...storyAttribute(),
            },
            ...revisionMatches(previous),
          },
        },
        bumpRevision(userId),
      ]);
    },

    async markDeadline({ userId, previous, deadlineId, isCompleted, proof }) {
      const { ExpressionAttributeNames, ExpressionAttributeValues, ...guard } = revisionMatches(previous);
      // The whole map, from the read the revision guard holds to: no other write came between.
      const { [deadlineId]: _replaced, ...others } = previous.serviceProofs;
      const proofs = serviceProofsAttribute(
        isCompleted && proof ? { ...others, [deadlineId]: proof } : others,
      );
      // The mark's story replaces the last write's: the alerts it moves log under it.
      const story = storyAttribute()[CORRELATION_ID_ATTRIBUTE];
      const sets = [
        '#revision = :next',
        ...(proofs ? ['#proofs = :proofs'] : []),
        ...(story ? ['#story = :story'] : []),
      ];
      const removes = [...(proofs ? [] : ['#proofs']), ...(story ? [] : ['#story'])];
      await writeAgainstRevision([
        {
          // An update, not a Put of the item read: the project's fields stay exactly as stored.
          // DELETE of a set's last element removes the attribute, so no empty set is ever written.
          Update: {
            TableName: tableName,
            Key: projectKey(userId, previous.project.id),
            UpdateExpression: [
              `SET ${sets.join(', ')}`,
              `${isCompleted ? 'ADD' : 'DELETE'} #marks :deadline`,
              ...(removes.length > 0 ? [`REMOVE ${removes.join(', ')}`] : []),
            ].join(' '),
            ...guard,
            ExpressionAttributeNames: {
              ...ExpressionAttributeNames,
              '#marks': COMPLETED_DEADLINES,
              '#proofs': SERVICE_PROOFS,
              '#story': CORRELATION_ID_ATTRIBUTE,
            },
            ExpressionAttributeValues: {
              ...ExpressionAttributeValues,
              ':next': previous.revision + 1,
              ':deadline': new Set([deadlineId]),
              ...(proofs ? { ':proofs': proofs } : {}),
              ...(story ? { ':story': story } : {}),
            },
          },
        },
        bumpRevision(userId),
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
            UpdateExpression: `SET projectCount = projectCount - :one ${BUMP_PROJECTS_REVISION}`,
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ]);
    },

    async get(userId, projectId) {
      const answer = await client.send(
        new GetCommand({ TableName: tableName, Key: projectKey(userId, projectId), ConsistentRead: true }),
      );
      return answer.Item ? itemToProjectRecord(answer.Item) : null;
    },

    async listProjects(userId) {
      return (await userProjects(userId)).map(itemToProject);
    },

    async listDashboardProjects(userId) {
      const items = await userProjects(userId, { ...DASHBOARD_PROJECTION, ConsistentRead: true });
      return items.map(itemToDashboardRecord);
    },
  };
}
