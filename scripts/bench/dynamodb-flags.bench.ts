/**
 * DynamoDB Local's JVM flags (functions/local/dynamodb-local.ts JVM_FLAGS) against the JVM's
 * defaults: time from spawn to the first answer, then steady throughput of the dashboard's read
 * (a Query of a Gold user's 50 project items) at 20 connections, and the engine's memory. Each
 * configuration starts fresh (in memory) and runs ROUNDS times; the figures go in docs/benchmarks/README.md.
 */
import { readFileSync } from 'node:fs';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { nameDeadlines, todayIn } from '@lienminder/shared';
import { JVM_FLAGS, localDynamoDbClient, startDynamoDbLocal } from '../../functions/local/dynamodb-local';
import { ensureTable } from '../../functions/local/table';
import { keptDeadlines } from '../../functions/src/services/projects/project-deadlines';
import { withProjectReads } from '../../functions/src/services/projects/project-reads';
import { dynamoProjectRecords } from '../../functions/src/store/projects';
import { dynamoUserStore } from '../../functions/src/store/users';
import { goldProjectBody, ms, percentile, runLoad } from './load';

const TABLE = 'bench-flags';
const ROUNDS = 2;
const USER = 'benchuser0000001';
const CONFIGURATIONS: { name: string; jvmFlags: readonly string[] }[] = [
  { name: `tuned (${JVM_FLAGS.join(' ')})`, jvmFlags: JVM_FLAGS },
  { name: 'JVM defaults', jvmFlags: [] },
];

const residentMegabytes = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);

async function seedGoldAccount(client: DynamoDBDocumentClient): Promise<void> {
  await dynamoUserStore(client, TABLE).create({
    id: USER,
    email: 'bench@lienminder.example',
    firstName: 'Bench',
    lastName: 'Marker',
    phone: '5555555555',
    tier: 'gold',
    passwordHash: '$scrypt$ln=10,r=8,p=1$AAAA$AAAA',
    projectCount: 0,
    sessionVersion: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const projects = withProjectReads(dynamoProjectRecords(client, TABLE), keptDeadlines(nameDeadlines));
  const today = todayIn('America/New_York', new Date());
  for (let index = 1; index <= 50; index += 1) {
    const now = new Date().toISOString();
    const project = {
      ...(goldProjectBody(index, today) as object),
      type: 'private',
      projectStatus: 'active',
      timeZone: 'America/New_York',
      id: `benchproject${String(index).padStart(4, '0')}`,
      createdAt: now,
      updatedAt: now,
    };
    await projects.create({
      userId: USER,
      project: project as never,
      projectLimit: 50,
      planDay: null,
      activity: null,
    });
  }
}

export default async function dynamoDbFlags(): Promise<void> {
  for (const { name, jvmFlags } of CONFIGURATIONS) {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const spawned = performance.now();
      const engine = await startDynamoDbLocal({ jvmFlags });
      const startMs = performance.now() - spawned;
      const client = DynamoDBDocumentClient.from(localDynamoDbClient(engine));
      try {
        await ensureTable(client, TABLE);
        const seeded = performance.now();
        await seedGoldAccount(client);
        const seedMs = (performance.now() - seeded) / 50;
        const query = async () => {
          await client.send(
            new QueryCommand({
              TableName: TABLE,
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
              ExpressionAttributeValues: { ':pk': `USER#${USER}`, ':prefix': 'PROJECT#' },
            }),
          );
        };
        const first = await runLoad(20, 200, query);
        const steady = await runLoad(20, 3_000, query, 15_000);
        console.log(
          `${name}, round ${round}: ready in ${ms(startMs)}; create ${ms(seedMs)}/project; ` +
            `first 200 Queries ${first.requestsPerSecond.toFixed(0)} req/s; steady ${steady.requestsPerSecond.toFixed(0)} req/s ` +
            `(p50 ${ms(percentile(steady.latencies, 0.5))}, p99 ${ms(percentile(steady.latencies, 0.99))}); ` +
            `java ${residentMegabytes(engine.javaPid)} MB`,
        );
      } finally {
        client.destroy();
        await engine.stop();
      }
    }
  }
}
