/**
 * Imports the handler a manifest entry names (src/routes.ts): `src/handlers/<entry>.ts`, the file
 * CDK bundles for that Lambda function, so the local runtime calls what AWS runs. Call it after
 * the environment the handler reads is in place: it reads its configuration when first imported,
 * as on a cold start.
 */
import type { FunctionDefinition } from '#src/routes';
import { invokeAsLambda, type LambdaHandler } from './lambda-invocation';

const handlersDir = new URL('../src/handlers/', import.meta.url);

export async function importHandler<Handler>(entry: string): Promise<Handler> {
  const module = (await import(new URL(`${entry}.ts`, handlersDir).href)) as { handler: Handler };
  return module.handler;
}

/** The function as its event source invokes it: each call one Lambda invocation (./lambda-invocation.ts). */
export async function importFunction<Event, Result>(
  definition: Pick<FunctionDefinition, 'name' | 'entry'>,
): Promise<(event: Event) => Promise<Result>> {
  const handler = await importHandler<LambdaHandler<Event, Result>>(definition.entry);
  return (event) => invokeAsLambda(definition.name, handler, event);
}
