/**
 * The local table-stream reader against DynamoDB Local's real stream: what reaches each consumer,
 * in which batches and order, retries the way Lambda's event sources retry, and positions kept
 * across a restart of an on-disk database.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBStreamsClient,
  GetRecordsCommand,
  TrimmedDataAccessException,
} from '@aws-sdk/client-dynamodb-streams';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { TABLE_KEYS } from '#src/keys';
import { STREAM_READING } from '#src/routes';
import { createTestTable, readTestTableStream, type TestTable } from '#test/dynamodb';
import { persistentDatabaseKey } from './data-dir-secrets';
import { localDynamoDbClient, startDynamoDbLocal } from './dynamodb-local';
import { ensureTable } from './table';
import {
  nextPollWait,
  openTableStream,
  type StreamConsumer,
  type TableStream,
  type TableStreamOptions,
} from './table-stream';

/** How long a test waits for the reader's own timer to hand a record over. */
const TIMED_READ_WAIT_MS = 20_000;

const opened: TableStream[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((stream) => stream.stop()));
});

async function open(options: TableStreamOptions): Promise<TableStream> {
  const stream = await openTableStream({ retryDelayMs: 0, ...options });
  opened.push(stream);
  return stream;
}

type Table = Pick<TestTable, 'endpoint' | 'accessKeyId' | 'tableName' | 'client'>;

const put = (table: Table, pk: string, sk: string, fields: Record<string, unknown> = {}) =>
  table.client.send(
    new PutCommand({
      TableName: table.tableName,
      Item: { [TABLE_KEYS.pk]: pk, [TABLE_KEYS.sk]: sk, ...fields },
    }),
  );

const keyOf = (record: DynamoDBRecord) =>
  `${record.dynamodb?.Keys?.[TABLE_KEYS.pk]?.S}/${record.dynamodb?.Keys?.[TABLE_KEYS.sk]?.S}`;
const sequenceOf = (record: DynamoDBRecord) => record.dynamodb?.SequenceNumber as string;

/** A consumer that keeps every batch it is handed and answers what `answer` says. */
function recorder(
  name: string,
  pkPrefix: string,
  answer: (
    event: DynamoDBStreamEvent,
    call: number,
  ) => Promise<DynamoDBBatchResponse | undefined> = async () => ({
    batchItemFailures: [],
  }),
) {
  const batches: string[][] = [];
  const consumer: StreamConsumer = {
    name,
    filter: { pkPrefix },
    handler: async (event) => {
      batches.push(event.Records.map(keyOf));
      return answer(event, batches.length);
    },
  };
  return { consumer, batches };
}

const fail = (...records: (DynamoDBRecord | undefined)[]): DynamoDBBatchResponse => ({
  batchItemFailures: records.map((record) => ({ itemIdentifier: sequenceOf(record as DynamoDBRecord) })),
});

/** Log lines are JSON: the ones a console method was called with, parsed. */
const logLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);

describe('the local table stream', () => {
  it('hands each consumer, in batches, the changes its filter passes, in order and shaped as Lambda’s event', async () => {
    const table = await createTestTable();
    const users = recorder('SyncAlerts', 'USER#');
    const alerts = recorder('ApplySchedules', 'ALERTS#');
    const events: DynamoDBRecord[] = [];
    const stream = await open({
      ...table,
      batchSize: 3,
      consumers: [
        users.consumer,
        alerts.consumer,
        {
          name: 'Everything',
          filter: { pkPrefix: '' },
          handler: async (event) => {
            events.push(...event.Records);
            return { batchItemFailures: [] };
          },
        },
      ],
    });

    await put(table, 'USER#u1', 'PROFILE', { firstName: 'Rosa' });
    await put(table, 'ALERTS#u1', 'p1#d1#due', { state: 'scheduled' });
    await put(table, 'USER#u1', 'PROJECT#p1', { name: 'Oak Street Clinic' });
    await put(table, 'OUTBOX', 'm1');
    await table.client.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: { [TABLE_KEYS.pk]: 'USER#u1', [TABLE_KEYS.sk]: 'PROFILE' },
        UpdateExpression: 'SET firstName = :name',
        ExpressionAttributeValues: { ':name': 'Rosa María' },
      }),
    );
    await table.client.send(
      new DeleteCommand({
        TableName: table.tableName,
        Key: { [TABLE_KEYS.pk]: 'ALERTS#u1', [TABLE_KEYS.sk]: 'p1#d1#due' },
      }),
    );
    await put(table, 'USER#u2', 'PROFILE');

    // 4 user changes and 2 alert changes, and all 7 for the unfiltered consumer.
    expect(await stream.drain()).toBe(4 + 2 + 7);
    // Each read of 3 records becomes one batch of those the consumer's filter passes.
    expect(users.batches).toEqual([
      ['USER#u1/PROFILE', 'USER#u1/PROJECT#p1'],
      ['USER#u1/PROFILE'],
      ['USER#u2/PROFILE'],
    ]);
    expect(alerts.batches).toEqual([['ALERTS#u1/p1#d1#due'], ['ALERTS#u1/p1#d1#due']]);
    expect(events).toHaveLength(7);
    expect(events.map((record) => record.eventName)).toEqual([
      'INSERT',
      'INSERT',
      'INSERT',
      'INSERT',
      'MODIFY',
      'REMOVE',
      'INSERT',
    ]);

    const modified = events[4] as DynamoDBRecord;
    expect(modified).toMatchObject({
      eventSource: 'aws:dynamodb',
      eventVersion: '1.1',
      eventSourceARN: stream.streamArn,
      dynamodb: {
        Keys: { [TABLE_KEYS.pk]: { S: 'USER#u1' }, [TABLE_KEYS.sk]: { S: 'PROFILE' } },
        OldImage: { firstName: { S: 'Rosa' } },
        NewImage: { firstName: { S: 'Rosa María' } },
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
    expect(typeof modified.dynamodb?.ApproximateCreationDateTime).toBe('number'); // epoch seconds, as Lambda sends
    expect(events[5]?.dynamodb).toMatchObject({ OldImage: { state: { S: 'scheduled' } } });
    expect(events[5]?.dynamodb?.NewImage).toBeUndefined();
    const sequence = events.map((record) => BigInt(sequenceOf(record)));
    expect(sequence).toEqual([...sequence].sort((a, b) => (a < b ? -1 : 1)));

    // Caught up: nothing is handed over twice.
    expect(await stream.drain()).toBe(0);
    expect(users.batches).toHaveLength(3);
  });

  it('keeps draining until the changes a consumer’s handler wrote have reached the others', async () => {
    const table = await createTestTable();
    const alerts = recorder('ApplySchedules', 'ALERTS#');
    const stream = await open({
      ...table,
      consumers: [
        alerts.consumer,
        {
          name: 'SyncAlerts',
          filter: { pkPrefix: 'USER#' },
          handler: async (event) => {
            for (const record of event.Records) {
              await put(table, 'ALERTS#u1', `${record.dynamodb?.Keys?.[TABLE_KEYS.sk]?.S}#due`);
            }
            return { batchItemFailures: [] };
          },
        },
      ],
    });
    await put(table, 'USER#u1', 'PROJECT#p1');
    await put(table, 'USER#u1', 'PROJECT#p2');

    expect(await stream.drain()).toBe(4);
    expect(alerts.batches.flat()).toEqual(['ALERTS#u1/PROJECT#p1#due', 'ALERTS#u1/PROJECT#p2#due']);
  });

  it('hands a batch over again from its first failed record, after the retry delay', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const table = await createTestTable();
    const calledAt: number[] = [];
    const users = recorder('SyncAlerts', 'USER#', async (event, call) => {
      calledAt.push(Date.now());
      // The first call fails the 3rd and 2nd records: the earlier one is where Lambda resumes.
      return call === 1 ? fail(event.Records[2], event.Records[1]) : { batchItemFailures: [] };
    });
    const stream = await open({ ...table, consumers: [users.consumer], retryDelayMs: 150 });
    for (const project of ['p1', 'p2', 'p3', 'p4']) await put(table, 'USER#u1', `PROJECT#${project}`);

    expect(await stream.drain()).toBe(4);
    expect(users.batches).toEqual([
      ['USER#u1/PROJECT#p1', 'USER#u1/PROJECT#p2', 'USER#u1/PROJECT#p3', 'USER#u1/PROJECT#p4'],
      ['USER#u1/PROJECT#p2', 'USER#u1/PROJECT#p3', 'USER#u1/PROJECT#p4'],
    ]);
    expect((calledAt[1] as number) - (calledAt[0] as number)).toBeGreaterThanOrEqual(140);
  });

  it('a batch still waiting for its retry when the reader stops is handed over by the next reader', {
    timeout: TIMED_READ_WAIT_MS + 20_000,
  }, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const table = await createTestTable();
    const checkpointFile = join(
      mkdtempSync(join(tmpdir(), 'lienminder-checkpoint-')),
      'stream-checkpoints.json',
    );
    const failing = recorder('SyncAlerts', 'USER#', async (event) => fail(event.Records[1]));
    // Written before the reader opens, so its first read holds all three whatever the timing.
    for (const project of ['p1', 'p2', 'p3']) await put(table, 'USER#u1', `PROJECT#${project}`);
    const first = await open({
      ...table,
      checkpointFile,
      consumers: [failing.consumer],
      pollEveryMs: 5,
      retryDelayMs: 60_000,
    });
    await vi.waitFor(() => expect(failing.batches).toHaveLength(1), { timeout: TIMED_READ_WAIT_MS });
    await first.stop();

    const next = recorder('SyncAlerts', 'USER#');
    const second = await open({ ...table, checkpointFile, consumers: [next.consumer] });
    expect(await second.drain()).toBe(2);
    expect(next.batches).toEqual([['USER#u1/PROJECT#p2', 'USER#u1/PROJECT#p3']]);
    rmSync(dirname(checkpointFile), { recursive: true, force: true });
  });

  it('a handler that names a record outside the batch has the whole batch again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const table = await createTestTable();
    const users = recorder('SyncAlerts', 'USER#', async (_event, call) =>
      call === 1
        ? { batchItemFailures: [{ itemIdentifier: 'not-a-sequence-number' }] }
        : { batchItemFailures: [] },
    );
    const stream = await open({ ...table, consumers: [users.consumer] });
    await put(table, 'USER#u1', 'PROJECT#p1');
    await put(table, 'USER#u1', 'PROJECT#p2');

    expect(await stream.drain()).toBe(2);
    expect(users.batches).toEqual(Array(2).fill(['USER#u1/PROJECT#p1', 'USER#u1/PROJECT#p2']));
  });

  it('halves a batch whose handler throws until the failing record is alone, and gives up only that one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const table = await createTestTable();
    const users = recorder('SyncAlerts', 'USER#', async (event) => {
      if (event.Records.some((record) => keyOf(record).endsWith('poisoned'))) throw new Error('bad project');
      return { batchItemFailures: [] };
    });
    const stream = await open({ ...table, batchSize: 4, consumers: [users.consumer] });
    for (const project of ['p1', 'p2', 'poisoned', 'p4']) await put(table, 'USER#u1', `PROJECT#${project}`);

    expect(await stream.drain()).toBe(4);
    expect(users.batches).toEqual([
      ['USER#u1/PROJECT#p1', 'USER#u1/PROJECT#p2', 'USER#u1/PROJECT#poisoned', 'USER#u1/PROJECT#p4'],
      ['USER#u1/PROJECT#p1', 'USER#u1/PROJECT#p2'],
      ['USER#u1/PROJECT#poisoned', 'USER#u1/PROJECT#p4'],
      ...Array(1 + STREAM_READING.retryAttempts).fill(['USER#u1/PROJECT#poisoned']),
      ['USER#u1/PROJECT#p4'],
    ]);
    expect(logLines(errors)).toEqual([expect.objectContaining({ level: 'ERROR', records: 1 })]);
  });

  it(`gives a batch up after ${STREAM_READING.retryAttempts} retries, logs it as an error, and goes on`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const table = await createTestTable();
    const users = recorder('SyncAlerts', 'USER#', async (event) => {
      const poisoned = event.Records.find((record) => keyOf(record).endsWith('poisoned'));
      return poisoned ? fail(poisoned) : { batchItemFailures: [] };
    });
    const alerts = recorder('ApplySchedules', 'ALERTS#');
    const stream = await open({ ...table, batchSize: 2, consumers: [users.consumer, alerts.consumer] });
    await put(table, 'USER#u1', 'PROJECT#poisoned');
    await put(table, 'USER#u1', 'PROJECT#p2');
    await put(table, 'ALERTS#u1', 'p2#d1#due');
    await put(table, 'USER#u1', 'PROJECT#p3');

    await stream.drain();
    // Like Lambda, the failed record and the rest of its batch are given up, not just the record.
    expect(users.batches).toEqual([
      ...Array(1 + STREAM_READING.retryAttempts).fill(['USER#u1/PROJECT#poisoned', 'USER#u1/PROJECT#p2']),
      ['USER#u1/PROJECT#p3'],
    ]);
    expect(alerts.batches).toEqual([['ALERTS#u1/p2#d1#due']]);
    expect(logLines(errors)).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        consumer: 'SyncAlerts',
        records: 2,
        failures: 1 + STREAM_READING.retryAttempts,
      }),
    ]);
  });

  it('reads on its own timer, one read at a time, and a drain waits its turn', {
    timeout: TIMED_READ_WAIT_MS + 20_000,
  }, async () => {
    const table = await createTestTable();
    let running = 0;
    let mostAtOnce = 0;
    const handled: string[] = [];
    const stream = await open({
      ...table,
      batchSize: 1,
      pollEveryMs: 5,
      consumers: [
        {
          name: 'SyncAlerts',
          filter: { pkPrefix: 'USER#' },
          handler: async (event) => {
            running += 1;
            mostAtOnce = Math.max(mostAtOnce, running);
            await sleep(30);
            handled.push(...event.Records.map(keyOf));
            running -= 1;
            return { batchItemFailures: [] };
          },
        },
      ],
    });
    await put(table, 'USER#u1', 'PROJECT#p1');
    // The timer has backed off toward its idle wait (2 s) by now, and in a full `npm test` the engine
    // serves both workers' tables: a CI run once needed more than 5 s here. A stopped timer never
    // reads it, however long the wait.
    await vi.waitFor(() => expect(handled).toEqual(['USER#u1/PROJECT#p1']), { timeout: TIMED_READ_WAIT_MS });

    await put(table, 'USER#u1', 'PROJECT#p2');
    await put(table, 'USER#u1', 'PROJECT#p3');
    await Promise.all([stream.drain(), stream.drain()]);
    expect(handled).toEqual(['USER#u1/PROJECT#p1', 'USER#u1/PROJECT#p2', 'USER#u1/PROJECT#p3']);
    expect(mostAtOnce).toBe(1);
  });

  /** A new table read through the test helper by one recorder of the users' changes. */
  async function recordedTestStream() {
    const table = await createTestTable();
    const users = recorder('SyncAlerts', 'USER#');
    const stream = await readTestTableStream(table, [users.consumer]);
    opened.push(stream);
    return { table, users, stream };
  }

  it('the test helper runs the table’s changes through the consumers it is given', async () => {
    const { table, users, stream } = await recordedTestStream();
    await put(table, 'USER#u1', 'PROFILE');
    expect(await stream.drain()).toBe(1);
    expect(users.batches).toEqual([['USER#u1/PROFILE']]);
  });

  it('opens its iterator again when the engine says it points at trimmed records, and reads on from its place', async () => {
    const { table, users, stream } = await recordedTestStream();
    await put(table, 'USER#u1', 'PROJECT#p1');
    expect(await stream.drain()).toBe(1);

    // The engine's answer cannot be brought about on purpose: the next read gets it once.
    const send = DynamoDBStreamsClient.prototype.send;
    let reads = 0;
    vi.spyOn(DynamoDBStreamsClient.prototype, 'send').mockImplementation(function (
      this: DynamoDBStreamsClient,
      ...args: Parameters<typeof send>
    ) {
      if (args[0] instanceof GetRecordsCommand && reads++ === 0) {
        return Promise.reject(
          new TrimmedDataAccessException({
            message: 'The operation attempted to read past the oldest stream record in a shard.',
            $metadata: {},
          }),
        );
      }
      return send.apply(this, args);
    } as typeof send);
    await put(table, 'USER#u1', 'PROJECT#p2');
    expect(await stream.drain()).toBe(1);
    expect(reads).toBeGreaterThan(1); // the refused read, then the one from the new iterator
    expect(users.batches).toEqual([['USER#u1/PROJECT#p1'], ['USER#u1/PROJECT#p2']]);
  });

  it('refuses a table without a stream', async () => {
    const table = await createTestTable();
    const tableName = `${table.tableName}-without-stream`;
    const dynamo = localDynamoDbClient(table);
    await dynamo.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: TABLE_KEYS.pk, AttributeType: 'S' }],
        KeySchema: [{ AttributeName: TABLE_KEYS.pk, KeyType: 'HASH' }],
      }),
    );
    dynamo.destroy();
    await expect(open({ ...table, tableName, consumers: [] })).rejects.toThrow(
      `Table ${tableName} has no stream`,
    );
  });
});

describe('the local table stream on an on-disk database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lienminder-stream-'));
  const dbPath = join(dataDir, 'dynamodb');
  const checkpointFile = join(dataDir, 'stream-checkpoints.json');
  const tableName = 'lienminder-local';

  async function withEngine<T>(work: (table: Table) => Promise<T>): Promise<T> {
    const engine = await startDynamoDbLocal({ dbPath, accessKeyId: persistentDatabaseKey(dataDir) });
    const dynamo = localDynamoDbClient(engine);
    try {
      await ensureTable(dynamo, tableName);
      return await work({
        endpoint: engine.endpoint,
        accessKeyId: engine.accessKeyId,
        tableName,
        client: DynamoDBDocumentClient.from(dynamo),
      });
    } finally {
      await Promise.all(opened.splice(0).map((stream) => stream.stop()));
      dynamo.destroy();
      await engine.stop();
    }
  }

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('goes on after a restart from where each consumer got to, so changes made meanwhile are not lost', async () => {
    const before = recorder('SyncAlerts', 'USER#');
    await withEngine(async (table) => {
      const stream = await open({ ...table, checkpointFile, consumers: [before.consumer] });
      await put(table, 'USER#u1', 'PROJECT#p1');
      await put(table, 'USER#u1', 'PROJECT#p2');
      expect(await stream.drain()).toBe(2);
      await stream.stop();
      // Written after the last read, just before the server stopped.
      await put(table, 'USER#u1', 'PROJECT#p3');
    });
    const saved = JSON.parse(readFileSync(checkpointFile, 'utf8')) as { positions: Record<string, unknown> };
    expect(Object.keys(saved.positions)).toEqual(['SyncAlerts']);

    const after = recorder('SyncAlerts', 'USER#');
    const fromStart = recorder('SyncAlerts', 'USER#');
    await withEngine(async (table) => {
      const resumed = await open({ ...table, checkpointFile, consumers: [after.consumer] });
      expect(await resumed.drain()).toBe(1);
      // Without a checkpoint the stream is read from the oldest record it keeps.
      const fresh = await open({ ...table, consumers: [fromStart.consumer] });
      expect(await fresh.drain()).toBe(3);
    });
    expect(before.batches.flat()).toEqual(['USER#u1/PROJECT#p1', 'USER#u1/PROJECT#p2']);
    expect(after.batches.flat()).toEqual(['USER#u1/PROJECT#p3']);
    expect(fromStart.batches.flat()).toEqual([
      'USER#u1/PROJECT#p1',
      'USER#u1/PROJECT#p2',
      'USER#u1/PROJECT#p3',
    ]);
  }, 60_000);
});

describe('the timed read while the stream is quiet', () => {
  it('backs off from the base wait, doubling up to 2 s, and returns to the base on any work', () => {
    const quiet = { progressed: false };
    const waits = [200];
    for (let read = 0; read < 6; read++) waits.push(nextPollWait(waits.at(-1) ?? 0, 200, quiet));
    expect(waits).toEqual([200, 400, 800, 1600, 2000, 2000, 2000]);
    expect(nextPollWait(2000, 200, { progressed: true })).toBe(200);
    expect(nextPollWait(2000, 200, { progressed: false, retryAt: Date.now() + 1000 })).toBe(200);
  });
});
