/** The single table and the stores the API reads and writes in it. */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ProjectStore } from '#ports/project-store';
import type { RateLimiter } from '#ports/rate-limiter';
import type { StoreHealth } from '#ports/store-health';
import type { UserStore } from '#ports/user-store';
import { createDocumentClient } from '../store/document-client';
import { dynamoStoreHealth } from '../store/health';
import { dynamoProjectStore } from '../store/projects';
import { dynamoRateLimiter } from '../store/rate-limits';
import { dynamoUserStore } from '../store/users';
import { clock, config } from './runtime';
import { part } from './scope';

/** One DynamoDB client per container, for the stores here and the alert stores. */
export const tableClient = part<DynamoDBDocumentClient>('tableClient', (use) =>
  createDocumentClient(use(config)),
);

export interface Stores {
  users: UserStore;
  projects: ProjectStore;
  rateLimiter: RateLimiter;
  storeHealth: StoreHealth;
}

export const stores = part<Stores>('stores', (use) => {
  const client = use(tableClient);
  const table = use(config).tableName;
  return {
    users: dynamoUserStore(client, table),
    projects: dynamoProjectStore(client, table),
    rateLimiter: dynamoRateLimiter(client, table, use(clock)),
    storeHealth: dynamoStoreHealth(client, table),
  };
});
