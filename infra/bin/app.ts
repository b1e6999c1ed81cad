import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { assertCloudFrontWafRegion } from '../lib/edge-firewall';
import { LienMinderStack } from '../lib/lienminder-stack';
import { readStageConfig } from '../lib/stage-config';

// `cdk synth` / `cdk deploy`, stage from context: `-c stage=prod -c sesFromAddress=... -c domainName=...`.
// The stack is environment-agnostic (no account or region lookups), so synth needs no credentials;
// deploy targets the account and region of the caller's AWS profile, which must be us-east-1: the
// CloudFront WAF is created there (edge-firewall.ts). The CLI names the profile's region here.
assertCloudFrontWafRegion(process.env.CDK_DEFAULT_REGION);
const app = new App();
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
const config = readStageConfig(app.node);
new LienMinderStack(app, `LienMinder-${config.stage}`, {
  config,
  description: `LienMinder ${config.stage}: Florida lien deadline tracker`,
});
