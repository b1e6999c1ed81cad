/**
 * Vitest globalSetup for the functions project: one in-memory DynamoDB Local for the whole run
 * (java starts once, ~1 s), with one random key; each test file creates its own uniquely named
 * tables on it, each in a database of its own under a key of its own (see `createTestTable` in
 * ./dynamodb), so files running in parallel never see each other's items.
 */
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '#local/dynamodb-local';
import type { LocalDynamoDb } from '#src/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Open it with localDynamoDbClient: a client with any other key finds no table. */
    localDynamoDb: LocalDynamoDb;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = await startDynamoDbLocal();
  project.provide('localDynamoDb', { endpoint: engine.endpoint, accessKeyId: engine.accessKeyId });
  return () => engine.stop();
}
