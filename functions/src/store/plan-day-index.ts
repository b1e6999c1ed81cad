/**
 * Reads and moves the plan-day index entries of project items (store/plan-days.ts,
 * docs/decisions/015). The index projects whole items, so an entry carries its project: the
 * reconciliation learns the project's fields without reading the item again.
 */

import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '#src/keys';
import type { PlanDayEntry, PlanDayIndex } from '#src/ports/plan-day-index';
import { isConditionFailure } from './condition-failure';
import { allDayShardPartitions, queryDayShards } from './day-shards';
import { PLAN_DAY_PREFIX, planDayKeys, planDayOfPartition, planDayPartition } from './plan-days';
import { itemToProjectRecord, projectKey, userIdOfPartition } from './project-items';

const { pk, gsi1pk, gsi1sk } = TABLE_KEYS;

export function dynamoPlanDayIndex(client: DynamoDBDocumentClient, tableName: string): PlanDayIndex {
  return {
    async listOn(localDate) {
      const items = await queryDayShards(
        client,
        allDayShardPartitions(PLAN_DAY_PREFIX, localDate),
        (partition) => ({
          TableName: tableName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': gsi1pk },
          ExpressionAttributeValues: { ':pk': partition },
        }),
      );
      return items.flatMap((item): PlanDayEntry[] => {
        const userId = userIdOfPartition(String(item[pk]));
        if (!userId) return [];
        return [
          { userId, planDay: planDayOfPartition(String(item[gsi1pk])), stored: itemToProjectRecord(item) },
        ];
      });
    },

    async move(entry, planDay) {
      const keys = planDay ? planDayKeys(entry.userId, entry.stored.project.id, planDay) : null;
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: projectKey(entry.userId, entry.stored.project.id),
            // A save since the read has indexed the project from its new fields: that one stands.
            ConditionExpression: 'attribute_exists(#pk) AND #gsi1pk = :from',
            UpdateExpression: keys ? 'SET #gsi1pk = :pk, #gsi1sk = :sk' : 'REMOVE #gsi1pk, #gsi1sk',
            ExpressionAttributeNames: { '#pk': pk, '#gsi1pk': gsi1pk, '#gsi1sk': gsi1sk },
            ExpressionAttributeValues: {
              ':from': planDayPartition(entry.planDay, entry.userId),
              ...(keys ? { ':pk': keys[gsi1pk], ':sk': keys[gsi1sk] } : {}),
            },
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
