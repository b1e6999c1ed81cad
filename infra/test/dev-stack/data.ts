import { TABLE_KEYS } from '@lienminder/functions/keys';
import { Token } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { functionResourceOf } from '../synth';
import { synth } from './current';

describe('the table in dev', () => {
  it('has the single-table keys, gsi1, TTL, PITR and a stream of new and old images, is on-demand, and goes with the stack', () => {
    synth.template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Delete',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE_KEYS.pk, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sk, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: TABLE_KEYS.gsi1Name,
            KeySchema: [
              { AttributeName: TABLE_KEYS.gsi1pk, KeyType: 'HASH' },
              { AttributeName: TABLE_KEYS.gsi1sk, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
        TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttl, Enabled: true },
        // The alert functions read changes from it; a removed alert item still names its schedule.
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        Replicas: [
          {
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: false,
          },
        ],
      },
    });
  });
});

describe('dev as a scratch stage', () => {
  it('has no termination protection and deploys to whichever account the caller is in', () => {
    expect(synth.stack.terminationProtection).toBe(false);
    expect(Token.isUnresolved(synth.stack.account)).toBe(true);
  });
});

describe('dev leaves nothing behind when destroyed', () => {
  it("deletes its schedule group (and with it the alerts' schedules), and has no backup plan or reserved concurrency", () => {
    synth.template.hasResource('AWS::Scheduler::ScheduleGroup', {
      DeletionPolicy: 'Delete',
      Properties: { Name: 'lienminder-dev' },
    });
    expect(Object.keys(synth.template.findResources('AWS::Backup::BackupPlan'))).toEqual([]);
    expect(Object.keys(synth.template.findResources('AWS::SNS::Subscription'))).toEqual([]);
    expect(
      functionResourceOf(synth.stack.alerts.sendAlert).Properties.ReservedConcurrentExecutions,
    ).toBeUndefined();
  });
});
