import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { appSecretsLoader } from './app-secrets';
import { parseConfig } from './config';

const secretsManager = mockClient(SecretsManagerClient);
afterEach(() => secretsManager.reset());

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:lienclock-app';
const awsConfig = (arn?: string) =>
  parseConfig({
    STAGE: 'prod',
    TABLE_NAME: 'lienclock-prod',
    PUBLIC_URL: 'https://app.lienclock.example',
    ...(arn ? { APP_SECRET_ARN: arn } : {}),
  });

describe('app secrets in AWS', () => {
  it('reads the Secrets Manager JSON once per cold start', async () => {
    secretsManager.on(GetSecretValueCommand, { SecretId: ARN }).resolves({
      SecretString: JSON.stringify({ sessionSecret: 's'.repeat(40), adminUsername: 'ops' }),
    });
    const secrets = appSecretsLoader(awsConfig(ARN));
    expect(await secrets()).toEqual({ sessionSecret: 's'.repeat(40), adminUsername: 'ops' });
    await secrets();
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('says which field is wrong, and retries after a failure instead of caching it', async () => {
    secretsManager.on(GetSecretValueCommand).resolvesOnce({ SecretString: '{"sessionSecret":"short"}' });
    const secrets = appSecretsLoader(awsConfig(ARN));
    await expect(secrets()).rejects.toThrow(
      'Invalid app secret from Secrets Manager: sessionSecret: must be at least 32 characters',
    );
    secretsManager
      .on(GetSecretValueCommand)
      .resolves({ SecretString: JSON.stringify({ sessionSecret: 'k'.repeat(32) }) });
    expect((await secrets()).sessionSecret).toBe('k'.repeat(32));
  });

  it('refuses clearly when the function was not given the secret', async () => {
    await expect(appSecretsLoader(awsConfig())()).rejects.toThrow(/APP_SECRET_ARN is not set/);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });
});
