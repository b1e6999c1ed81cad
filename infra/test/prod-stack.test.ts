import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acknowledgements,
  environmentOf,
  removeAssembly,
  SYNTH_TIMEOUT_MS,
  type SynthesizedStack,
  synthStack,
} from './synth';

let synth: SynthesizedStack;
beforeAll(() => {
  synth = synthStack({
    stage: 'prod',
    sesFromAddress: 'alerts@lienminder.example',
    domainName: 'app.lienminder.example',
    certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
  });
}, SYNTH_TIMEOUT_MS);
afterAll(() => removeAssembly(synth.app));

describe('a production stage', () => {
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
    expect(secrets).toHaveLength(2);
    for (const secret of secrets) expect(secret.DeletionPolicy).toBe('Retain');
    template.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    expect(Object.keys(template.findResources('Custom::S3AutoDeleteObjects'))).toEqual([]);
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
