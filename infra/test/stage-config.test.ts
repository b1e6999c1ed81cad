import { describe, expect, it } from 'vitest';
import { readStageConfig } from '../lib/stage-config';

const configFor = (context: Record<string, string>) =>
  readStageConfig({ tryGetContext: (key) => context[key] });

describe('stage configuration from context', () => {
  it('dev works with no context at all, with a placeholder sender and the Eastern time zone', () => {
    expect(configFor({})).toMatchObject({
      stage: 'dev',
      retainData: false,
      sesFromAddress: 'alerts@example.com',
      sesIdentity: 'example.com',
      timeZone: 'America/New_York',
    });
  });

  it('a long-lived stage needs a real sender, and sending is limited to its domain unless told otherwise', () => {
    expect(() => configFor({ stage: 'prod' })).toThrow('-c sesFromAddress=');
    expect(configFor({ stage: 'prod', sesFromAddress: 'alerts@lienclock.example' })).toMatchObject({
      retainData: true,
      sesIdentity: 'lienclock.example',
    });
    expect(
      configFor({
        stage: 'prod',
        sesFromAddress: 'alerts@lienclock.example',
        sesIdentity: 'alerts@lienclock.example',
      }).sesIdentity,
    ).toBe('alerts@lienclock.example');
  });

  it('a custom domain needs its certificate', () => {
    expect(() => configFor({ domainName: 'app.lienclock.example' })).toThrow('certificateArn');
  });

  it('rejects a stage name that cannot name AWS resources', () => {
    expect(() => configFor({ stage: 'Prod Stage' })).toThrow('lower-case');
  });
});
