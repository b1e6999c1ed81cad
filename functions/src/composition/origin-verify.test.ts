import { describe, expect, it } from 'vitest';
import { ConfigurationError, parseConfig } from '#src/config';
import { secretStringAnswer, useSecretsExtensionStandIn } from '#test/secrets-extension-stand-in';
import { originVerifyValue } from './origin-verify';
import { config } from './runtime';
import { Scope } from './scope';

const SESSION_SECRET_ARN =
  'arn:aws:secretsmanager:us-east-1:123456789012:secret:lienminder-session/prod-AbCdEf';
const ORIGIN_VERIFY_ARN =
  'arn:aws:secretsmanager:us-east-1:123456789012:secret:lienminder-origin-verify/prod-GhIjKl';
const SESSION_TOKEN = 'session-token-from-lambda';
const VALUE = 'A'.repeat(48);

const extension = useSecretsExtensionStandIn();

const scopeWith = (overrides: Record<string, string | undefined>) =>
  new Scope().provide(
    config,
    parseConfig({
      STAGE: 'prod',
      PUBLIC_URL: 'https://app.lienminder.example',
      SESSION_SECRET_ARN,
      ORIGIN_VERIFY_SECRET_ARN: ORIGIN_VERIFY_ARN,
      AWS_SESSION_TOKEN: SESSION_TOKEN,
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(extension.port),
      ...overrides,
    }),
  );

describe('the origin verification value', () => {
  it('is the second secret’s plain SecretString, asked of the extension by its own ARN, once per cold start', async () => {
    extension.answers.push(secretStringAnswer(ORIGIN_VERIFY_ARN, VALUE));
    const read = scopeWith({}).use(originVerifyValue);

    expect(await read()).toBe(VALUE);
    expect(await read()).toBe(VALUE);

    expect(extension.requests).toHaveLength(1);
    const [request] = extension.requests;
    expect(new URL(request?.url ?? '', 'http://localhost').searchParams.get('secretId')).toBe(
      ORIGIN_VERIFY_ARN,
    );
    expect(request?.headers['x-aws-parameters-secrets-token']).toBe(SESSION_TOKEN);
  });

  it('names the origin verification secret when the extension refuses it, and retries next time', async () => {
    extension.answers.push({ status: 400, body: '{"__type":"AccessDeniedException"}' });
    const read = scopeWith({}).use(originVerifyValue);

    await expect(read()).rejects.toThrow(
      'The AWS Parameters and Secrets Lambda Extension answered 400 for the origin verification secret: ' +
        '{"__type":"AccessDeniedException"}',
    );
    extension.answers.push(secretStringAnswer(ORIGIN_VERIFY_ARN, VALUE));
    expect(await read()).toBe(VALUE);
  });

  it('is refused to a function not granted it, without asking the extension', async () => {
    const failure = await scopeWith({ ORIGIN_VERIFY_SECRET_ARN: undefined })
      .use(originVerifyValue)()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toBe(
      'ORIGIN_VERIFY_SECRET_ARN is not set: this function was not granted the origin verification secret',
    );
    expect(extension.requests).toHaveLength(0);
  });

  it('does not exist locally, where nothing stands in front of the API', async () => {
    const local = new Scope().provide(
      config,
      parseConfig({
        RUNTIME: 'local',
        PUBLIC_URL: 'http://localhost:3000',
        SESSION_SECRET: 'a-test-session-secret-of-32-characters!',
      }),
    );
    await expect(local.use(originVerifyValue)()).rejects.toThrow(ConfigurationError);
    expect(extension.requests).toHaveLength(0);
  });
});
