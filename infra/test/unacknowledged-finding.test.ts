import { Queue } from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import { buildStack, removeAssembly, SYNTH_TIMEOUT_MS } from './synth';

describe('cdk-nag in the synth', () => {
  it(
    'fails it on a finding nobody acknowledged, naming the resource and the rule',
    () => {
      const { app, stack } = buildStack({ stage: 'dev' });
      new Queue(stack, 'ForgottenQueue', { enforceSSL: true });
      try {
        expect(() => app.synth()).toThrow(/ForgottenQueue[\s\S]*AwsSolutions-SQS3/);
      } finally {
        removeAssembly(app);
      }
    },
    SYNTH_TIMEOUT_MS,
  );
});
