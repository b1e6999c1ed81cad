import { afterAll, beforeAll } from 'vitest';
import { removeAssembly, SYNTH_TIMEOUT_MS, type SynthesizedStack, synthStack } from '../synth';

/**
 * The dev stack, synthesised once for all the checks in dev-stack.test.ts (a synth costs seconds;
 * each check reads this live binding when it runs, after the hook below has filled it).
 */
export let synth: SynthesizedStack;

export function synthesizeDevStackOnce(): void {
  beforeAll(() => {
    synth = synthStack({ stage: 'dev', sesFromAddress: 'alerts@lienminder.example' });
  }, SYNTH_TIMEOUT_MS);
  afterAll(() => removeAssembly(synth.app));
}
