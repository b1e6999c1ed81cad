import { TABLE_KEYS } from '@lienminder/functions/keys';
import type { FunctionDefinition } from '@lienminder/functions/routes';
import { tableGrantsOf } from '@lienminder/functions/table-grants';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';

/**
 * The table's name, fixed per stage (docs/decisions/030): after a destroy, a long-lived stage's
 * retained table is found by it and imported back (infra/README.md), the pipeline's migration grant
 * names it, and an operator can tell the stages' tables apart.
 */
export const dataTableName = (stage: string) => `lienminder-${stage}`;

/** The one DynamoDB table (docs/architecture.md section 3), and what each function may do to it. */
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

  /**
   * What the function's manifest entry allows of the table (functions/src/table-grants.ts): per
   * action list rather than `grantReadData`/`grantReadWriteData`, which include `Scan`, and each
   * statement limited to the partitions of the entry's item types (`dynamodb:LeadingKeys`). The
   * table and its one index by name (TableV2.grant would add `index/*`). No grant, no TABLE_NAME.
   */
  grantTable(grantee: IGrantable, definition: FunctionDefinition): Record<string, string> {
    const grants = tableGrantsOf(definition.name, definition.access);
    for (const grant of grants) {
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [...grant.actions],
          resources: [
            this.table.tableArn,
            ...(grant.index ? [`${this.table.tableArn}/index/${TABLE_KEYS.gsi1Name}`] : []),
          ],
          ...(grant.leadingKeys
            ? {
                conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.leadingKeys] } },
              }
            : {}),
        }),
      );
    }
    return grants.length > 0 ? { TABLE_NAME: this.table.tableName } : {};
  }
}
