import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appSecretsLoader } from './app-secrets';
import { ConfigurationError, parseConfig } from './config';

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:lienclock-app/prod-AbCdEf';
const SESSION_TOKEN = 'session-token-from-lambda';

interface Answer {
  status: number;
  body: string;
}
const secretAnswer = (secret: unknown): Answer => ({
  status: 200,
  body: JSON.stringify({ ARN, Name: 'lienclock-app/prod', SecretString: JSON.stringify(secret) }),
});
const notReady: Answer = { status: 400, body: 'not ready to serve traffic, please wait' };

/** A real HTTP server in the extension's place: it answers from `answers` in turn and keeps each request. */
let extension: Server;
let port: number;
let answers: Answer[];
let requests: { method: string | undefined; url: string; headers: IncomingHttpHeaders }[];

beforeEach(async () => {
  answers = [];
  requests = [];
  extension = createServer((request, response) => {
    requests.push({ method: request.method, url: request.url ?? '', headers: request.headers });
    const answer = answers.shift() ?? { status: 500, body: 'the test gave no answer for this request' };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => extension.listen(0, resolve));
  port = (extension.address() as AddressInfo).port;
});
afterEach(async () => {
  await new Promise((resolve) => extension.close(resolve));
});

const awsConfig = (overrides: Record<string, string | undefined> = {}) =>
  parseConfig({
    STAGE: 'prod',
    TABLE_NAME: 'lienclock-prod',
    PUBLIC_URL: 'https://app.lienclock.example',
    APP_SECRET_ARN: ARN,
    AWS_SESSION_TOKEN: SESSION_TOKEN,
    PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(port),
    ...overrides,
  });

describe('app secrets in AWS, through the Parameters and Secrets extension', () => {
  it('asks the extension for the secret with the session token, once per cold start', async () => {
    answers.push(secretAnswer({ sessionSecret: 's'.repeat(40), adminUsername: 'ops' }));
    const secrets = appSecretsLoader(awsConfig());

    expect(await secrets()).toEqual({ sessionSecret: 's'.repeat(40), adminUsername: 'ops' });
    expect(await secrets()).toEqual({ sessionSecret: 's'.repeat(40), adminUsername: 'ops' });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`/secretsmanager/get?secretId=${encodeURIComponent(ARN)}`);
    expect(new URL(request?.url ?? '', 'http://localhost').searchParams.get('secretId')).toBe(ARN);
    expect(request?.headers['x-aws-parameters-secrets-token']).toBe(SESSION_TOKEN);
  });

  it('waits while the extension is still starting', async () => {
    answers.push(notReady, notReady, secretAnswer({ sessionSecret: 'k'.repeat(32) }));
    const secrets = appSecretsLoader(awsConfig());

    expect(await secrets()).toEqual({ sessionSecret: 'k'.repeat(32) });
    expect(requests).toHaveLength(3);
  });

  it('reports any other answer with its status and the extension’s words, and does not cache it', async () => {
    answers.push({
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
    expect(requests).toHaveLength(1);

    answers.push(secretAnswer({ sessionSecret: 'k'.repeat(32) }));
    expect(await secrets()).toEqual({ sessionSecret: 'k'.repeat(32) });
    expect(requests).toHaveLength(2);
  });

  it('refuses a SecretString that is not JSON, without repeating it', async () => {
    answers.push({ status: 200, body: JSON.stringify({ ARN, SecretString: 'hunter2-not-json' }) });

    const failure = await appSecretsLoader(awsConfig())().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe(
      'Invalid app secret from Secrets Manager: SecretString is not JSON',
    );
  });

  it('says which field is wrong', async () => {
    answers.push(secretAnswer({ sessionSecret: 'short' }));

    await expect(appSecretsLoader(awsConfig())()).rejects.toThrow(
      'Invalid app secret from Secrets Manager: sessionSecret: must be at least 32 characters',
    );
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
    expect(requests).toHaveLength(0);
  });
});
