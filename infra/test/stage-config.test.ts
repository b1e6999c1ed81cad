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
    expect(configFor({ stage: 'prod', sesFromAddress: 'alerts@lienminder.example' })).toMatchObject({
      retainData: true,
      sesIdentity: 'lienminder.example',
    });
    expect(
      configFor({
        stage: 'prod',
        sesFromAddress: 'alerts@lienminder.example',
        sesIdentity: 'alerts@lienminder.example',
      }).sesIdentity,
    ).toBe('alerts@lienminder.example');
  });

  it('a custom domain needs its certificate', () => {
    expect(() => configFor({ domainName: 'app.lienminder.example' })).toThrow('certificateArn');
  });

  it('rejects a stage name that cannot name AWS resources', () => {
    expect(() => configFor({ stage: 'Prod Stage' })).toThrow('lower-case');
  });

  it('keeps the diagnostic reset-token generator off unless the stage enables it', () => {
    expect(configFor({}).diagnostics).toBe(false);
    expect(configFor({ diagnostics: 'true' }).diagnostics).toBe(true);
  });
});
