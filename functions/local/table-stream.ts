/**
 * The local stand-in for Lambda's DynamoDB stream event source mappings (docs/decisions/007): reads
 * the table's stream on DynamoDB Local and calls each consumer's handler with the records its
 * filter passes, in batches, in each shard's order, the way Lambda does in AWS:
 *  - each consumer has its own position, as each event source mapping does, so one consumer's
 *    retries never hold back the other;
 *  - a handler that names records in `batchItemFailures` is given the batch again from its
 *    earliest failed record (the ones before it count as done), after a delay; a handler that
 *    throws has its batch halved until the record that fails is alone (`bisectBatchOnError`);
 *    when a retried batch keeps failing it is logged as an error and skipped, as the stack's retry
 *    limit and dead-letter queue do (infra/lib/alert-streams.ts);
 *  - a closed shard is read to its end before its children (./shard-lineage.ts).
 * No record reaches a consumer twice in one run except as such a retry. With a checkpoint file (an
 * on-disk database) positions also survive a restart; without one, reading starts at the oldest
 * record the stream keeps.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type GetShardIteratorInput,
  TrimmedDataAccessException,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { LocalDynamoDb } from '#src/config';
import { log } from '#src/log';
import { STREAM_READING, type StreamFilter } from '#src/routes';
import { localDynamoDbClient, localDynamoDbStreamsClient } from './dynamodb-local';
import { toLambdaStreamRecord } from './dynamodb-stream-event';
import { readableShards, type ShardLink } from './shard-lineage';
import { readStreamCheckpoints, type StreamPositions, writeStreamCheckpoints } from './stream-checkpoints';
import { matchesStreamFilter } from './stream-filter';

/** Lambda polls each shard about four times a second; so does the local server while there is work. */
export const STREAM_POLL_INTERVAL_MS = 200;
/**
 * While the stream is quiet the timer backs off, doubling up to this: polling four times a second
 * kept DynamoDB Local and node at ~6% CPU on an idle laptop. A quiet stream's next change is then
 * picked up within 2 s, and the dev clock route drains the stream before it fires anything.
 */
const IDLE_POLL_MAX_MS = 2_000;

/** The wait before the next timed read: the base while there is work, doubling while quiet. */
export function nextPollWait(
  waited: number,
  baseMs: number,
  read: { progressed: boolean; retryAt?: number },
): number {
  const quiet = !read.progressed && read.retryAt === undefined;
  return quiet ? Math.min(waited * 2, Math.max(baseMs, IDLE_POLL_MAX_MS)) : baseMs;
}
const DEFAULT_RETRY_DELAY_MS = 1_000;

export interface StreamConsumer {
  /** The function's name (`SyncAlerts`): it names the consumer in logs and in the checkpoint file. */
  name: string;
  filter: StreamFilter;
  /** Resolving with no failures, or with nothing (as Lambda allows), means the whole batch is done. */
  handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse | undefined>;
}

/** DynamoDB Local's endpoint and the app's key; the table must have its stream (see ensureTable). */
export interface TableStreamOptions extends LocalDynamoDb {
  tableName: string;
  consumers: StreamConsumer[];
  /** Keeps each consumer's position in this file across restarts (an on-disk database). */
  checkpointFile?: string;
  /** Also read on a timer, every this many ms (the local server); otherwise only `drain` reads. */
  pollEveryMs?: number;
  /** Records per handler call at most. */
  batchSize?: number;
  /** The wait before a failed batch is handed over again. */
  retryDelayMs?: number;
}

export interface TableStream {
  streamArn: string;
  /**
   * Reads until every consumer has caught up with the stream, including the changes its own
   * handlers wrote meanwhile, and no retry is waiting; resolves with how many records the
   * consumers finished with (done, or given up after retries). Never overlaps a timed read.
   */
  drain(): Promise<number>;
  /** Stops the timer and waits for a read in progress. */
  stop(): Promise<void>;
}

interface ShardCursor {
  iterator?: string;
  /** A failed batch waiting to be handed over again from `sequenceNumber`. */
  retry?: { sequenceNumber: string; failures: number; notBefore: number };
  /** Fewer records per read while a batch whose handler threw is halved. */
  readLimit?: number;
}

interface Subscription {
  consumer: StreamConsumer;
  /** Shard id → the last record finished with: what the checkpoint file keeps. */
  positions: Record<string, string>;
  cursors: Map<string, ShardCursor>;
  /** Closed shards read to their end. */
  finished: Set<string>;
}

interface BatchFailure {
  /** Index in the batch of the earliest failed record. */
  at: number;
  /** The handler threw, rather than naming failed records. */
  thrown: boolean;
}

interface ReadOutcome {
  /** Records finished with. */
  done: number;
  /** Whether anything moved: records were read or a shard was finished. */
  progressed: boolean;
  /** When a failed batch may be retried, if one is waiting. */
  retryAt?: number;
}

const sequenceOf = (record: DynamoDBRecord) => record.dynamodb?.SequenceNumber ?? '';

async function latestStreamArn(database: LocalDynamoDb, tableName: string): Promise<string> {
  const dynamo = localDynamoDbClient(database);
  try {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.LatestStreamArn === undefined) {
      throw new Error(`Table ${tableName} has no stream: create it with ensureTable`);
    }
    return Table.LatestStreamArn;
  } finally {
    dynamo.destroy();
  }
}

/** What every read needs: the stream, its client and how many records a batch takes. */
interface StreamSource {
  streams: ReturnType<typeof localDynamoDbStreamsClient>;
  streamArn: string;
  batchSize: number;
  retryDelayMs: number;
}

/** Each consumer's place in the stream, and what is known of the shards. */
interface ReadProgress {
  subscriptions: Subscription[];
  /** Listed again only when a shard ends: only then can children have appeared. */
  shards?: ShardLink[];
  /** Positions moved since the checkpoint file was last written. */
  unsaved: boolean;
}

function moveTo(progress: ReadProgress, subscription: Subscription, shardId: string, record: DynamoDBRecord) {
  subscription.positions[shardId] = sequenceOf(record);
  progress.unsaved = true;
}

async function listShards({ streams, streamArn }: StreamSource): Promise<ShardLink[]> {
  const listed: ShardLink[] = [];
  let after: string | undefined;
  do {
    const { StreamDescription } = await streams.send(
      new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: after }),
    );
    for (const { ShardId, ParentShardId } of StreamDescription?.Shards ?? []) {
      if (ShardId !== undefined) listed.push({ ShardId, ParentShardId });
    }
    after = StreamDescription?.LastEvaluatedShardId;
  } while (after !== undefined);
  return listed;
}

async function openIterator(
  { streams, streamArn }: StreamSource,
  subscription: Subscription,
  shardId: string,
): Promise<string | undefined> {
  const retry = subscription.cursors.get(shardId)?.retry;
  const position = subscription.positions[shardId];
  const start: Pick<GetShardIteratorInput, 'ShardIteratorType' | 'SequenceNumber'> = retry
    ? { ShardIteratorType: 'AT_SEQUENCE_NUMBER', SequenceNumber: retry.sequenceNumber }
    : position
      ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: position }
      : { ShardIteratorType: 'TRIM_HORIZON' };
  try {
    return (
      await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ...start }))
    ).ShardIterator;
  } catch (error) {
    if (!(error instanceof TrimmedDataAccessException)) throw error;
    // The server was off longer than the stream keeps records (24 hours): go on from the oldest kept.
    log.warn('Stream records were trimmed before they were read', {
      consumer: subscription.consumer.name,
      shardId,
    });
    return (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      )
    ).ShardIterator;
  }
}

async function getRecords(
  source: StreamSource,
  subscription: Subscription,
  shardId: string,
  cursor: ShardCursor,
) {
  const { streams } = source;
  const limit = cursor.readLimit ?? source.batchSize;
  cursor.iterator ??= await openIterator(source, subscription, shardId);
  try {
    return await streams.send(new GetRecordsCommand({ ShardIterator: cursor.iterator, Limit: limit }));
  } catch (error) {
    if (!(error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException))
      throw error;
    // Iterators last 15 minutes: one idle that long is opened again at the same place. An iterator
    // the engine says points at trimmed records is too: DynamoDB Local once answered so for a new
    // table's records under a full `npm test`, every read, until the test timed out.
    cursor.iterator = await openIterator(source, subscription, shardId);
    return await streams.send(new GetRecordsCommand({ ShardIterator: cursor.iterator, Limit: limit }));
  }
}

/** Where the handler wants the batch again from; undefined when all of it is done. */
async function handOver(
  consumer: StreamConsumer,
  batch: DynamoDBRecord[],
): Promise<BatchFailure | undefined> {
  let response: DynamoDBBatchResponse | undefined;
  try {
    response = await consumer.handler({ Records: batch });
  } catch (error) {
    log.warn('Stream handler failed', { consumer: consumer.name, error });
    return { at: 0, thrown: true };
  }
  const failures = response?.batchItemFailures ?? [];
  if (failures.length === 0) return undefined;
  const failed = failures.map(({ itemIdentifier }) =>
    batch.findIndex((record) => sequenceOf(record) === itemIdentifier),
  );
  // Lambda counts an identifier that names no record of the batch as a failure of all of it.
  return { at: failed.includes(-1) ? 0 : Math.min(...failed), thrown: false };
}

/**
 * One read of one shard for one consumer: the records its filter passes handed over as a batch, and
 * its position moved past what is done, or the batch set to be handed over again.
 */
async function readShard(
  source: StreamSource,
  progress: ReadProgress,
  subscription: Subscription,
  shardId: string,
): Promise<ReadOutcome> {
  const { consumer, cursors } = subscription;
  const cursor = cursors.get(shardId) ?? {};
  cursors.set(shardId, cursor);
  if (cursor.retry && Date.now() < cursor.retry.notBefore) {
    return { done: 0, progressed: false, retryAt: cursor.retry.notBefore };
  }

  const page = await getRecords(source, subscription, shardId, cursor);
  const records = (page.Records ?? []).map((record) => toLambdaStreamRecord(record, source.streamArn));
  const finishPage = () => {
    const last = records.at(-1);
    if (last) moveTo(progress, subscription, shardId, last);
    cursor.iterator = page.NextShardIterator;
    delete cursor.retry;
    delete cursor.readLimit;
    // No next iterator: the shard is closed and read to its end.
    if (page.NextShardIterator === undefined) subscription.finished.add(shardId);
  };

  const batch = records.filter((record) => matchesStreamFilter(record, consumer.filter));
  const failure = batch.length === 0 ? undefined : await handOver(consumer, batch);
  if (failure === undefined) {
    finishPage();
    return { done: batch.length, progressed: records.length > 0 || page.NextShardIterator === undefined };
  }

  const failed = batch.slice(failure.at);
  const first = failed[0] as DynamoDBRecord;
  const againFrom = (failures: number, delayMs: number): ReadOutcome => {
    const before = records[records.indexOf(first) - 1];
    if (before) moveTo(progress, subscription, shardId, before);
    cursor.retry = { sequenceNumber: sequenceOf(first), failures, notBefore: Date.now() + delayMs };
    delete cursor.iterator;
    return { done: failure.at, progressed: true, retryAt: cursor.retry.notBefore };
  };
  if (failure.thrown && batch.length > 1) {
    // bisectBatchOnError: half as many records from the same place. A halving counts as no retry;
    // halvings stop once the failing record is alone, and then its failures count.
    cursor.readLimit = Math.max(1, Math.floor(records.length / 2));
    return againFrom(0, 0);
  }

  const failures = cursor.retry?.sequenceNumber === sequenceOf(first) ? cursor.retry.failures + 1 : 1;
  const report = {
    consumer: consumer.name,
    shardId,
    firstSequenceNumber: sequenceOf(first),
    lastSequenceNumber: sequenceOf(failed.at(-1) as DynamoDBRecord),
    records: failed.length,
    failures,
  };
  if (failures > STREAM_READING.retryAttempts) {
    // In AWS the batch's shard and sequence range go to the alert dead-letter queue.
    log.error('Stream batch failed after every retry: skipped', report);
    finishPage();
    return { done: batch.length, progressed: true };
  }
  log.warn('Stream batch failed: handing it over again from its first failed record', report);
  return againFrom(failures, source.retryDelayMs);
}

/** One read of every shard each consumer may read now. */
async function readOnce(
  source: StreamSource,
  progress: ReadProgress,
  checkpointFile: string | undefined,
): Promise<ReadOutcome> {
  const { subscriptions } = progress;
  progress.shards ??= await listShards(source);
  const { shards } = progress;
  const outcome: ReadOutcome = { done: 0, progressed: false };
  let shardEnded = false;
  for (const subscription of subscriptions) {
    for (const { ShardId } of readableShards(shards, subscription.finished)) {
      const read = await readShard(source, progress, subscription, ShardId);
      outcome.done += read.done;
      outcome.progressed ||= read.progressed;
      shardEnded ||= subscription.finished.has(ShardId);
      if (read.retryAt !== undefined) outcome.retryAt = Math.min(read.retryAt, outcome.retryAt ?? Infinity);
    }
  }
  if (shardEnded || shards.length === 0) progress.shards = undefined;
  if (checkpointFile && progress.unsaved) {
    progress.unsaved = false;
    await writeStreamCheckpoints(
      checkpointFile,
      source.streamArn,
      Object.fromEntries(subscriptions.map(({ consumer, positions }) => [consumer.name, positions])),
    );
  }
  return outcome;
}

/** Reads on a timer, every `pollEveryMs` while there is work and backing off while quiet. */
function pollEvery(
  pollEveryMs: number,
  readInTurn: () => Promise<ReadOutcome>,
  isStopped: () => boolean,
): { clear(): void } {
  let timer: NodeJS.Timeout | undefined;
  let wait = pollEveryMs;
  const poll = () => {
    readInTurn()
      .then((read) => {
        wait = nextPollWait(wait, pollEveryMs, read);
      })
      .catch((error: unknown) => {
        if (!isStopped()) log.error('Reading the table stream failed', { error });
      })
      .finally(() => {
        if (isStopped()) return;
        timer = setTimeout(poll, wait);
        timer.unref();
      });
  };
  poll();
  return { clear: () => clearTimeout(timer) };
}

export async function openTableStream(options: TableStreamOptions): Promise<TableStream> {
  const { tableName, checkpointFile } = options;
  const streamArn = await latestStreamArn(options, tableName);
  const source: StreamSource = {
    streams: localDynamoDbStreamsClient(options),
    streamArn,
    batchSize: options.batchSize ?? STREAM_READING.batchSize,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
  };
  const saved: StreamPositions = checkpointFile ? await readStreamCheckpoints(checkpointFile, streamArn) : {};
  const progress: ReadProgress = {
    subscriptions: options.consumers.map((consumer) => ({
      consumer,
      positions: { ...saved[consumer.name] },
      cursors: new Map(),
      finished: new Set(),
    })),
    unsaved: false,
  };

  let stopped = false;
  let reading: Promise<unknown> = Promise.resolve();
  const readNext = () => readOnce(source, progress, checkpointFile);
  /** Reads one after another, whoever asks: a timed read and a drain never overlap. */
  const readInTurn = (): Promise<ReadOutcome> => {
    if (stopped) return Promise.reject(new Error('The table stream reader is stopped'));
    const read = reading.then(readNext, readNext);
    reading = read.catch(() => {});
    return read;
  };
  const timer =
    options.pollEveryMs === undefined ? undefined : pollEvery(options.pollEveryMs, readInTurn, () => stopped);

  return {
    streamArn,
    async drain() {
      let done = 0;
      for (;;) {
        const read = await readInTurn();
        done += read.done;
        if (read.progressed) continue;
        if (read.retryAt === undefined) return done;
        await sleep(Math.max(0, read.retryAt - Date.now()));
      }
    },
    async stop() {
      stopped = true;
      timer?.clear();
      await reading;
      source.streams.destroy();
    },
  };
}
