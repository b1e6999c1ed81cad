/**
 * Takes the AWS SDK's logger middleware off a client. After every call it walks the whole request
 * and response to mask sensitive fields for the logger, even for the no-op logger clients have by
 * default, and we log no SDK calls: for a dashboard's Query of 50 project items that walk took more
 * node CPU than the handler itself (`--cpu-prof` of the local server). Failures still
 * reach the caller as errors; only the SDK's own logging of them is gone, which went nowhere.
 */
export function withoutCallLogging<Client extends { middlewareStack: { remove(name: string): boolean } }>(
  client: Client,
): Client {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}
