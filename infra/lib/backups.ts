import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';

/** How long the vault lock keeps every recovery point at least: the daily rule's retention. */
export const DAILY_RETENTION = Duration.days(35);
export const MONTHLY_RETENTION = Duration.days(365);

export interface BackupsProps {
  config: StageConfig;
  table: TableV2;
}

/**
 * Backups of a long-lived stage's table beyond point-in-time recovery (which is 35 days, in the
 * account, and goes when the table goes): AWS Backup takes a daily backup kept 35 days and a monthly
 * one kept a year, in a vault of the stage's own with a lock, so no one (a script gone wrong, a
 * stolen key) can delete a recovery point before its time. Restoring: docs/restore.md.
 */
export class Backups extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, props: BackupsProps) {
    super(scope, id);
    const { config, table } = props;
    this.vault = new BackupVault(this, 'Vault', {
      backupVaultName: `lienminder-${config.stage}`,
      // Governance-mode lock (no changeableFor): the retention floor holds against deletes, and an
      // administrator can still remove the lock deliberately; compliance mode could never be undone.
      lockConfiguration: { minRetention: DAILY_RETENTION },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.plan = new BackupPlan(this, 'Plan', {
      backupPlanName: `lienminder-${config.stage}`,
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          // 07:00 UTC: 2 or 3 a.m. in Florida, before the 05:00 sweep.
          scheduleExpression: Schedule.cron({ hour: '7', minute: '0' }),
          deleteAfter: DAILY_RETENTION,
        }),
        new BackupPlanRule({
          ruleName: 'Monthly',
          scheduleExpression: Schedule.cron({ day: '1', hour: '8', minute: '0' }),
          deleteAfter: MONTHLY_RETENTION,
        }),
      ],
    });
    const selection = this.plan.addSelection('Table', {
      resources: [BackupResource.fromArn(table.tableArn)],
    });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        "AWS Backup's own service role policy, which CDK gives the role that takes the backups: AWS keeps it to " +
        'what each resource type needs backed up; a copy of our own would fall behind it.',
    });
  }
}
