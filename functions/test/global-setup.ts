/**
 * Vitest globalSetup for the functions project: one in-memory DynamoDB Local for the whole run
 * (java starts once, ~1 s); each test file creates its own uniquely named table on it
 * (see `createTestTable` in ./dynamodb), so files running in parallel never see each other's items.
 */
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../local/dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = await startDynamoDbLocal();
  project.provide('dynamoEndpoint', engine.endpoint);
  return () => engine.stop();
}
