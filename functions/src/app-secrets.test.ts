import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { NOT_READY, secretStringAnswer, useSecretsExtensionStandIn } from '#test/secrets-extension-stand-in';
import { type AppSecrets, appSecretSource, appSecretsLoader, assertAdminPasswordStrong } from './app-secrets';
import { ConfigurationError, parseConfig } from './config';

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:lienminder-app/prod-AbCdEf';
const SESSION_TOKEN = 'session-token-from-lambda';

const secretAnswer = (secret: unknown) => secretStringAnswer(ARN, JSON.stringify(secret));
const extension = useSecretsExtensionStandIn();

const awsConfig = (overrides: Record<string, string | undefined> = {}) =>
  parseConfig({
    STAGE: 'prod',
    TABLE_NAME: 'lienminder-prod',
    PUBLIC_URL: 'https://app.lienminder.example',
    APP_SECRET_ARN: ARN,
    AWS_SESSION_TOKEN: SESSION_TOKEN,
    PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(extension.port),
    ...overrides,
  });

describe('app secrets in AWS, through the Parameters and Secrets extension', () => {
  it('asks the extension for the secret with the session token, once per cold start', async () => {
    extension.answers.push(secretAnswer({ sessionSecret: 's'.repeat(40), adminUsername: 'ops' }));
    const secrets = appSecretsLoader(awsConfig());

    expect(await secrets()).toEqual({ sessionSecret: 's'.repeat(40), adminUsername: 'ops' });
    expect(await secrets()).toEqual({ sessionSecret: 's'.repeat(40), adminUsername: 'ops' });

    expect(extension.requests).toHaveLength(1);
    const [request] = extension.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`/secretsmanager/get?secretId=${encodeURIComponent(ARN)}`);
    expect(new URL(request?.url ?? '', 'http://localhost').searchParams.get('secretId')).toBe(ARN);
    expect(request?.headers['x-aws-parameters-secrets-token']).toBe(SESSION_TOKEN);
  });

  it('waits while the extension is still starting', async () => {
    extension.answers.push(NOT_READY, NOT_READY, secretAnswer({ sessionSecret: 'k'.repeat(32) }));
    const secrets = appSecretsLoader(awsConfig());

    expect(await secrets()).toEqual({ sessionSecret: 'k'.repeat(32) });
    expect(extension.requests).toHaveLength(3);
  });

  it('reports any other answer with its status and the extension’s words, and does not cache it', async () => {
    extension.answers.push({
      status: 400,
      body: '{"__type":"ResourceNotFoundException","message":"Secrets Manager can’t find the specified secret."}',
    });
    const secrets = appSecretsLoader(awsConfig());

    const failure = await secrets().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe(
      'The AWS Parameters and Secrets Lambda Extension answered 400 for the app secret: ' +
        '{"__type":"ResourceNotFoundException","message":"Secrets Manager can’t find the specified secret."}',
    );
    expect(extension.requests).toHaveLength(1);

    extension.answers.push(secretAnswer({ sessionSecret: 'k'.repeat(32) }));
    expect(await secrets()).toEqual({ sessionSecret: 'k'.repeat(32) });
    expect(extension.requests).toHaveLength(2);
  });

  it('refuses a SecretString that is not JSON, without repeating it', async () => {
    extension.answers.push({ status: 200, body: JSON.stringify({ ARN, SecretString: 'hunter2-not-json' }) });

    const failure = await appSecretsLoader(awsConfig())().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe(
      'Invalid app secret from Secrets Manager: SecretString is not JSON',
    );
  });

  it('says which field is wrong', async () => {
    extension.answers.push(secretAnswer({ sessionSecret: 'short' }));

    await expect(appSecretsLoader(awsConfig())()).rejects.toThrow(
      'Invalid app secret from Secrets Manager: sessionSecret: must be at least 32 characters',
    );
  });

  it('refuses a guessable admin password where it is used, naming the rule and not the value', async () => {
    const weak = { sessionSecret: 's'.repeat(40), adminUsername: 'ops', adminPassword: 'Admin2026!' };
    // Read as it is: the functions that never use the admin password never check it.
    extension.answers.push(secretAnswer(weak));
    const secrets = await appSecretsLoader(awsConfig())();
    expect(secrets).toEqual(weak);

    const refusal = (value: AppSecrets) => {
      try {
        assertAdminPasswordStrong(appSecretSource(awsConfig()), value);
        return undefined;
      } catch (error) {
        return error;
      }
    };
    const failure = refusal(secrets);
    expect(failure).toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe(
      'Invalid app secret from Secrets Manager: adminPassword must be at least 15 characters',
    );
    expect((refusal({ ...weak, adminPassword: 'changeme-123456789' }) as Error).message).toBe(
      'Invalid app secret from Secrets Manager: adminPassword is a common password or built from common words and key runs',
    );
    expect(refusal({ ...weak, adminPassword: 'Ledger-Harbor-Tulip-58' })).toBeUndefined();
  });

  it('says so when nothing listens on the extension’s port', async () => {
    const elsewhere = createServer();
    await new Promise<void>((resolve) => elsewhere.listen(0, resolve));
    const closed = (elsewhere.address() as AddressInfo).port;
    await new Promise((resolve) => elsewhere.close(resolve));

    const secrets = appSecretsLoader(awsConfig({ PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(closed) }));
    const failure = await secrets().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe(
      `Could not reach the AWS Parameters and Secrets Lambda Extension at localhost:${closed}: ` +
        'is its layer attached to this function?',
    );
  });

  it('refuses clearly when the function was not given the secret or has no session token', async () => {
    await expect(appSecretsLoader(awsConfig({ APP_SECRET_ARN: undefined }))()).rejects.toThrow(
      /APP_SECRET_ARN is not set/,
    );
    await expect(appSecretsLoader(awsConfig({ AWS_SESSION_TOKEN: undefined }))()).rejects.toThrow(
      /AWS_SESSION_TOKEN is not set/,
    );
    expect(extension.requests).toHaveLength(0);
  });
});

describe('app secrets locally, from the environment', () => {
  it('reads the Twilio Messaging Service from TWILIO_MESSAGING_SERVICE_SID beside the from-number', async () => {
    const environment = {
      SESSION_SECRET: 'a-local-session-secret-of-32-characters!',
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'local-auth-token',
      TWILIO_FROM_NUMBER: '+13055550000',
      TWILIO_MESSAGING_SERVICE_SID: 'MG0123456789abcdef0123456789abcdef',
    };
    const saved = Object.fromEntries(Object.keys(environment).map((name) => [name, process.env[name]]));
    Object.assign(process.env, environment);
    try {
      const local = parseConfig({
        RUNTIME: 'local',
        TABLE_NAME: 't',
        PUBLIC_URL: 'http://localhost:3000',
        SESSION_SECRET: environment.SESSION_SECRET,
      });
      expect(await appSecretsLoader(local)()).toMatchObject({
        twilioFromNumber: '+13055550000',
        twilioMessagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
      });
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
