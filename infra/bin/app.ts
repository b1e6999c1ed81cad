import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { assertCloudFrontWafRegion } from '../lib/edge-firewall';
import { readStageConfig } from '../lib/stage-config';
import { addStageStacks } from '../lib/stage-stacks';

// `cdk synth` / `cdk deploy -c stage=NAME`: a long-lived stage's settings come from its file,
// infra/stages/<stage>.json, which also names its account and region; dev has none and deploys to
// the caller's. Either way synth looks nothing up, so it needs no credentials. The region must be
// us-east-1: the CloudFront WAF is created there (edge-firewall.ts). The CLI names the profile's
// region here.
assertCloudFrontWafRegion(process.env.CDK_DEFAULT_REGION);
const app = new App();
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
addStageStacks(app, readStageConfig(app.node));
