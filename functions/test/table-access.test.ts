/**
 * The local IAM check itself (./table-access.ts): the leading keys it reads from each command, as
 * IAM reads them, and what it refuses. The integration tests rely on it to fail a too-narrow grant.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { invokeAsLambda } from '#local/lambda-invocation';
import { TABLE_KEYS } from '#src/keys';
import type { FunctionDefinition } from '#src/routes';
import { refusal, tableRequestsOf, takeRefusals } from './table-access';

const { pk, gsi1Name } = TABLE_KEYS;

const feed: FunctionDefinition = {
  name: 'GetCalendarFeed',
  entry: 'calendar/get-feed',
  access: { table: 'read', items: ['calendarFeed', 'user'] },
};

describe('the leading keys of a command', () => {
  it('reads a Query’s partition from its key condition, on the index when it names one', () => {
    const query = new QueryCommand({
      TableName: 't',
      IndexName: gsi1Name,
      KeyConditionExpression: '#pk = :pk AND #sk <= :now',
      ExpressionAttributeNames: { '#pk': TABLE_KEYS.gsi1pk, '#sk': TABLE_KEYS.gsi1sk },
      ExpressionAttributeValues: { ':pk': 'DATA_DELETION', ':now': '2026-11-28' },
    });
    expect(tableRequestsOf(query.constructor.name, query.input)).toEqual([
      { action: 'dynamodb:Query', leadingKeys: ['DATA_DELETION'], index: true },
    ]);
  });

  it('reads each item of a transaction as the action IAM checks it as, in either client’s shape', () => {
    const write = new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: 't', Item: { [pk]: 'USER#a', sk: 'PROFILE' } } },
        {
          ConditionCheck: {
            TableName: 't',
            Key: { [pk]: 'EMAIL#a@example.com', sk: 'EMAIL' },
            ConditionExpression: 'x',
          },
        },
      ],
    });
    expect(tableRequestsOf(write.constructor.name, write.input)).toEqual([
      { action: 'dynamodb:PutItem', leadingKeys: ['USER#a'], index: false },
      { action: 'dynamodb:ConditionCheckItem', leadingKeys: ['EMAIL#a@example.com'], index: false },
    ]);
    expect(tableRequestsOf('DeleteItemCommand', { Key: { [pk]: { S: 'SESSION#s' } } })).toEqual([
      { action: 'dynamodb:DeleteItem', leadingKeys: ['SESSION#s'], index: false },
    ]);
  });
});

describe('what it refuses', () => {
  const get = (key: string) => tableRequestsOf(GetCommand.name, { Key: { [pk]: key } })?.[0];

  it('allows a read of a named type, and names the type to add for any other', () => {
    expect(refusal(feed, must(get('CALFEED#h')))).toBeNull();
    expect(refusal(feed, must(get('ALERTS#u')))).toMatch(
      /add 'alerts' to `items` in the `access` of GetCalendarFeed/,
    );
  });

  it('refuses a write to a read-only function, and a key no item type names', () => {
    const put = must(tableRequestsOf('PutCommand', { Item: { [pk]: 'USER#u' } })?.[0]);
    expect(refusal(feed, put)).toMatch(
      /does not allow dynamodb:PutItem \(a write needs `table: 'readwrite'`\)/,
    );
    expect(refusal(feed, must(get('NOPREFIX#x')))).toMatch(/add its prefix to PARTITION_KEYS/);
  });

  it('refuses a Scan, and table access that names no item types', () => {
    expect(refusal(feed, { action: 'dynamodb:Scan', leadingKeys: [], index: false })).toMatch(
      /scans the table/,
    );
    const unnamed = { ...feed, access: { table: 'read' } } as const;
    expect(refusal(unnamed, must(get('USER#u')))).toMatch(/names no item types: add `items: \[\.\.\.\]`/);
  });
});

describe('the check in front of every client', () => {
  /** A document client whose requests never leave it: each answers an empty Get. */
  function tableless() {
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
    let reached = 0;
    client.middlewareStack.add(
      () => async () => {
        reached++;
        return { output: { $metadata: {} } as never, response: {} };
      },
      { step: 'initialize', name: 'tableless', priority: 'high' },
    );
    return { client, reached: () => reached };
  }
  const getOf = (key: string) => new GetCommand({ TableName: 't', Key: { [pk]: key, sk: 'X' } });

  it('refuses, in an invocation, what its function may not touch, before it reaches the table', async () => {
    const { client, reached } = tableless();
    const read = (key: string) => invokeAsLambda('GetCalendarFeed', async () => client.send(getOf(key)), {});
    await expect(read('CALFEED#h')).resolves.toBeDefined();
    await expect(read('ALERTS#u')).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringMatching(/add 'alerts' to `items` in the `access` of GetCalendarFeed/),
    });
    expect(reached()).toBe(1);
    // What fails the test that sent it (./table-access-setup.ts); taken here, where it is expected.
    expect(takeRefusals()).toEqual([
      expect.stringMatching(/^GetCalendarFeed sent dynamodb:GetItem on ALERTS#u/),
    ]);
  });

  it('leaves a request outside any invocation or handler unchecked', async () => {
    const { client, reached } = tableless();
    await client.send(getOf('ALERTS#u'));
    expect(reached()).toBe(1);
    expect(takeRefusals()).toEqual([]);
  });
});

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('no request');
  return value;
}
