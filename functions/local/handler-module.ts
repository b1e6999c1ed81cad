/**
 * Imports the handler a manifest entry names (src/routes.ts): `src/handlers/<entry>.ts`, the file
 * CDK bundles for that Lambda function, so the local runtime calls what AWS runs. Call it after
 * the environment the handler reads is in place: it reads its configuration when first imported,
 * as on a cold start.
 */
const handlersDir = new URL('../src/handlers/', import.meta.url);

export async function importHandler<Handler>(entry: string): Promise<Handler> {
  const module = (await import(new URL(`${entry}.ts`, handlersDir).href)) as { handler: Handler };
  return module.handler;
}
