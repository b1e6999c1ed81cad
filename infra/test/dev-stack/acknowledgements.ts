import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { acknowledgements } from '../synth';
import { synth } from './current';

describe('cdk-nag AwsSolutions checks on the dev stack', () => {
  // The synth itself (beforeAll) throws on any unacknowledged finding; this pins how findings were accepted.
  it('pass with every acknowledgement on a resource, never the stack, and with a specific reason', () => {
    const acknowledged = acknowledgements(synth.app);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { construct, id, reason } of acknowledged) {
      expect(Stack.isStack(construct), id).toBe(false);
      expect(construct.node.scope, id).toBeDefined();
      expect(reason.length, id).toBeGreaterThan(60);
    }
  });
});
