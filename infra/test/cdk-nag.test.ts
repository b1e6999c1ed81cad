import { Stack, Validations } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { buildStack, SYNTH_TIMEOUT_MS, synthStack } from './synth';

function acknowledgements(root: IConstruct) {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          construct,
          id,
          reason,
        })),
      ),
  );
}

describe('cdk-nag AwsSolutions checks', () => {
  it(
    'pass for dev with every acknowledgement on a resource (never the stack) and with a specific reason',
    () => {
      const { app } = synthStack({ stage: 'dev' });
      const acknowledged = acknowledgements(app);
      expect(acknowledged.length).toBeGreaterThan(0);
      for (const { construct, id, reason } of acknowledged) {
        expect(Stack.isStack(construct), id).toBe(false);
        expect(construct.node.scope, id).toBeDefined();
        expect(reason.length, id).toBeGreaterThan(60);
      }
    },
    SYNTH_TIMEOUT_MS,
  );

  it(
    'pass for a production stage on a custom domain, which enforces TLS 1.2 without acknowledging CFR4',
    () => {
      const { app, template } = synthStack({
        stage: 'prod',
        sesFromAddress: 'alerts@lienclock.example',
        domainName: 'app.lienclock.example',
        certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
      });
      template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: {
          Aliases: ['app.lienclock.example'],
          ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
        },
      });
      expect(acknowledgements(app).map(({ id }) => id)).not.toContainEqual(expect.stringContaining('CFR4'));
    },
    SYNTH_TIMEOUT_MS,
  );

  it(
    'fail the synth on a finding nobody acknowledged',
    () => {
      const { app, stack } = buildStack({ stage: 'dev' });
      new Queue(stack, 'ForgottenQueue', { enforceSSL: true });
      expect(() => app.synth()).toThrow(/ForgottenQueue[\s\S]*AwsSolutions-SQS3/);
    },
    SYNTH_TIMEOUT_MS,
  );
});
