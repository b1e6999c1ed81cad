import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerFunction } from '../lib/handler-function';
import {
  acknowledgements,
  actionsOf,
  type CfnJson,
  environmentOf,
  functionResourceOf,
  logicalId,
  must,
  type PolicyStatementJson,
  removeAssembly,
  resourceCounts,
  roleStatements,
  SYNTH_TIMEOUT_MS,
  type SynthesizedStack,
  synthStack,
} from './synth';
import { describeTableAccess } from './table-access';

let synth: SynthesizedStack;
beforeAll(() => {
  // infra/stages/example.json: prod's shape with placeholders, synthesised offline.
  synth = synthStack({ stage: 'example' });
}, SYNTH_TIMEOUT_MS);
afterAll(() => removeAssembly(synth.app));

describeTableAccess(() => synth);

describe('a long-lived stage (the example stage, shaped as prod)', () => {
  it('keeps the table, secrets and site bucket when the stack goes, and protects the table from deletion', () => {
    const { template } = synth;
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
    const secrets = Object.values(template.findResources('AWS::SecretsManager::Secret'));
    // The session, Stripe, Twilio and origin verification secrets.
    expect(secrets).toHaveLength(4);
    for (const secret of secrets) expect(secret.DeletionPolicy).toBe('Retain');
    template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    expect(Object.keys(template.findResources('Custom::S3AutoDeleteObjects'))).toEqual([]);
  });

  it('synthesises every stack, the route stacks included, under 300 resources as `cdk deploy` counts them', () => {
    const counts = Object.entries(resourceCounts(synth));
    expect(counts.length).toBeGreaterThan(1);
    for (const [path, count] of counts) expect(count, path).toBeLessThan(300);
  });

  it('serves its own domain with TLS 1.2 or later, so CFR4 needs no acknowledgement, and passes cdk-nag', () => {
    synth.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['app.lienminder.example'],
        ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      },
    });
    const ids = acknowledgements(synth.app).map(({ id }) => id);
    expect(ids.some((id) => id.includes('CFR4'))).toBe(false);
  });

  it('gives every function the custom domain as the address users see (email links, the Origin check)', () => {
    expect(synth.stack.handlers.length).toBeGreaterThan(0);
    for (const handler of synth.stack.handlers) {
      expect(environmentOf(handler).PUBLIC_URL, handler.definition.name).toBe(
        'https://app.lienminder.example',
      );
    }
  });
});

describe("the example stage's deploy settings", () => {
  it('deploys to the account and region of its file, with termination protection', () => {
    expect(synth.stack.account).toBe('111111111111');
    expect(synth.stack.region).toBe('us-east-1');
    expect(synth.stack.terminationProtection).toBe(true);
    expect(pipelineStack().terminationProtection).toBe(true);
  });

  it('names its table after the stage, so a redeploy after a destroy can import the retained one', () => {
    synth.template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: { TableName: 'lienminder-example' },
    });
  });

  it('outputs what an operator and the pipeline look up: the table, the dead-letter queue, the alarm topic', () => {
    const outputs = synth.template.toJSON().Outputs;
    expect(outputs.TableName.Value).toEqual({ Ref: logicalId(synth.stack.data.table) });
    expect(outputs.DeadLetterQueueUrl.Value).toEqual({
      Ref: logicalId(synth.stack.alerts.deadLetterQueue),
    });
    expect(outputs.OperatorTopicArn.Value).toEqual({
      Ref: logicalId(synth.stack.alerts.operatorTopic),
    });
  });
});

describe("the pipeline's access to the example stage (GitHub OIDC, no long-lived key)", () => {
  const roles = () => pipelineTemplate().findResources('AWS::IAM::Role');
  const roleNamed = (name: string): CfnJson =>
    must(
      Object.values(roles()).find((role) => role.Properties.RoleName === name),
      `role ${name}`,
    );
  const trustOf = (name: string) => roleNamed(name).Properties.AssumeRolePolicyDocument.Statement;
  const statementsOf = (name: string): PolicyStatementJson[] => {
    const logical = must(
      Object.entries(roles()).find(([, role]) => role.Properties.RoleName === name),
      name,
    )[0];
    return roleStatements(pipelineTemplate(), logical);
  };

  it("trusts GitHub's OIDC provider for this repository's pull requests (diff) and example environment (deploy) alone", () => {
    pipelineTemplate().hasResourceProperties('AWS::IAM::OIDCProvider', {
      Url: 'https://token.actions.githubusercontent.com',
      ClientIdList: ['sts.amazonaws.com'],
    });
    expect(Object.keys(roles())).toHaveLength(2);
    for (const [name, subject] of [
      ['lienminder-example-github-diff', 'repo:example-org/lienminder:pull_request'],
      ['lienminder-example-github-deploy', 'repo:example-org/lienminder:environment:example'],
    ] as const) {
      const [trust] = trustOf(name);
      expect(trust.Action).toBe('sts:AssumeRoleWithWebIdentity');
      expect(trust.Condition).toEqual({
        StringEquals: {
          'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
          'token.actions.githubusercontent.com:sub': subject,
        },
      });
    }
  });

  it('lets a pull request read through the CDK lookup role and nothing else', () => {
    const statements = statementsOf('lienminder-example-github-diff');
    expect(statements.map((statement) => [statement.Action, arnText(statement.Resource)])).toEqual([
      [
        'sts:AssumeRole',
        'arn:<AWS::Partition>:iam::111111111111:role/cdk-hnb659fds-lookup-role-111111111111-us-east-1',
      ],
    ]);
  });

  it("lets a deploy use the CDK bootstrap roles and migrate the stage's table, nothing else", () => {
    const statements = statementsOf('lienminder-example-github-deploy');
    expect(statements.flatMap(actionsOf).filter((action) => !action.startsWith('dynamodb:'))).toEqual([
      'sts:AssumeRole',
    ]);
    const tableStatement = must(
      statements.find((statement) => actionsOf(statement).includes('dynamodb:Scan')),
      'migration grant',
    );
    expect(arnText(tableStatement.Resource)).toBe(
      'arn:<AWS::Partition>:dynamodb:us-east-1:111111111111:table/lienminder-example',
    );
  });
});

function pipelineStack(): Stack {
  return must(
    synth.app.node.tryFindChild('LienMinder-example-pipeline') as Stack | undefined,
    'pipeline stack',
  );
}

function pipelineTemplate(): Template {
  return Template.fromStack(pipelineStack());
}

/** An ARN the template joins from parts, with each `Ref` spelled `<Name>`. */
function arnText(value: CfnJson): string {
  if (typeof value === 'string') return value;
  if (value.Ref) return `<${value.Ref}>`;
  const [separator, parts] = value['Fn::Join'];
  return parts.map(arnText).join(separator);
}

describe('the example stage reaches someone and can be restored', () => {
  const rootResources = () => synth.template.toJSON().Resources as Record<string, CfnJson>;
  const alarmNamed = (id: string): CfnJson =>
    must(
      Object.entries(rootResources()).find(
        ([logical, resource]) => resource.Type === 'AWS::CloudWatch::Alarm' && logical.includes(id),
      )?.[1],
      `alarm ${id}`,
    );
  const topicRef = () => ({ Ref: logicalId(synth.stack.alerts.operatorTopic) });

  it("subscribes the stage's alarm email to the operator topic", () => {
    synth.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'operations@lienminder.example',
      TopicArn: topicRef(),
    });
  });

  it('alarms on table throttles and system errors, CloudFront 5xx, account concurrency; each tells the topic when it fires and when it clears', () => {
    for (const id of ['TableThrottles', 'TableSystemErrors', 'CloudFront5xxRate', 'AccountConcurrency']) {
      const alarm = alarmNamed(id);
      expect(alarm.Properties.AlarmActions, id).toEqual([topicRef()]);
      expect(alarm.Properties.OKActions, id).toEqual([topicRef()]);
    }
    expect(alarmNamed('CloudFront5xxRate').Properties).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Threshold: 5,
    });
    expect(alarmNamed('AccountConcurrency').Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'ConcurrentExecutions',
      Threshold: 800,
    });
    const throttles = alarmNamed('TableThrottles').Properties.Metrics.map(
      (query: CfnJson) => query.MetricStat?.Metric.MetricName,
    );
    expect(throttles).toEqual(expect.arrayContaining(['ReadThrottleEvents', 'WriteThrottleEvents']));
  });

  it('has a monthly budget that emails the alarm address at 80% spent and at a forecast overrun', () => {
    synth.template.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetLimit: { Amount: 50, Unit: 'USD' }, TimeUnit: 'MONTHLY', BudgetType: 'COST' },
      NotificationsWithSubscribers: [
        {
          Notification: { NotificationType: 'ACTUAL', Threshold: 80 },
          Subscribers: [{ SubscriptionType: 'EMAIL', Address: 'operations@lienminder.example' }],
        },
        {
          Notification: { NotificationType: 'FORECASTED', Threshold: 100 },
          Subscribers: [{ SubscriptionType: 'EMAIL', Address: 'operations@lienminder.example' }],
        },
      ],
    });
  });

  it('reserves concurrency for the functions that send the alerts', () => {
    const reserved = (handler: HandlerFunction) =>
      functionResourceOf(handler).Properties.ReservedConcurrentExecutions;
    expect(reserved(synth.stack.alerts.sendAlert)).toBe(100);
    expect(reserved(synth.stack.alerts.deliverAlert)).toBe(40);
    expect(reserved(synth.stack.alerts.deliverMessages)).toBe(10);
    expect(reserved(synth.stack.alerts.dailySweep)).toBeUndefined();
  });

  it('backs the table up daily (kept 35 days) and monthly (kept a year) into a locked vault of its own', () => {
    synth.template.hasResource('AWS::Backup::BackupVault', {
      DeletionPolicy: 'Retain',
      Properties: { BackupVaultName: 'lienminder-example', LockConfiguration: { MinRetentionDays: 35 } },
    });
    const plan = must(
      Object.values(synth.template.findResources('AWS::Backup::BackupPlan'))[0],
      'backup plan',
    );
    const rules = plan.Properties.BackupPlan.BackupPlanRule.map((rule: CfnJson) => [
      rule.RuleName,
      rule.ScheduleExpression,
      rule.Lifecycle.DeleteAfterDays,
    ]);
    expect(rules).toEqual([
      ['Daily', 'cron(0 7 * * ? *)', 35],
      ['Monthly', 'cron(0 8 1 * ? *)', 365],
    ]);
    const selection = must(
      Object.values(synth.template.findResources('AWS::Backup::BackupSelection'))[0],
      'backup selection',
    );
    expect(selection.Properties.BackupSelection.Resources).toEqual([
      { 'Fn::GetAtt': [logicalId(synth.stack.data.table), 'Arn'] },
    ]);
  });

  it('keeps its schedule group when the stack goes, as it keeps the table', () => {
    synth.template.hasResource('AWS::Scheduler::ScheduleGroup', {
      DeletionPolicy: 'Retain',
      Properties: { Name: 'lienminder-example' },
    });
  });
});
