import { DELIVERY_PARTITION_PREFIX, PHONE_PARTITION_PREFIX, TABLE_KEYS } from '@lienminder/functions/keys';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';

/**
 * The one DynamoDB table (docs/architecture.md section 3). Access is granted per action list rather than with
 * `grantReadData`/`grantReadWriteData`, which include `Scan`: the app never scans.
 */
const READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
/** Transactions need no action of their own: TransactWriteItems is authorised per Put/Update/Delete/ConditionCheck. */
const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/**
 * The table's name, fixed per stage (docs/decisions/030): after a destroy, a long-lived stage's
 * retained table is found by it and imported back (infra/README.md), the pipeline's migration grant
 * names it, and an operator can tell the stages' tables apart.
 */
export const dataTableName = (stage: string) => `lienminder-${stage}`;

export class Data extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      tableName: dataTableName(config.stage),
      partitionKey: { name: TABLE_KEYS.pk, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sk, type: AttributeType.STRING },
      globalSecondaryIndexes: [
        {
          indexName: TABLE_KEYS.gsi1Name,
          partitionKey: { name: TABLE_KEYS.gsi1pk, type: AttributeType.STRING },
          sortKey: { name: TABLE_KEYS.gsi1sk, type: AttributeType.STRING },
        },
      ],
      timeToLiveAttribute: TABLE_KEYS.ttl,
      // Saved projects and alert items reach the alert functions through the stream (decision 007);
      // both images, so a removed or moved alert still names the schedule it had.
      dynamoStream: StreamViewType.NEW_AND_OLD_IMAGES,
      // On-demand: a small SaaS idles most of the day and costs nothing at rest.
      billing: Billing.onDemand(),
      encryption: TableEncryptionV2.awsManagedKey(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.retainData,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }

  /** The table and its one index by name (TableV2.grant would add `index/*`). */
  grantTable(grantee: IGrantable, access: 'read' | 'readwrite'): Record<string, string> {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: access === 'read' ? READ_ACTIONS : [...READ_ACTIONS, ...WRITE_ACTIONS],
        resources: [this.table.tableArn, `${this.table.tableArn}/index/${TABLE_KEYS.gsi1Name}`],
      }),
    );
    return { TABLE_NAME: this.table.tableName };
  }

  /**
   * Deliver-alert's narrow hold on the table (docs/decisions/014): read and update items of the
   * `DELIVERY#` partitions — no Put or Delete, no Query, no other partition.
   */
  grantDeliveryRecords(grantee: IGrantable): Record<string, string> {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'],
        resources: [this.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${DELIVERY_PARTITION_PREFIX}*`] },
        },
      }),
    );
    return { TABLE_NAME: this.table.tableName };
  }

  /**
   * A sending function's one read of the table: a number's opt-in state in its `PHONE#` partition,
   * checked right before each text — GetItem alone, no other partition.
   */
  grantPhoneStatuses(grantee: IGrantable): Record<string, string> {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [this.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${PHONE_PARTITION_PREFIX}*`] },
        },
      }),
    );
    return { TABLE_NAME: this.table.tableName };
  }
}
