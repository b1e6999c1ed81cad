import { ArnFormat, Stack, type StackProps } from 'aws-cdk-lib';
import {
  type IOidcProvider,
  OidcProviderNative,
  OpenIdConnectPrincipal,
  PolicyStatement,
  Role,
} from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { dataTableName } from './data';
import type { PipelineSettings, StageConfig } from './stage-config';

const GITHUB_ISSUER = 'token.actions.githubusercontent.com';
const STS_AUDIENCE = 'sts.amazonaws.com';
/** The CDK bootstrap's default qualifier: its roles are `cdk-hnb659fds-<kind>-role-<account>-<region>`. */
const BOOTSTRAP_QUALIFIER = 'hnb659fds';

/** The roles' names, which .github/workflows/pipeline.yml and .github/actions/deploy-stage spell out. */
export const pipelineRoleNames = (stage: string) => ({
  diff: `lienminder-${stage}-github-diff`,
  deploy: `lienminder-${stage}-github-deploy`,
});

export interface PipelineAccessProps extends StackProps {
  config: StageConfig;
  pipeline: PipelineSettings;
}

/**
 * What the GitHub pipeline may do in a stage's account, with no long-lived key (docs/decisions/029):
 * GitHub's OIDC provider, and two roles that only a workflow of the stage's repository can assume.
 * - The diff role, for pull requests: it may assume the CDK bootstrap lookup role alone (read-only),
 *   which is all `cdk diff --no-change-set` needs to read the deployed templates.
 * - The deploy role, for jobs in the GitHub environment named after the stage (prod's has required
 *   reviewers): it may assume the bootstrap's deploy, asset-publishing and lookup roles, and run the
 *   table migrations (scripts/migrate.ts) on the stage's table.
 * Deployed by hand once per stage (infra/README.md), before the pipeline's first run.
 */
export class PipelineAccessStack extends Stack {
  readonly diffRole: Role;
  readonly deployRole: Role;

  constructor(scope: Construct, id: string, props: PipelineAccessProps) {
    super(scope, id, props);
    const { config, pipeline } = props;
    const provider: IOidcProvider = pipeline.createOidcProvider
      ? new OidcProviderNative(this, 'GitHubOidcProvider', {
          url: `https://${GITHUB_ISSUER}`,
          clientIds: [STS_AUDIENCE],
        })
      : OidcProviderNative.fromOidcProviderArn(
          this,
          'GitHubOidcProvider',
          this.formatArn({
            service: 'iam',
            region: '',
            resource: 'oidc-provider',
            resourceName: GITHUB_ISSUER,
          }),
        );
    const names = pipelineRoleNames(config.stage);
    const trusting = (subject: string) =>
      new OpenIdConnectPrincipal(provider, {
        StringEquals: {
          [`${GITHUB_ISSUER}:aud`]: STS_AUDIENCE,
          [`${GITHUB_ISSUER}:sub`]: `repo:${pipeline.githubRepository}:${subject}`,
        },
      });
    const bootstrapRole = (kind: string) =>
      this.formatArn({
        service: 'iam',
        region: '',
        resource: 'role',
        resourceName: `cdk-${BOOTSTRAP_QUALIFIER}-${kind}-role-${this.account}-${this.region}`,
      });

    this.diffRole = new Role(this, 'DiffRole', {
      roleName: names.diff,
      assumedBy: trusting('pull_request'),
      description: `LienMinder ${config.stage}: cdk diff from ${pipeline.githubRepository}'s pull requests (read-only)`,
    });
    this.diffRole.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['sts:AssumeRole'], resources: [bootstrapRole('lookup')] }),
    );

    this.deployRole = new Role(this, 'DeployRole', {
      roleName: names.deploy,
      assumedBy: trusting(`environment:${config.stage}`),
      description: `LienMinder ${config.stage}: deploys from ${pipeline.githubRepository}'s ${config.stage} environment`,
    });
    this.deployRole.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['sts:AssumeRole'],
        resources: ['deploy', 'file-publishing', 'image-publishing', 'lookup'].map(bootstrapRole),
      }),
    );
    // The migrations read the whole table once (a Scan each, no index) and rewrite what they move.
    const table = this.formatArn({
      service: 'dynamodb',
      resource: 'table',
      resourceName: dataTableName(config.stage),
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    this.deployRole.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [
          'dynamodb:Scan',
          'dynamodb:Query',
          'dynamodb:GetItem',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:BatchWriteItem',
        ],
        resources: [table],
      }),
    );
  }
}
