import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { NOT_READY, secretStringAnswer, useSecretsExtensionStandIn } from '#test/secrets-extension-stand-in';
import { secretsManager } from './app-secret-value';
import { ConfigurationError, parseConfig } from './config';
import { stripeSecretsLoader } from './stripe-secret';
import { assertAdminPasswordStrong, type TwilioSecrets, twilioSecretsLoader } from './twilio-secret';

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:lienminder-twilio/prod-AbCdEf';
const STRIPE_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:lienminder-stripe/prod-GhIjKl';
const SID = `AC${'0'.repeat(32)}`;
const SESSION_TOKEN = 'session-token-from-lambda';

const secretAnswer = (secret: unknown) => secretStringAnswer(ARN, JSON.stringify(secret));
const extension = useSecretsExtensionStandIn();

const awsSecrets = (overrides: Record<string, string | undefined> = {}) =>
  secretsManager(
    parseConfig({
      STAGE: 'prod',
      TABLE_NAME: 'lienminder-prod',
      PUBLIC_URL: 'https://app.lienminder.example',
      TWILIO_SECRET_ARN: ARN,
      STRIPE_SECRET_ARN: STRIPE_ARN,
      AWS_SESSION_TOKEN: SESSION_TOKEN,
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(extension.port),
      ...overrides,
    }).environment,
  );

describe('the provider secrets in AWS, through the Parameters and Secrets extension', () => {
  it('asks the extension for the secret with the session token, once per cold start', async () => {
    extension.answers.push(secretAnswer({ twilioAccountSid: SID, adminUsername: 'ops' }));
    const secrets = twilioSecretsLoader(awsSecrets());

    expect(await secrets()).toEqual({ twilioAccountSid: SID, adminUsername: 'ops' });
    expect(await secrets()).toEqual({ twilioAccountSid: SID, adminUsername: 'ops' });

    expect(extension.requests).toHaveLength(1);
    const [request] = extension.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`/secretsmanager/get?secretId=${encodeURIComponent(ARN)}`);
    expect(new URL(request?.url ?? '', 'http://localhost').searchParams.get('secretId')).toBe(ARN);
    expect(request?.headers['x-aws-parameters-secrets-token']).toBe(SESSION_TOKEN);
  });

  it('waits while the extension is still starting', async () => {
    extension.answers.push(NOT_READY, NOT_READY, secretAnswer({ twilioAccountSid: 'AC1' }));
    const secrets = twilioSecretsLoader(awsSecrets());

    expect(await secrets()).toEqual({ twilioAccountSid: 'AC1' });
    expect(extension.requests).toHaveLength(3);
  });

  it('reports any other answer with its status and the extension’s words, and does not cache it', async () => {
    extension.answers.push({
      status: 400,
      body: '{"__type":"ResourceNotFoundException","message":"Secrets Manager can’t find the specified secret."}',
    });
    const secrets = twilioSecretsLoader(awsSecrets());

    const failure = await secrets().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe(
      'The AWS Parameters and Secrets Lambda Extension answered 400 for the Twilio secret: ' +
        '{"__type":"ResourceNotFoundException","message":"Secrets Manager can’t find the specified secret."}',
    );
    expect(extension.requests).toHaveLength(1);

    extension.answers.push(secretAnswer({ twilioAccountSid: 'AC1' }));
    expect(await secrets()).toEqual({ twilioAccountSid: 'AC1' });
    expect(extension.requests).toHaveLength(2);
  });

  it('refuses a SecretString that is not JSON, without repeating it', async () => {
    extension.answers.push({ status: 200, body: JSON.stringify({ ARN, SecretString: 'hunter2-not-json' }) });

    const failure = await twilioSecretsLoader(awsSecrets())().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe(
      'Invalid Twilio secret from Secrets Manager: SecretString is not JSON',
    );
  });

  it('says which field is wrong, never its value', async () => {
    extension.answers.push(secretAnswer({ twilioAccountSid: SID, twilioAuthToken: 42 }));

    const failure = await twilioSecretsLoader(awsSecrets())().catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(
      /^Invalid Twilio secret from Secrets Manager: twilioAuthToken: /,
    );
    expect((failure as Error).message).not.toContain('42');
  });

  it('reads the Stripe secret by its own ARN, and nothing of the Twilio one', async () => {
    const stripe = { stripeSecretKey: 'sk_live_x', stripePriceSilver: 'price_silver' };
    extension.answers.push(secretStringAnswer(STRIPE_ARN, JSON.stringify(stripe)));

    expect(await stripeSecretsLoader(awsSecrets())()).toEqual(stripe);
    const [request] = extension.requests;
    expect(new URL(request?.url ?? '', 'http://localhost').searchParams.get('secretId')).toBe(STRIPE_ARN);
    await expect(stripeSecretsLoader(awsSecrets({ STRIPE_SECRET_ARN: undefined }))()).rejects.toThrow(
      'STRIPE_SECRET_ARN is not set: this function was not granted the Stripe secret',
    );
  });

  it('refuses a guessable admin password where it is used, naming the rule and not the value', async () => {
    const weak = { twilioAccountSid: SID, adminUsername: 'ops', adminPassword: 'Admin2026!' };
    // Read as it is: the functions that never use the admin password never check it.
    extension.answers.push(secretAnswer(weak));
    const secrets = await twilioSecretsLoader(awsSecrets())();
    expect(secrets).toEqual(weak);

    const refusal = (value: TwilioSecrets) => {
      try {
        assertAdminPasswordStrong(awsSecrets().name, value);
        return undefined;
      } catch (error) {
        return error;
      }
    };
    const failure = refusal(secrets);
    expect(failure).toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe(
      'Invalid Twilio secret from Secrets Manager: adminPassword must be at least 15 characters',
    );
    expect((refusal({ ...weak, adminPassword: 'changeme-123456789' }) as Error).message).toBe(
      'Invalid Twilio secret from Secrets Manager: adminPassword is a common password or built from common words and key runs',
    );
    expect(refusal({ ...weak, adminPassword: 'Ledger-Harbor-Tulip-58' })).toBeUndefined();
  });

  it('says so when nothing listens on the extension’s port', async () => {
    const elsewhere = createServer();
    await new Promise<void>((resolve) => elsewhere.listen(0, resolve));
    const closed = (elsewhere.address() as AddressInfo).port;
    await new Promise((resolve) => elsewhere.close(resolve));

    const secrets = twilioSecretsLoader(
      awsSecrets({ PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(closed) }),
    );
    const failure = await secrets().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe(
      `Could not reach the AWS Parameters and Secrets Lambda Extension at localhost:${closed}: ` +
        'is its layer attached to this function?',
    );
  });

  it('refuses clearly when the function was not given the secret or has no session token', async () => {
    await expect(twilioSecretsLoader(awsSecrets({ TWILIO_SECRET_ARN: undefined }))()).rejects.toThrow(
      /TWILIO_SECRET_ARN is not set/,
    );
    await expect(twilioSecretsLoader(awsSecrets({ AWS_SESSION_TOKEN: undefined }))()).rejects.toThrow(
      /AWS_SESSION_TOKEN is not set/,
    );
    expect(extension.requests).toHaveLength(0);
  });
});
