import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_FUNCTIONS } from '@lienminder/functions/routes';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MEMORY_MB, HandlerFunction } from '../lib/handler-function';
import { readStageConfig } from '../lib/stage-config';
import { must, resourcesOfType } from './synth';

const outdir = mkdtempSync(join(tmpdir(), 'lienminder-memory-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('a LienMinder function', () => {
  it('gets the memory its manifest entry asks for, the default when it asks for none', () => {
    const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new Stack(app, 'MemoryProbe');
    const health = must(
      API_FUNCTIONS.find((definition) => definition.name === 'Health'),
      'Health in the manifest',
    );
    const { memoryMb: _, ...withoutMemory } = health;
    const config = readStageConfig(app.node);
    const timeout = Duration.seconds(5);
    new HandlerFunction(stack, 'Default', { definition: withoutMemory, config, timeout });
    new HandlerFunction(stack, 'Larger', { definition: { ...health, memoryMb: 1024 }, config, timeout });

    const memory = resourcesOfType(Template.fromStack(stack), 'AWS::Lambda::Function').map(
      (fn) => fn.Properties.MemorySize,
    );
    expect(memory.sort((a, b) => a - b)).toEqual([DEFAULT_MEMORY_MB, 1024]);
  });
});
