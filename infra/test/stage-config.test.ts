import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readStageConfig, type StageFile } from '../lib/stage-config';

const stagesDir = mkdtempSync(join(tmpdir(), 'lienminder-stages-'));
afterAll(() => rmSync(stagesDir, { recursive: true, force: true }));

const PROD: StageFile = {
  account: '222222222222',
  region: 'us-east-1',
  domainName: 'app.lienminder.example',
  certificateArn: 'arn:aws:acm:us-east-1:222222222222:certificate/00000000-0000-0000-0000-000000000000',
  sesFromAddress: 'alerts@lienminder.example',
  alarmEmail: 'operations@lienminder.example',
  monthlyBudgetUsd: 40,
  reservedConcurrency: { sendAlert: 50, deliverAlert: 20, deliverMessages: 5 },
};

const configFor = (context: Record<string, string>, files: Record<string, unknown> = {}) => {
  for (const [stage, settings] of Object.entries(files)) {
    writeFileSync(join(stagesDir, `${stage}.json`), JSON.stringify(settings));
  }
  return readStageConfig({ tryGetContext: (key) => context[key] }, stagesDir);
};

describe('stage configuration', () => {
  it('dev works with no file and no context, with a placeholder sender and the Eastern time zone', () => {
    expect(configFor({})).toMatchObject({
      stage: 'dev',
      retainData: false,
      sesFromAddress: 'alerts@example.com',
      sesIdentity: 'example.com',
      timeZone: 'America/New_York',
    });
    expect(configFor({}).env).toBeUndefined();
  });

  it('a long-lived stage reads every setting from its file, account and region included', () => {
    expect(configFor({ stage: 'prod' }, { prod: PROD })).toMatchObject({
      stage: 'prod',
      retainData: true,
      env: { account: '222222222222', region: 'us-east-1' },
      domainName: 'app.lienminder.example',
      sesIdentity: 'lienminder.example',
      alarmEmail: 'operations@lienminder.example',
      monthlyBudgetUsd: 40,
      timeZone: 'America/New_York',
      diagnostics: false,
    });
  });

  it('a long-lived stage without a file does not deploy', () => {
    expect(() => configFor({ stage: 'staging' })).toThrow('copy infra/stages/example.json');
  });

  it('refuses a flag that a stage file holds, rather than ignoring or applying it', () => {
    expect(() => configFor({ stage: 'prod', domainName: 'other.example' }, { prod: PROD })).toThrow(
      'drop -c domainName',
    );
  });

  it('refuses a file that leaves a setting out or names a setting it does not know', () => {
    const { domainName: _left, ...withoutDomain } = PROD;
    expect(() => configFor({ stage: 'prod' }, { prod: withoutDomain })).toThrow('domainName');
    expect(() => configFor({ stage: 'prod' }, { prod: { ...PROD, domainname: 'typo' } })).toThrow(
      'domainname',
    );
    expect(() => configFor({ stage: 'prod' }, { prod: { ...PROD, region: 'eu-west-1' } })).toThrow('region');
  });

  it('the example stage in the repository is a valid long-lived stage', () => {
    expect(readStageConfig({ tryGetContext: (key) => ({ stage: 'example' })[key] })).toMatchObject({
      stage: 'example',
      retainData: true,
      pipeline: { githubRepository: 'example-org/lienminder', createOidcProvider: true },
    });
  });

  it('dev: a custom domain needs its certificate', () => {
    expect(() => configFor({ domainName: 'app.lienminder.example' })).toThrow('certificateArn');
  });

  it('rejects a stage name that cannot name AWS resources', () => {
    expect(() => configFor({ stage: 'Prod Stage' })).toThrow('lower-case');
  });

  it('keeps the diagnostic reset-token generator off unless dev turns it on', () => {
    expect(configFor({}).diagnostics).toBe(false);
    expect(configFor({ diagnostics: 'true' }).diagnostics).toBe(true);
  });
});
