/**
 * Projects, one item each (store/project-items.ts): a create counts the project against the plan in
 * the same transaction (docs/architecture.md section 3), and an update or delete holds only if nobody wrote the
 * project since the caller read it. Every write also bumps the owner's `projectsRevision` in that
 * transaction, so the dashboard's projects can be kept between reads and checked against it
 * (docs/decisions/017). Items and keys only: the deadlines and the plan day a save is indexed under
 * are the services' (services/projects/project-deadlines.ts), which hand the day to the write.
 */
import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ProjectChangedConcurrently, ProjectLimitReached, ProjectNotFound } from '#src/errors';
import { TABLE_KEYS } from '#src/keys';
import { CORRELATION_ID_ATTRIBUTE } from '#src/ports/correlation-id';
import type { ActivityEntry } from '#src/ports/project-activity';
import {
  FIRST_REVISION,
  type ProjectRecord,
  type ProjectRecords,
  type ServiceProofs,
} from '#src/ports/project-store';
import { activityPut } from './project-activity';
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
import { userProjectItems } from './project-list';
import { storyAttribute } from './story-attribute';
import { cancellationReasons, refusedByCondition, type TransactionItem, transactWrite } from './transactions';
import { userKey } from './user-lookup';
import { BUMP_PROJECTS_REVISION, projectsRevisionBump } from './users';

const { pk } = TABLE_KEYS;

/** The table the projects are in, for the named parts below. */
interface ProjectTable {
  client: DynamoDBDocumentClient;
  tableName: string;
}

type Input<Operation extends keyof ProjectRecords> = Parameters<ProjectRecords[Operation]>[0];

/** Writes guarded by the revision the caller read; the old item tells "gone" from "changed". */
async function writeAgainstRevision(client: DynamoDBDocumentClient, items: TransactionItem[]): Promise<void> {
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

/** The user item's part of an update's transaction: the revision moves with the projects. */
const bumpRevision = (tableName: string, userId: string): TransactionItem => ({
  Update: projectsRevisionBump(tableName, userKey(userId)),
});

/** The change's activity entry, as the last item of its transaction (the first's refusal is the one read). */
const activityOf = (
  tableName: string,
  userId: string,
  projectId: string,
  activity: ActivityEntry | null,
): TransactionItem[] => (activity ? [activityPut(tableName, userId, projectId, activity)] : []);

/** The project and one more on the owner's count, in one transaction that holds the plan's limit. */
async function create({ client, tableName }: ProjectTable, input: Input<'create'>): Promise<void> {
  const { userId, project, projectLimit, planDay, activity } = input;
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
      ...activityOf(tableName, userId, project.id, activity),
    ]);
  } catch (error) {
    if (refusedByCondition(cancellationReasons(error)?.[0])) throw new ProjectLimitReached(projectLimit);
    throw error;
  }
}

/** The proofs of service of the marks kept: a mark dropped takes its proof along. */
function proofsKept({ previous, completedDeadlines, newProof }: Input<'update'>): ServiceProofs {
  return Object.fromEntries(
    completedDeadlines.flatMap((id) => {
      const proof = id === newProof?.deadlineId ? newProof.proof : previous.serviceProofs[id];
      return proof ? [[id, proof]] : [];
    }),
  );
}

/** The whole item anew at the next revision, if the stored one is still the revision read. */
async function update({ client, tableName }: ProjectTable, input: Input<'update'>): Promise<void> {
  const { userId, previous, project, completedDeadlines, planDay, activity } = input;
  const item = projectToItem(
    userId,
    project,
    previous.revision + 1,
    completedDeadlines,
    planDay,
    proofsKept(input),
  );
  await writeAgainstRevision(client, [
    { Put: { TableName: tableName, Item: { ...item, ...storyAttribute() }, ...revisionMatches(previous) } },
    bumpRevision(tableName, userId),
    ...activityOf(tableName, userId, project.id, activity),
  ]);
}

/**
 * A done mark added or taken out as an update, not a Put of the item read: the project's fields stay
 * exactly as stored. DELETE of a set's last element removes the attribute, so no empty set is ever
 * written.
 */
function markUpdate(tableName: string, input: Input<'markDeadline'>): NonNullable<TransactionItem['Update']> {
  const { userId, previous, deadlineId, isCompleted, proof } = input;
  const { ExpressionAttributeNames, ExpressionAttributeValues, ...guard } = revisionMatches(previous);
  // The whole map, from the read the revision guard holds to: no other write came between.
  const { [deadlineId]: _replaced, ...others } = previous.serviceProofs;
  const proofs = serviceProofsAttribute(isCompleted && proof ? { ...others, [deadlineId]: proof } : others);
  // The mark's story replaces the last write's: the alerts it moves log under it.
  const story = storyAttribute()[CORRELATION_ID_ATTRIBUTE];
  const sets = [
    '#revision = :next',
    ...(proofs ? ['#proofs = :proofs'] : []),
    ...(story ? ['#story = :story'] : []),
  ];
  const removes = [...(proofs ? [] : ['#proofs']), ...(story ? [] : ['#story'])];
  return {
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
  };
}

/** The project gone and its plan slot released, if the stored one is still the revision read. */
async function remove({ client, tableName }: ProjectTable, { userId, previous, activity }: Input<'delete'>) {
  await writeAgainstRevision(client, [
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
    ...activityOf(tableName, userId, previous.project.id, activity),
  ]);
}

async function getRecord({ client, tableName }: ProjectTable, userId: string, projectId: string) {
  const answer = await client.send(
    new GetCommand({ TableName: tableName, Key: projectKey(userId, projectId), ConsistentRead: true }),
  );
  return answer.Item ? itemToProjectRecord(answer.Item) : null;
}

export function dynamoProjectRecords(client: DynamoDBDocumentClient, tableName: string): ProjectRecords {
  const table: ProjectTable = { client, tableName };
  return {
    create: (input) => create(table, input),
    update: (input) => update(table, input),
    markDeadline: (input) =>
      writeAgainstRevision(client, [
        { Update: markUpdate(tableName, input) },
        bumpRevision(tableName, input.userId),
        ...activityOf(tableName, input.userId, input.previous.project.id, input.activity),
      ]),
    delete: (input) => remove(table, input),
    getRecord: (userId, projectId) => getRecord(table, userId, projectId),
    listProjects: async (userId) => (await userProjectItems(client, tableName, userId)).map(itemToProject),
    listDashboardProjects: async (userId) =>
      (
        await userProjectItems(client, tableName, userId, { ...DASHBOARD_PROJECTION, ConsistentRead: true })
      ).map(itemToDashboardRecord),
  };
}
