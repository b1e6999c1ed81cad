/**
 * Nothing reaches the API around CloudFront (docs/decisions/021): in AWS every route's handler, as
 * the routes manifest names it, refuses a request that lacks CloudFront's origin verification
 * header or carries another value, before it reads the body, a session or the table; the secret is
 * read through the Parameters and Secrets extension (a stand-in here) once per cold start.
 */
import { API_FUNCTIONS } from '@lienminder/functions/routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, setAppForTests } from '#local/app';
import { parseConfig } from '#src/config';
import { ORIGIN_VERIFY_HEADER } from '#src/http/origin-verify-header';
import { TEST_PUBLIC_URL } from '#test/dynamodb';
import { secretStringAnswer, useSecretsExtensionStandIn } from '#test/secrets-extension-stand-in';
import { callOutsideTheDocument } from './support';

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:OriginVerifySecret-AbCdEf';
const VALUE = 'origin-verify-value-generated-by-secrets-manager-0123456789abcdef';
const extension = useSecretsExtensionStandIn();

beforeEach(() => {
  setAppForTests(
    createApp({
      config: parseConfig({
        RUNTIME: 'aws',
        STAGE: 'test',
        TABLE_NAME: 'lienminder-test',
        PUBLIC_URL: TEST_PUBLIC_URL,
        ORIGIN_VERIFY_SECRET_ARN: ARN,
        AWS_SESSION_TOKEN: 'lambda-session-token',
        PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(extension.port),
      }),
    }),
  );
  extension.answers.push(secretStringAnswer(ARN, VALUE));
});

afterEach(() => setAppForTests(undefined));

/** A concrete path for a route's template (`{id}` segments filled in). */
const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, 'abcdefghijklmnop');

describe('in AWS, a request sent to the API’s own address', () => {
  it.each(API_FUNCTIONS.map((route) => [route.method, route.path] as const))(
    '%s %s is refused with 403 without the origin verification header or with a wrong value',
    async (method, path) => {
      const body = method === 'GET' ? undefined : {};
      for (const headers of [{}, { [ORIGIN_VERIFY_HEADER]: `${VALUE.slice(0, -1)}x` }]) {
        const response = await callOutsideTheDocument(method, pathOf(path), { body, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: 'Requests must come through the app’s address',
          errors: [],
        });
      }
    },
  );

  it('goes on with the value CloudFront sends, reading the secret once per cold start', async () => {
    for (let request = 0; request < 3; request++) {
      // A route that reads no secret of its own (GET /sms/config now signs its proof-of-work
      // challenge with the app secret), so the one read counted is the origin value's.
      const response = await callOutsideTheDocument('GET', '/api/openapi.json', {
        headers: { [ORIGIN_VERIFY_HEADER]: VALUE },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(extension.requests).toHaveLength(1);
  });
});
