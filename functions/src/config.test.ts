import { describe, expect, it } from 'vitest';
import { ConfigurationError, parseConfig } from './config';

const local = {
  RUNTIME: 'local',
  TABLE_NAME: 'lienminder',
  PUBLIC_URL: 'http://localhost:3000',
  SESSION_SECRET: 'x'.repeat(32),
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
  DYNAMODB_ACCESS_KEY_ID: 'C0FFEE0123456789ABCDEF',
};

describe('configuration', () => {
  it('reads the local runtime settings with their defaults', () => {
    const config = parseConfig(local);
    expect(config.environment.RUNTIME).toBe('local');
    expect(config).toMatchObject({
      stage: 'local',
      tableName: 'lienminder',
      secureCookies: false,
      defaultTimeZone: 'America/New_York',
      localDynamoDb: { endpoint: 'http://127.0.0.1:8000', accessKeyId: 'C0FFEE0123456789ABCDEF' },
    });
    expect(config.publicUrl.origin).toBe('http://localhost:3000');
  });

  it('makes cookies Secure whenever the public URL is https', () => {
    const config = parseConfig({
      STAGE: 'prod',
      TABLE_NAME: 'lienminder-prod',
      PUBLIC_URL: 'https://app.lienminder.example',
      SESSION_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:session',
    });
    expect(config).toMatchObject({ secureCookies: true, localDynamoDb: undefined });
    expect(config.environment.RUNTIME).toBe('aws');
  });

  it('finds the secrets extension on its documented port unless told otherwise', () => {
    const aws = {
      STAGE: 'prod',
      TABLE_NAME: 'lienminder-prod',
      PUBLIC_URL: 'https://app.lienminder.example',
    };
    expect(parseConfig(aws).environment).toMatchObject({ PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773' });
    expect(parseConfig({ ...aws, PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2774' }).environment).toMatchObject(
      { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2774' },
    );
    expect(() => parseConfig({ ...aws, PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: 'port' })).toThrow(
      'Invalid environment configuration: PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: must be a port number',
    );
  });

  it('fails fast with one readable line naming every bad setting', () => {
    expect(() => parseConfig({ RUNTIME: 'aws', PUBLIC_URL: 'ftp://files' })).toThrow(ConfigurationError);
    expect(() => parseConfig({ RUNTIME: 'aws', PUBLIC_URL: 'ftp://files' })).toThrow(
      /^Invalid environment configuration: .*STAGE.*; .*PUBLIC_URL/,
    );
    expect(() => parseConfig({ ...local, SESSION_SECRET: 'short' })).toThrow(
      'Invalid environment configuration: SESSION_SECRET: must be at least 32 characters',
    );
    expect(() => parseConfig({ ...local, RUNTIME: 'laptop' })).toThrow(/RUNTIME/);
  });

  it("opens DynamoDB Local only with the data directory's key (docs/decisions/016)", () => {
    const { DYNAMODB_ACCESS_KEY_ID: _key, ...withoutKey } = local;
    expect(() => parseConfig(withoutKey)).toThrow(
      'Invalid environment configuration: DYNAMODB_ACCESS_KEY_ID is required with DYNAMODB_ENDPOINT',
    );
    // The engine refuses any other key; a damaged one is named at start-up rather than at the first query.
    expect(() => parseConfig({ ...local, DYNAMODB_ACCESS_KEY_ID: 'not-a-key' })).toThrow(
      'Invalid environment configuration: DYNAMODB_ACCESS_KEY_ID: must be letters and digits only',
    );
    const { DYNAMODB_ENDPOINT: _endpoint, ...withoutEngine } = withoutKey;
    expect(parseConfig(withoutEngine).localDynamoDb).toBeUndefined();
  });

  it('lets a function without table access start, and stops one that reaches for the table', () => {
    const config = parseConfig({ STAGE: 'prod', PUBLIC_URL: 'https://app.lienminder.example' });
    expect(config.environment.RUNTIME).toBe('aws');
    expect(() => config.tableName).toThrow(
      'Invalid environment configuration: TABLE_NAME is required by this function',
    );
  });

  it('turns the diagnostic reset-token generator on locally and off in AWS unless the stage enables it', () => {
    const aws = { STAGE: 'prod', PUBLIC_URL: 'https://app.lienminder.example' };
    expect(parseConfig(local).diagnosticsEnabled).toBe(true);
    expect(parseConfig(aws).diagnosticsEnabled).toBe(false);
    expect(parseConfig({ ...aws, DIAGNOSTICS_ENABLED: 'true' }).diagnosticsEnabled).toBe(true);
    expect(parseConfig({ ...local, DIAGNOSTICS_ENABLED: 'false' }).diagnosticsEnabled).toBe(false);
    expect(() => parseConfig({ ...aws, DIAGNOSTICS_ENABLED: 'yes' })).toThrow(ConfigurationError);
  });

  it("asks 16 zero bits of an SMS opt-in's proof of work unless set, and 1 to 24 when set", () => {
    const aws = { STAGE: 'prod', PUBLIC_URL: 'https://app.lienminder.example' };
    expect(parseConfig(aws).optInProofBits).toBe(16);
    expect(parseConfig(local).optInProofBits).toBe(16);
    expect(parseConfig({ ...aws, SMS_OPT_IN_PROOF_BITS: '20' }).optInProofBits).toBe(20);
    for (const bits of ['0', '25', 'sixteen']) {
      expect(() => parseConfig({ ...aws, SMS_OPT_IN_PROOF_BITS: bits }), bits).toThrow(ConfigurationError);
    }
  });
});
