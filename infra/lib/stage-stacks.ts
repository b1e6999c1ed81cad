import type { App } from 'aws-cdk-lib';
import { LienMinderStack } from './lienminder-stack';
import { PipelineAccessStack } from './pipeline-access';
import type { StageConfig } from './stage-config';

export interface StageStacks {
  app: LienMinderStack;
  /** The GitHub pipeline's roles in the stage's account, when the stage names its repository. */
  pipeline?: PipelineAccessStack;
}

/**
 * A stage's stacks, as `cdk deploy -c stage=NAME` and the infra tests build them: the app, in the
 * stage's account and region when its file names them, with termination protection everywhere but
 * dev (a `cdk destroy` of a long-lived stage needs that turned off by hand first), and the
 * pipeline's access.
 */
export function addStageStacks(scope: App, config: StageConfig): StageStacks {
  const common = { env: config.env, terminationProtection: config.retainData };
  const app = new LienMinderStack(scope, `LienMinder-${config.stage}`, {
    ...common,
    config,
    description: `LienMinder ${config.stage}: Florida lien deadline tracker`,
  });
  const pipeline = config.pipeline
    ? new PipelineAccessStack(scope, `LienMinder-${config.stage}-pipeline`, {
        ...common,
        config,
        pipeline: config.pipeline,
        description: `LienMinder ${config.stage}: what the GitHub pipeline may do (OIDC roles)`,
      })
    : undefined;
  return { app, pipeline };
}
