import { describe, expect, it } from 'vitest';
import { TABLE_KEYS } from '../../functions/src/store/table-definition';
import { SYNTH_TIMEOUT_MS, synthStack } from './synth';

describe('the table', () => {
  it(
    'in dev: on-demand keys, gsi1, TTL and PITR, and removed with the stack',
    () => {
      const { template } = synthStack({ stage: 'dev' });
      template.hasResource('AWS::DynamoDB::GlobalTable', {
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
          Replicas: [
            {
              PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
              DeletionProtectionEnabled: false,
            },
          ],
        },
      });
    },
    SYNTH_TIMEOUT_MS,
  );

  it(
    'outside dev: kept when the stack goes, and protected against deletion',
    () => {
      const { template } = synthStack({ stage: 'prod', sesFromAddress: 'alerts@lienclock.example' });
      template.hasResource('AWS::DynamoDB::GlobalTable', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: {
          Replicas: [
            {
              PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
              DeletionProtectionEnabled: true,
            },
          ],
        },
      });
      template.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
      template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
      expect(Object.keys(template.findResources('Custom::S3AutoDeleteObjects'))).toEqual([]);
    },
    SYNTH_TIMEOUT_MS,
  );
});
