/**
 * Bundled in place of `@aws/lambda-invoke-store` (see lambda-bundling.ts; about 2.2 KB minified per
 * bundle). Its one reader, the SDK's recursion-detection middleware, asks it for the invocation's
 * X-Ray trace id and W3C trace context, which it holds only for a function that serves several
 * invocations at once (Lambda Managed Instances). Ours serve one at a time, and there the runtime
 * puts the trace id in `_X_AMZN_TRACE_ID`, which the middleware reads when no store answers: the
 * SDK's requests carry the same `X-Amzn-Trace-Id` header without it.
 */
export const InvokeStore = {
  getInstanceAsync: async (): Promise<undefined> => undefined,
};
