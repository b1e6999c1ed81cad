/**
 * The alert benches' database: a fresh in-memory DynamoDB Local with one table, and the local
 * runtime's settings in `process.env` as the handlers the benches import read them (the handlers
 * build their app from the environment, as on Lambda). The handlers log a line per alert; while the
 * table is open `console.info` is silenced, so what a bench prints (console.log) is its figures.
 */
import {
  type DynamoDbLocal,
  localDynamoDbClient,
  localDynamoDbEnvironment,
  startDynamoDbLocal,
} from '../../functions/local/dynamodb-local';
import { loadStreamFunctions } from '../../functions/local/stream-functions';
import { ensureTable } from '../../functions/local/table';
import { openTableStream } from '../../functions/local/table-stream';
import { type AppConfig, parseConfig } from '../../functions/src/config';

export interface BenchTable {
  engine: DynamoDbLocal;
  dynamo: ReturnType<typeof localDynamoDbClient>;
  config: AppConfig;
  close(): Promise<void>;
}

export async function openBenchTable(tableName: string): Promise<BenchTable> {
  const engine = await startDynamoDbLocal();
  const dynamo = localDynamoDbClient(engine);
  const info = console.info;
  console.info = () => {};
  const close = async () => {
    console.info = info;
    dynamo.destroy();
    await engine.stop();
  };
  try {
    Object.assign(process.env, {
      RUNTIME: 'local',
      TABLE_NAME: tableName,
      ...localDynamoDbEnvironment(engine),
      PUBLIC_URL: 'http://localhost:3000',
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-for-hs256',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    const config = parseConfig(process.env);
    await ensureTable(dynamo, config.tableName);
    return { engine, dynamo, config, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The table's stream feeding every stream function the stack deploys, as on Lambda, with no wait
 * between retries: what the benches that run whole alert flows read the table through.
 */
export async function openBenchStream({ engine, config }: Pick<BenchTable, 'engine' | 'config'>) {
  return openTableStream({
    endpoint: engine.endpoint,
    accessKeyId: engine.accessKeyId,
    tableName: config.tableName,
    consumers: await loadStreamFunctions(),
    retryDelayMs: 0,
  });
}
