/**
 * The routes manifest's stream functions (STREAM_FUNCTIONS) as consumers of the local table stream:
 * the handler CDK bundles for each, behind the filter the stack gives its event source.
 */

import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { STREAM_FUNCTIONS } from '#src/routes';
import { importFunction } from './handler-module';
import type { StreamConsumer } from './table-stream';

export async function loadStreamFunctions(): Promise<StreamConsumer[]> {
  return Promise.all(
    Object.values(STREAM_FUNCTIONS).map(async ({ name, entry, filter }) => ({
      name,
      filter,
      handler: await importFunction<DynamoDBStreamEvent, DynamoDBBatchResponse | undefined>({ name, entry }),
    })),
  );
}
