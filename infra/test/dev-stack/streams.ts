import { TABLE_KEYS } from '@lienminder/functions/keys';
import { STREAM_FUNCTIONS } from '@lienminder/functions/routes';
import { describe, expect, it } from 'vitest';
import { handlerActions, handlerNamed, logicalId, resourcesOfType } from '../synth';
import { synth } from './current';

const mappings = () => resourcesOfType(synth.template, 'AWS::Lambda::EventSourceMapping');

describe("the table's stream readers", () => {
  it("are the manifest's stream functions, one mapping each: DynamoDB Streams serves two readers per shard", () => {
    expect(mappings()).toHaveLength(Object.keys(STREAM_FUNCTIONS).length);
    expect(mappings().length).toBeLessThanOrEqual(2);
  });

  for (const definition of Object.values(STREAM_FUNCTIONS)) {
    it(`${definition.name} reads only ${definition.filter.pkPrefix} items, from the oldest record, retrying failed records a bounded number of times, then dead-letters them`, () => {
      const { stack } = synth;
      const functionRef = { Ref: logicalId(handlerNamed(stack, definition.name).function) };
      const mapping = mappings().find(
        (resource) => JSON.stringify(resource.Properties.FunctionName) === JSON.stringify(functionRef),
      );
      expect(mapping, definition.name).toBeDefined();
      expect(mapping.Properties).toEqual({
        FunctionName: functionRef,
        EventSourceArn: { 'Fn::GetAtt': [logicalId(stack.data.table), 'StreamArn'] },
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: 25,
        MaximumBatchingWindowInSeconds: 1,
        FilterCriteria: {
          Filters: [
            {
              Pattern: JSON.stringify({
                dynamodb: { Keys: { [TABLE_KEYS.pk]: { S: [{ prefix: definition.filter.pkPrefix }] } } },
              }),
            },
          ],
        },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        BisectBatchOnFunctionError: true,
        MaximumRetryAttempts: 5,
        MaximumRecordAgeInSeconds: 3600,
        DestinationConfig: {
          OnFailure: {
            Destination: { 'Fn::GetAtt': [logicalId(stack.alerts.deadLetterQueue), 'Arn'] },
          },
        },
      });
      // Lambda writes what it gave up on to the queue as the function's role.
      expect(handlerActions(handlerNamed(stack, definition.name))).toContain('sqs:SendMessage');
    });
  }

  it('sync-alerts re-reads and writes the table; apply-schedules holds the Scheduler instead', () => {
    const sync = handlerActions(handlerNamed(synth.stack, 'SyncAlerts'));
    expect(sync).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:GetRecords']),
    );
    expect(sync.filter((action) => action.startsWith('scheduler:'))).toEqual([]);
    const apply = handlerActions(handlerNamed(synth.stack, 'ApplySchedules'));
    expect(apply).toEqual(expect.arrayContaining(['scheduler:CreateSchedule', 'dynamodb:GetRecords']));
  });
});
