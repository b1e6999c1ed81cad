/**
 * Bundled in place of `@aws-sdk/endpoint-cache` (see lambda-bundling.ts). The DynamoDB client builds
 * an endpoint-discovery cache (an LRU from `mnemonist`, ~7.5 KB minified per bundle) when it is
 * created, but only the endpoint-discovery middleware reads it, and no DynamoDB command this SDK
 * version ships adds that middleware: the cache is constructed and never used. Should a client
 * ever use it, the error says where to look.
 */
function notBundled(): never {
  throw new Error(
    'The AWS SDK endpoint-discovery cache is not bundled (infra/lib/lambda-no-endpoint-cache.ts)',
  );
}

/** Constructed by the DynamoDB client and never read: every method says so if that changes. */
export class EndpointCache {
  readonly getEndpoint = notBundled;
  readonly get = notBundled;
  readonly set = notBundled;
  readonly delete = notBundled;
  readonly has = notBundled;
  readonly clear = notBundled;
}
