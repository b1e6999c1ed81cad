/**
 * The bundles' stand-in for `@aws/lambda-invoke-store` (infra/lib/lambda-no-invoke-store.ts): the
 * SDK's recursion-detection middleware, given it, still sends the invocation's trace id from the
 * environment, as the runtime sets it for a function that serves one invocation at a time.
 */
import { HttpRequest } from '@smithy/core/protocols';
import { afterEach, expect, it, vi } from 'vitest';

vi.mock('@aws/lambda-invoke-store', () => import('../lib/lambda-no-invoke-store'));

const TRACE_ID = 'Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8;Sampled=1';

afterEach(() => vi.unstubAllEnvs());

async function headersSent(): Promise<Record<string, string>> {
  const { recursionDetectionMiddleware } = await import('@aws-sdk/core/client');
  const request = new HttpRequest({ headers: {} });
  let sent: Record<string, string> = {};
  const next = async (args: { request: HttpRequest }) => {
    sent = args.request.headers;
    return { output: {}, response: {} };
  };
  // biome-ignore lint/suspicious/noExplicitAny: the middleware's generic handler types are the SDK's own
  await (recursionDetectionMiddleware() as any)(next)({ input: {}, request });
  return sent;
}

it('sends the trace id the runtime puts in the environment', async () => {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'lienminder-test-Health');
  vi.stubEnv('_X_AMZN_TRACE_ID', TRACE_ID);
  expect(await headersSent()).toEqual({ 'X-Amzn-Trace-Id': TRACE_ID });
});

it('sends none outside Lambda', async () => {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
  vi.stubEnv('_X_AMZN_TRACE_ID', TRACE_ID);
  expect(await headersSent()).toEqual({});
});
