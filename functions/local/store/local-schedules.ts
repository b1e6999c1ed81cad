/**
 * The local runtime's alert schedules: `LOCALSCHEDULE#<name>` / `SCHEDULE`, indexed under
 * `SCHEDULE#local` by the time of their next attempt, so "what is due now" is one Query. Being in
 * the table (on disk with the rest of the data), they survive a restart of the local server.
 */
import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '#src/keys';
import { type AlertPayload, type AlertTrigger, schedulePayloadOf } from '#src/ports/scheduler';
import { isConditionFailure } from '#src/store/condition-failure';

export const LOCAL_SCHEDULES_DUE_PARTITION = 'SCHEDULE#local';
export const LOCAL_SCHEDULE_PREFIX = 'LOCALSCHEDULE#';

export interface LocalSchedule {
  name: string;
  payload: AlertPayload;
  fireAt: string;
  /** Failed invocations so far. */
  attempts: number;
}

export interface LocalSchedules {
  put(name: string, trigger: AlertTrigger): Promise<void>;
  remove(name: string): Promise<void>;
  /** Removes a schedule after it fired, unless a sync moved it meanwhile (then it must fire again). */
  removeFired(schedule: LocalSchedule): Promise<void>;
  /** Schedules whose next attempt is at or before `now`, earliest first. */
  listDue(now: Date): Promise<LocalSchedule[]>;
  retryAt(schedule: LocalSchedule, at: Date): Promise<void>;
}

const scheduleKey = (name: string) => ({
  [TABLE_KEYS.pk]: `${LOCAL_SCHEDULE_PREFIX}${name}`,
  [TABLE_KEYS.sk]: 'SCHEDULE',
});
const dueSortKey = (at: string, name: string) => `${at}#${name}`;

export function dynamoLocalSchedules(client: DynamoDBDocumentClient, tableName: string): LocalSchedules {
  return {
    async put(name, trigger) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...scheduleKey(name),
            [TABLE_KEYS.gsi1pk]: LOCAL_SCHEDULES_DUE_PARTITION,
            [TABLE_KEYS.gsi1sk]: dueSortKey(trigger.fireAt, name),
            entity: 'localSchedule',
            name,
            payload: schedulePayloadOf(trigger),
            fireAt: trigger.fireAt,
            attempts: 0,
          },
        }),
      );
    },

    async remove(name) {
      await client.send(new DeleteCommand({ TableName: tableName, Key: scheduleKey(name) }));
    },

    async removeFired(schedule) {
      try {
        await client.send(
          new DeleteCommand({
            TableName: tableName,
            Key: scheduleKey(schedule.name),
            ConditionExpression: 'fireAt = :fireAt',
            ExpressionAttributeValues: { ':fireAt': schedule.fireAt },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async listDue(now) {
      const answer = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: TABLE_KEYS.gsi1Name,
          KeyConditionExpression: '#pk = :pk AND #sk <= :upTo',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.gsi1pk, '#sk': TABLE_KEYS.gsi1sk },
          // '~' sorts after every name character, so schedules due exactly now are included.
          ExpressionAttributeValues: {
            ':pk': LOCAL_SCHEDULES_DUE_PARTITION,
            ':upTo': `${now.toISOString()}~`,
          },
        }),
      );
      return (answer.Items ?? []).map((item) => ({
        name: item.name as string,
        payload: item.payload as AlertPayload,
        fireAt: item.fireAt as string,
        attempts: item.attempts as number,
      }));
    },

    async retryAt(schedule, at) {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: scheduleKey(schedule.name),
          // Only if it still exists: a sync may have deleted or moved it meanwhile.
          ConditionExpression: `attribute_exists(${TABLE_KEYS.pk}) AND fireAt = :fireAt`,
          UpdateExpression: 'SET #sk = :due, attempts = :attempts',
          ExpressionAttributeNames: { '#sk': TABLE_KEYS.gsi1sk },
          ExpressionAttributeValues: {
            ':fireAt': schedule.fireAt,
            ':due': dueSortKey(at.toISOString(), schedule.name),
            ':attempts': schedule.attempts + 1,
          },
        }),
      );
    },
  };
}
