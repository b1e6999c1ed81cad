/**
 * Calls a handler the way Lambda calls it: with its function's context (name, request id), which
 * the Logger prints on every line (src/log.ts). The local server runs many invocations at once in one
 * process, as Lambda Managed Instances do, so it asks what those ask of Powertools: each invocation
 * runs in a scope of its own (Lambda's InvokeStore, over AsyncLocalStorage), and
 * AWS_LAMBDA_MAX_CONCURRENCY tells the Logger to keep its per-invocation keys (the function, the
 * correlation id) in that scope. Without it one request's correlation id would be printed on
 * another's lines.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';

// The scoped store first, then the variable: the Logger refuses to log with the variable set and no
// store in place. Made before any SDK call can make the unscoped one (the SDK asks it too).
const invocations = await InvokeStore.getInstanceAsync(true);
/** How many invocations Lambda runs at once in one environment; any value turns the scopes on. */
process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '64';

/** The function each invocation belongs to, for what checks its calls against its grants (functions/test/table-access.ts). */
const runningFunctions = new AsyncLocalStorage<string>();

/** The manifest name of the function whose invocation is running here, if any. */
export const runningFunction = (): string | undefined => runningFunctions.getStore();

/** Lambda's default timeout budget, for handlers that ask how long they have left. */
const LOCAL_TIMEOUT_MS = 30_000;

function localLambdaContext(functionName: string, awsRequestId: string): Context {
  const startedAt = Date.now();
  const unsupported = () => {
    throw new Error('The callback-style Lambda context methods are not supported: return a promise.');
  };
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, LOCAL_TIMEOUT_MS - (Date.now() - startedAt)),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** A Lambda handler as the runtime calls it: the event and the invocation's context. */
export type LambdaHandler<Event, Result> = (event: Event, context: Context) => Promise<Result>;

/** One invocation of `functionName`; `requestId` as API Gateway names it, else a new one. */
export function invokeAsLambda<Event, Result>(
  functionName: string,
  handler: LambdaHandler<Event, Result>,
  event: Event,
  requestId: string = randomUUID(),
): Promise<Result> {
  return runningFunctions.run(functionName, () =>
    invocations.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, () =>
      handler(event, localLambdaContext(functionName, requestId)),
    ),
  );
}
